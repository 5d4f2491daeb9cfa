import type { PageAssets } from '../shared/page-assets.js';
import { escapeHtml, pageHead } from '../shared/provider-page.js';
import { type KycLanguage, kycText } from './kyc.texts.js';

export interface WidgetPageOptions {
  base: string;
  lang: KycLanguage;
  theme: 'dark' | 'light';
  /** The built script and style sheet, or null when they are not built. */
  assets: PageAssets | null;
  token: string;
  /** The page that framed the widget, the one its messages go to ('' when none is allowed). */
  parent: string;
  /** The provider approves every submission by itself (a demo): the page says so above the steps. */
  autoApprove?: boolean;
}

/**
 * The widget page: the language, the theme and the built files; the script builds the steps in
 * `#kyc` from its data (never from HTML strings: the page's policy allows no inline script or style).
 */
export function renderWidgetPage(o: WidgetPageOptions): string {
  const data = { base: o.base, token: o.token, lang: o.lang, theme: o.theme, parent: o.parent };
  const attributes = Object.entries(data)
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
  const boot = o.assets
    ? `<p class="boot" role="status">${escapeHtml(kycText(o.lang, 'loading'))}</p>`
    : `<p class="boot boot-error" role="alert">${escapeHtml(kycText(o.lang, 'not_built'))}</p>`;
  const demo = o.autoApprove
    ? `\n<p class="demo-notice" role="note">${escapeHtml(kycText(o.lang, 'demo_auto_approve'))}</p>`
    : '';
  return `${pageHead({ ...o, title: kycText(o.lang, 'title') })}
<body>
<main id="kyc" class="kyc" aria-labelledby="kyc-title"${attributes}>
<h1 id="kyc-title" class="visually-hidden">${escapeHtml(kycText(o.lang, 'title'))}</h1>${demo}
${boot}
</main>
</body>
</html>`;
}
