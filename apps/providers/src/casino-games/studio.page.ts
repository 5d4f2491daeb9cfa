import type { PageAssets } from '../shared/page-assets.js';
import { escapeHtml, pageHead } from '../shared/provider-page.js';
import { en } from './client/texts/en.js';
import { type Language, textsFor } from './client/texts/texts.js';

/** The policy the game pages are sent with: the one every provider page has. */
export { PAGE_CSP as STUDIO_PAGE_CSP } from '../shared/page-headers.js';

export interface ShellOptions {
  base: string;
  lang: Language;
  theme: 'dark' | 'light';
  title: string;
  /** The built files, or null when the bundle is missing. */
  assets: PageAssets | null;
  /** data-* attributes of the mount point. */
  data: Readonly<Record<string, string>>;
  /** What shows before the script takes over (or instead of it). */
  body: string;
}

/** The HTML shell every studio page shares: the language, the theme and the built files. */
export function renderShell(o: ShellOptions): string {
  const data = Object.entries(o.data)
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  return `${pageHead(o)}
<body>
<div id="studio" class="studio"${data}>
${o.body}
</div>
</body>
</html>`;
}

/** The body shown while the game's script loads, or the notice that it is not built. */
export function bootBody(lang: Language, built: boolean): string {
  const t = textsFor(lang).page;
  return built
    ? `<p class="boot" role="status">${escapeHtml(t.loading)}</p>`
    : `<p class="boot boot-error" role="alert">${escapeHtml(t.notBuilt)}</p>`;
}

/** The page for a launch the studio does not know. */
export function notFoundBody(lang: Language, lobbyUrl?: string): string {
  const t = textsFor(lang);
  const lobby = lobbyUrl
    ? `\n<p><a class="button" href="${escapeHtml(lobbyUrl)}" target="_top">${escapeHtml(t.common.lobby)}</a></p>`
    : '';
  return `<main class="notice">
<h1>${escapeHtml(t.page.notFoundTitle)}</h1>
<p>${escapeHtml(t.page.notFoundText)}</p>${lobby}
</main>`;
}

/** The page title of a game: its name (the same in every language). */
export const pageTitle = (name: string | undefined): string => name ?? en.page.notFoundTitle;
