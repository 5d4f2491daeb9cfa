/**
 * The verification SDK: the script an operator's page loads from the `sdk_url` it got with the
 * applicant's token. It frames the widget in the operator's container and relays its events:
 *
 *   const widget = window.MeridianKyc.init({ token, container, lang: 'en', theme: 'dark',
 *     onEvent(event) {}, onTokenExpired: async () => (await fetchNewToken()).token });
 *   widget.destroy();
 */
import { eventOf, type KycEvent, readWidgetMessage, SDK_SOURCE, type SdkMessage } from './messages.js';

export interface KycInitOptions {
  token: string;
  container: HTMLElement;
  lang: 'en' | 'ru';
  theme: 'dark' | 'light';
  onEvent(event: KycEvent): void;
  onTokenExpired(): Promise<string>;
}

export interface MeridianKycApi {
  readonly version: 1;
  init(options: KycInitOptions): { destroy(): void };
}

// Read while the script runs: the widget lives beside the SDK, on the provider's origin.
const scriptUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';

const TITLES = { en: 'Identity verification', ru: 'Проверка личности' } as const;

function init(options: KycInitOptions): { destroy(): void } {
  if (!options || typeof options.token !== 'string' || !options.token) {
    throw new TypeError('MeridianKyc.init: token is required');
  }
  if (!(options.container instanceof HTMLElement)) throw new TypeError('MeridianKyc.init: container is an element');
  if (!scriptUrl) throw new Error('MeridianKyc: load the SDK by a script tag from its sdk_url');
  const lang = options.lang === 'ru' ? 'ru' : 'en';
  const theme = options.theme === 'light' ? 'light' : 'dark';
  const widget = new URL('widget', scriptUrl);
  widget.search = new URLSearchParams({ token: options.token, lang, theme, origin: window.location.origin }).toString();
  const widgetOrigin = widget.origin;

  const frame = document.createElement('iframe');
  frame.title = TITLES[lang];
  frame.src = widget.href;
  // The selfie step uses the camera; a frame of another origin needs the page's leave for it.
  frame.allow = 'camera';
  frame.style.display = 'block';
  frame.style.width = '100%';
  frame.style.minHeight = '420px';
  frame.style.border = '0';
  frame.style.colorScheme = theme;
  options.container.append(frame);

  let destroyed = false;
  let refreshing = false;
  const emit = (event: KycEvent) => {
    try {
      options.onEvent?.(event);
    } catch (error) {
      // The page's handler failing must not stop the widget.
      console.error(error);
    }
  };
  const post = (message: SdkMessage) =>
    frame.contentWindow?.postMessage({ source: SDK_SOURCE, ...message }, widgetOrigin);

  const refresh = async () => {
    if (refreshing || destroyed) return;
    refreshing = true;
    try {
      const token = await options.onTokenExpired();
      if (destroyed) return;
      if (typeof token === 'string' && token) post({ type: 'token', token });
      else post({ type: 'token-failed' });
    } catch (error) {
      if (destroyed) return;
      post({ type: 'token-failed' });
      emit({ type: 'error', message: error instanceof Error ? error.message : 'The token could not be renewed.' });
    } finally {
      refreshing = false;
    }
  };

  /**
   * A new step starts at its top: when the page is scrolled past the frame's top (after a long form,
   * the short result), the page scrolls back to it, clear of the page's sticky header when the page
   * gives the frame a `scroll-margin-top`.
   */
  const showTop = () => {
    const margin = Number.parseFloat(getComputedStyle(frame).scrollMarginTop) || 0;
    if (frame.getBoundingClientRect().top < margin) frame.scrollIntoView({ block: 'start' });
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== widgetOrigin) return;
    const message = readWidgetMessage(event.data);
    if (!message) return;
    if (message.type === 'resize') {
      // The frame's floor holds only until the widget says how tall it is: then it is as tall as its content.
      frame.style.minHeight = '0';
      frame.style.height = `${Math.ceil(message.height)}px`;
    } else if (message.type === 'step') showTop();
    else if (message.type === 'token-expired') void refresh();
    const relayed = eventOf(message);
    if (relayed) emit(relayed);
  };
  window.addEventListener('message', onMessage);

  return {
    destroy() {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('message', onMessage);
      frame.remove();
    },
  };
}

const api: MeridianKycApi = { version: 1, init };
(window as unknown as { MeridianKyc: MeridianKycApi }).MeridianKyc = api;
