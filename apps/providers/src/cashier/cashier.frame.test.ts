// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CASHIER_JS } from './cashier.assets.js';
import { parentOriginOf, themeColoursOf, themeCss, timeZoneOf } from './cashier.frame.js';
import { renderPaymentPage } from './cashier.page.js';

const session = { userId: 7, walletId: 70, currencyId: 1, currencyCode: 'EUR', scale: 2, balance: 10_000 };

function render(query: Record<string, string>, theme: 'dark' | 'light' = 'light') {
  return renderPaymentPage(
    {
      base: '/providers/cashier',
      mode: 'deposit',
      lang: 'en',
      theme,
      mobile: false,
      token: 'tok',
      colours: themeColoursOf(query),
      parentOrigin: parentOriginOf(query.domain),
    },
    session,
  );
}

describe('the cashier in the operator’s colours', () => {
  it('draws the page in the colours and the theme the launch address gives', () => {
    const html = render({ accent: '#16c784', accent_text: '03140c', background: '#0B111D' });
    expect(html).toContain('<html lang="en" data-theme="light"');
    expect(html).toContain(
      '<link rel="stylesheet" href="/providers/cashier/assets/theme.css?accent=16c784&#38;accent_text=03140c&#38;background=0b111d">',
    );
    expect(themeCss(themeColoursOf({ accent: '16c784', accent_text: '#03140c', focus: '#7cf' }))).toBe(
      'html[data-theme] {\n  --accent: #16c784;\n  --accent-text: #03140c;\n  --focus: #77ccff;\n}\n',
    );
  });

  it('keeps its own colours for anything that is not a hex colour', () => {
    const colours = themeColoursOf({
      accent: 'red;} body{display:none',
      text: 'url(x)',
      muted: '#12345',
      border: ['#fff'],
    });
    expect(colours).toEqual({});
    expect(themeCss(colours)).toBe('');
    expect(render({ accent: 'blue' })).not.toContain('theme.css');
  });

  it('takes the parent’s origin only from an http(s) address', () => {
    expect(parentOriginOf('https://site.example/path?q=1')).toBe('https://site.example');
    expect(parentOriginOf('javascript:alert(1)')).toBe('');
    expect(parentOriginOf('nonsense')).toBe('');
    expect(render({ domain: 'http://localhost:8410' })).toContain('data-parent-origin="http://localhost:8410"');
    expect(render({})).not.toContain('data-parent-origin');
  });

  it('takes a time zone only by a name the runtime knows', () => {
    expect(timeZoneOf('Europe/Nicosia')).toBe('Europe/Nicosia');
    expect(timeZoneOf('Mars/Olympus')).toBe('');
    expect(timeZoneOf(42)).toBe('');
  });
});

describe('the cashier telling its frame how tall it is', () => {
  const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
  afterEach(() => {
    if (realParent) Object.defineProperty(window, 'parent', realParent);
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute('data-parent-origin');
    document.body.replaceChildren();
  });

  /** Runs the page's script in a frame whose parent is `parent`; answers the observer's callback. */
  function start(parentOrigin: string | null) {
    const parent = { postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    let observed: (() => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          observed = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    if (parentOrigin) document.documentElement.setAttribute('data-parent-origin', parentOrigin);
    const main = document.createElement('main');
    main.className = 'cashier';
    let bottom = 640.4;
    main.getBoundingClientRect = () => ({ bottom }) as DOMRect;
    document.body.append(main);
    new Function(CASHIER_JS)();
    return {
      parent,
      grow(to: number) {
        bottom = to;
        observed?.();
      },
    };
  }

  it('posts its height to the page that framed it, each time it changes', () => {
    const frame = start('https://site.example');
    frame.grow(640.4);
    expect(frame.parent.postMessage).toHaveBeenCalledWith(
      { source: 'meridian-cashier', type: 'resize', height: 641 },
      'https://site.example',
    );
    frame.grow(640.9);
    expect(frame.parent.postMessage).toHaveBeenCalledTimes(1);
    frame.grow(820);
    expect(frame.parent.postMessage).toHaveBeenLastCalledWith(
      { source: 'meridian-cashier', type: 'resize', height: 820 },
      'https://site.example',
    );
  });

  it('tells nobody when the address named no page to tell', () => {
    const frame = start(null);
    frame.grow(700);
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });
});
