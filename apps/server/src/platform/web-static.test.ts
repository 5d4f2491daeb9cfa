import { describe, expect, it } from 'vitest';
import type { RenderedPage } from './web-render.js';
import { PageFrames, withBootData } from './web-static.js';

const html = '<!doctype html><html><head><title>Meridian</title></head><body><div id="root"></div></body></html>';

describe('withBootData', () => {
  it('puts the answer in a JSON data block at the end of the head', () => {
    const page = withBootData(html, 'meridian-settings', '{"code":"OK","payload":{"a":1}}');
    expect(page).toContain(
      '<script type="application/json" id="meridian-settings">{"code":"OK","payload":{"a":1}}</script></head>',
    );
  });

  it('writes every < of a text as \\u003c, so neither </script> nor <!-- can end the block, and the JSON reads the same', () => {
    const answer = JSON.stringify({ code: 'OK', payload: { licence: 'a</script><script>alert(1)</script><!-- b' } });
    const page = withBootData(html, 'meridian-settings', answer);
    const block = page.slice(page.indexOf('id="meridian-settings">') + 'id="meridian-settings">'.length);
    const json = block.slice(0, block.indexOf('</script>'));
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(JSON.parse(answer));
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
    const sent = Buffer.concat([first.before, Buffer.from('<script id="mine"></script>'), first.after]).toString();
    expect(sent).toBe(
      html
        .replace('</head>', '<script id="mine"></script></head>')
        .replace('<div id="root"></div>', '<div id="root"><p>odds</p></div>'),
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
