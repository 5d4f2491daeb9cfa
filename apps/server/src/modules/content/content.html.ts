/**
 * The policy pages' bodies are HTML the player app sets as it is (features/content/screens/text-page.tsx),
 * so only a restricted set reaches players: these elements without attributes, links with nothing but
 * an `href` to a path of the site, and text. Anything else is refused with what is wrong, never
 * silently dropped: the operator sees why and what the players would have missed.
 */
const PLAIN_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
const SITE_PATH = /^\/(?!\/)[a-z0-9\-/_]*(#[a-z0-9-]+)?$/i;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/y;
const ENTITY = /&(#\d{1,6}|#x[0-9a-f]{1,6}|[a-z]{2,8});/iy;

/** What in a page body is not allowed (empty when it may be published). */
export function pageBodyProblems(html: string): string[] {
  const problems = new Set<string>();
  const open: string[] = [];
  let at = 0;
  while (at < html.length) {
    const char = html[at];
    if (char === '<') {
      TAG.lastIndex = at;
      const tag = TAG.exec(html);
      if (!tag) {
        problems.add('A “<” that does not open an allowed element: write &lt;.');
        at += 1;
        continue;
      }
      const [whole, closing, rawName = '', attributes = ''] = tag;
      const name = rawName.toLowerCase();
      at += whole.length;
      if (name !== 'a' && !PLAIN_TAGS.has(name)) {
        problems.add(`<${name}> is not allowed (h2, h3, p, ul, ol, li, strong, em, br and links are).`);
        continue;
      }
      if (closing) {
        if (attributes.trim()) problems.add(`</${name}> takes no attributes.`);
        if (open.at(-1) === name) open.pop();
        else problems.add(`</${name}> closes nothing open.`);
        continue;
      }
      if (name === 'a') {
        const href = /^\s+href="([^"]*)"\s*$/.exec(attributes);
        if (!href) problems.add('A link takes an href and nothing else: <a href="/terms/kyc-policy">.');
        else if (!SITE_PATH.test(href[1] ?? '')) problems.add(`A link leads to a path of the site, not “${href[1]}”.`);
      } else if (attributes.trim() && attributes.trim() !== '/') {
        problems.add(`<${name}> takes no attributes.`);
      }
      if (name !== 'br') open.push(name);
      continue;
    }
    if (char === '&') {
      ENTITY.lastIndex = at;
      const entity = ENTITY.exec(html);
      if (!entity) problems.add('An “&” that starts no entity: write &amp;.');
      at += entity ? entity[0].length : 1;
      continue;
    }
    if (char === '>') problems.add('A “>” outside an element: write &gt;.');
    at += 1;
  }
  if (open.length > 0) problems.add(`<${open.at(-1)}> is not closed.`);
  return [...problems];
}
