import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { RenderedPage } from './web-render.js';
import { acceptsGzip, dataBlock, PageFrame, PageFrames } from './web-static.js';

const html = '<!doctype html><html><head><title>Meridian</title></head><body><div id="root"></div></body></html>';

describe("the page around each request's own data", () => {
  const page = (blocks: string) => html.replace('</body>', `${blocks}</body>`);

  it("puts a request's answer in a JSON data block at the end of the body, where the app finds it", () => {
    const block = dataBlock('meridian-settings', '{"code":"OK","payload":{"a":1}}');
    expect(new PageFrame(html).page(block).toString()).toBe(
      page('<script type="application/json" id="meridian-settings">{"code":"OK","payload":{"a":1}}</script>'),
    );
  });

  it('writes every < of a text as \\u003c, so neither </script> nor <!-- can end the block, and the JSON reads the same', () => {
    const answer = JSON.stringify({ code: 'OK', payload: { licence: 'a</script><script>alert(1)</script><!-- b' } });
    const block = dataBlock('meridian-settings', answer);
    const json = block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(JSON.parse(answer));
  });

  it('gzips the page as one stream: the frame compressed once, each request’s blocks appended, sized in bytes', () => {
    const big = html.replace(
      '<div id="root"></div>',
      `<div id="root">${'<p>Match odds 1.85 2.10, stake €5, Русский</p>'.repeat(2_000)}</div>`,
    );
    const frame = new PageFrame(big);
    for (const blocks of [
      '<script id="a">{"ip":"203.0.113.9"}</script>',
      '',
      '<script id="b">{}</script>'.repeat(50),
    ]) {
      const zipped = frame.gzip(blocks);
      expect(gunzipSync(zipped).toString()).toBe(big.replace('</body>', `${blocks}</body>`));
      expect(zipped.length).toBeLessThan(big.length / 10);
    }
  });

  it('sends gzip to a request that takes it, and not to one that refuses it', () => {
    expect(['gzip, deflate, br', 'br;q=1, gzip;q=0.5', '*', 'GZIP'].map(acceptsGzip)).toEqual([true, true, true, true]);
    expect([undefined, '', 'br', 'gzip;q=0', 'identity'].map(acceptsGzip)).toEqual([false, false, false, false, false]);
  });
});

describe('PageFrames', () => {
  const rendered = (): RenderedPage =>
    ({ kind: 'page', html: '<p>odds</p>', state: '{}', errors: [], status: 200 }) as unknown as RenderedPage;

  it('builds a rendered page once for all its requests, cut where each request writes its own blocks', () => {
    const frames = new PageFrames();
    const page = rendered();
    let builds = 0;
    const build = () => {
      builds += 1;
      return html.replace('<div id="root"></div>', '<div id="root"><p>odds</p></div>');
    };
    const first = frames.of(page, 'https://meridian.example', build);
    const again = frames.of(page, 'https://meridian.example', build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
    expect(first.page('<script id="mine"></script>').toString()).toBe(
      html
        .replace('<div id="root"></div>', '<div id="root"><p>odds</p></div>')
        .replace('</body>', '<script id="mine"></script></body>'),
    );

    // The next render of the page, or another origin, is another frame.
    frames.of(rendered(), 'https://meridian.example', build);
    frames.of(page, 'https://other.example', build);
    expect(builds).toBe(3);
  });

  it('keeps a bounded number of frames per page, however many hosts requests name', () => {
    const frames = new PageFrames();
    const page = rendered();
    let builds = 0;
    const build = () => {
      builds += 1;
      return html;
    };
    for (let i = 0; i < 100; i++) frames.of(page, `https://host-${i}.example`, build);
    builds = 0;
    for (let i = 0; i < 100; i++) frames.of(page, `https://host-${i}.example`, build);
    expect(builds).toBe(84);
  });
});
