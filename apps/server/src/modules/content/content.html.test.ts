import { describe, expect, it } from 'vitest';
import { pageBodyProblems } from './content.html.js';
import { pages } from './data/pages.js';

describe('pageBodyProblems', () => {
  it('accepts every demo page in every language', () => {
    for (const page of pages) {
      for (const body of Object.values(page.body)) expect(pageBodyProblems(body), page.slug).toEqual([]);
    }
  });

  it('accepts the allowed elements, entities and links to site paths', () => {
    expect(
      pageBodyProblems(
        '<h2>A &amp; B</h2><p>See <a href="/terms/kyc-policy">KYC</a>.<br/>Next</p><ul><li><strong>x</strong> <em>y</em></li></ul>',
      ),
    ).toEqual([]);
  });

  it('refuses scripts, styles, event handlers and images', () => {
    expect(pageBodyProblems('<p>x</p><script>alert(1)</script>')).toContain(
      '<script> is not allowed (h2, h3, p, ul, ol, li, strong, em, br and links are).',
    );
    expect(pageBodyProblems('<p style="color:red">x</p>')).toEqual(['<p> takes no attributes.']);
    expect(pageBodyProblems('<p onclick="x()">x</p>')).toEqual(['<p> takes no attributes.']);
    expect(pageBodyProblems('<img src=x onerror=alert(1)>')[0]).toMatch(/^<img> is not allowed/);
  });

  it('refuses links off the site, scripted links and links with more than an href', () => {
    expect(pageBodyProblems('<a href="javascript:alert(1)">x</a>')).toEqual([
      'A link leads to a path of the site, not “javascript:alert(1)”.',
    ]);
    expect(pageBodyProblems('<a href="//evil.example/">x</a>')).toHaveLength(1);
    expect(pageBodyProblems('<a href="/terms" target="_blank">x</a>')).toHaveLength(1);
  });

  it('refuses stray markup and unclosed elements', () => {
    expect(pageBodyProblems('<p>1 < 2</p>')).toEqual(['A “<” that does not open an allowed element: write &lt;.']);
    expect(pageBodyProblems('<p>Tom & Jerry</p>')).toEqual(['An “&” that starts no entity: write &amp;.']);
    expect(pageBodyProblems('<p>open')).toEqual(['<p> is not closed.']);
    expect(pageBodyProblems('</p>')).toEqual(['</p> closes nothing open.']);
  });
});
