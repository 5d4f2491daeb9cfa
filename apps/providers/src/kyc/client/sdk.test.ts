// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KycEvent } from './messages.js';
import type { MeridianKycApi } from './sdk.entry.js';

const WIDGET_ORIGIN = 'https://kyc.example';

describe('MeridianKyc.init', () => {
  let sdk: MeridianKycApi;
  beforeAll(async () => {
    // The SDK finds its widget beside its own script, as when an operator's page loads it by script tag.
    const script = document.createElement('script');
    script.src = `${WIDGET_ORIGIN}/providers/kyc/sdk.js`;
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
    await import('./sdk.entry.js');
    sdk = (window as unknown as { MeridianKyc: MeridianKycApi }).MeridianKyc;
  });
  afterAll(() => {
    Reflect.deleteProperty(document, 'currentScript');
  });

  const mount = (onTokenExpired: () => Promise<string> = async () => 'kyc_new') => {
    // Kept out of the document: the test environment would try to load the frame's page.
    const container = document.createElement('div');
    const events: KycEvent[] = [];
    const widget = sdk.init({
      token: 'kyc_first',
      container,
      lang: 'ru',
      theme: 'light',
      onEvent: (event) => events.push(event),
      onTokenExpired,
    });
    const frame = container.querySelector('iframe') as HTMLIFrameElement;
    // The widget's window (the test environment loads no page into the frame).
    const widgetWindow = { postMessage: vi.fn() };
    Object.defineProperty(frame, 'contentWindow', { configurable: true, get: () => widgetWindow });
    const fromWidget = (data: unknown, origin = WIDGET_ORIGIN, source: unknown = widgetWindow) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    return { container, events, widget, frame, widgetWindow, fromWidget };
  };

  it('frames the widget beside the SDK with the token, language, theme and the page’s origin', () => {
    const { frame, widget } = mount();
    const src = new URL(frame.src);
    expect(`${src.origin}${src.pathname}`).toBe(`${WIDGET_ORIGIN}/providers/kyc/widget`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      token: 'kyc_first',
      lang: 'ru',
      theme: 'light',
      origin: window.location.origin,
    });
    expect(frame.title).toBe('Проверка личности');
    expect(frame.getAttribute('allow')).toBe('camera');
    widget.destroy();
  });

  it('relays the widget’s events, and only those from its frame at its origin', () => {
    const { events, fromWidget, frame, widget } = mount();
    fromWidget({ source: 'meridian-kyc', type: 'ready' });
    fromWidget({ source: 'meridian-kyc', type: 'status', status: 'review', reasons: ['driving_licence'] });
    fromWidget({ source: 'meridian-kyc', type: 'ready' }, 'https://evil.example');
    fromWidget({ source: 'meridian-kyc', type: 'ready' }, WIDGET_ORIGIN, window);
    fromWidget({ source: 'meridian-kyc', type: 'ready' }, WIDGET_ORIGIN, null);
    fromWidget({ source: 'meridian-kyc', type: 'status', status: 'hacked' });
    fromWidget({ source: 'meridian-kyc', type: 'resize', height: 712.4 });
    expect(events).toEqual([{ type: 'ready' }, { type: 'status', status: 'review', reasons: ['driving_licence'] }]);
    expect(frame.style.height).toBe('713px');
    widget.destroy();
  });

  it('sizes the frame to the widget’s content, shorter than its first floor, and brings a new step’s top into view', () => {
    const { fromWidget, frame, widget } = mount();
    expect(frame.style.minHeight).toBe('420px');
    fromWidget({ source: 'meridian-kyc', type: 'resize', height: 260 });
    expect(frame.style.height).toBe('260px');
    expect(frame.style.minHeight).toBe('0');
    const scrolled = vi.fn();
    frame.scrollIntoView = scrolled;
    // The page scrolled past the frame's top (the form was long): the result's step scrolls back to it.
    frame.getBoundingClientRect = () => ({ top: -300 }) as DOMRect;
    fromWidget({ source: 'meridian-kyc', type: 'step', step: 'result' });
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
    // Its top already in view: the page stays where it is.
    scrolled.mockClear();
    frame.getBoundingClientRect = () => ({ top: 120 }) as DOMRect;
    fromWidget({ source: 'meridian-kyc', type: 'step', step: 'details' });
    expect(scrolled).not.toHaveBeenCalled();
    widget.destroy();
  });

  it('answers an expired token with the page’s new one, posted to the widget’s origin only', async () => {
    const onTokenExpired = vi.fn(async () => 'kyc_second');
    const { widgetWindow, fromWidget, widget } = mount(onTokenExpired);
    const post = widgetWindow.postMessage;
    fromWidget({ source: 'meridian-kyc', type: 'token-expired' });
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { source: 'meridian-kyc-sdk', type: 'token', token: 'kyc_second' },
      WIDGET_ORIGIN,
    );
    widget.destroy();
  });

  it('reports a token that could not be renewed as an error', async () => {
    const { events, fromWidget, widget } = mount(async () => {
      throw new Error('signed out');
    });
    fromWidget({ source: 'meridian-kyc', type: 'token-expired' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'error', message: 'signed out' }]));
    widget.destroy();
  });

  it('destroy removes the frame and stops listening', () => {
    const { container, events, fromWidget, widget } = mount();
    widget.destroy();
    widget.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    fromWidget({ source: 'meridian-kyc', type: 'ready' });
    expect(events).toEqual([]);
  });

  it('refuses to start without a token or a container', () => {
    const options = { lang: 'en', theme: 'dark', onEvent: () => {}, onTokenExpired: async () => '' } as const;
    expect(() => sdk.init({ ...options, token: '', container: document.body })).toThrow(TypeError);
    expect(() => sdk.init({ ...options, token: 't', container: null as unknown as HTMLElement })).toThrow(TypeError);
  });
});
