import { describe, expect, it } from 'vitest';
import { withBootData } from './web-static.js';

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
