import { afterEach, describe, expect, it } from 'vitest';
import { preloadCode } from './lazy-code';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe('preloadCode', () => {
  afterEach(() => document.head.replaceChildren());

  it('asks for a page’s screen code a few modules per task, every module once', () => {
    const hrefs = Array.from({ length: 20 }, (_, i) => `/assets/screen-${i}.js`);
    const queued: Array<() => void> = [];
    preloadCode(hrefs, (next) => queued.push(next));

    expect(preloads()).toEqual(hrefs.slice(0, 8));
    expect(queued).toHaveLength(1);
    queued.shift()?.();
    expect(preloads()).toEqual(hrefs.slice(0, 16));
    queued.shift()?.();
    expect(preloads()).toEqual(hrefs);
    expect(queued).toHaveLength(0);
    for (const link of document.head.querySelectorAll('link')) expect(link.crossOrigin).toBe('');
  });
});
