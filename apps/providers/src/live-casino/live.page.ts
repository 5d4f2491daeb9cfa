import type { Language } from '../shared/client/texts.js';
import type { PageAssets } from '../shared/page-assets.js';
import { escapeHtml, pageHead } from '../shared/provider-page.js';

const TEXTS: Readonly<Record<Language, { loading: string; notBuilt: string; gone: string; goneText: string }>> = {
  en: {
    loading: 'Connecting to the table…',
    notBuilt: 'The table files are not built. Run npm run build on the server, then reload this page.',
    gone: 'Table session not found',
    goneText: 'This table session does not exist. Open the table again from the lobby.',
  },
  ru: {
    loading: 'Подключаемся к столу…',
    notBuilt: 'Файлы стола не собраны. Выполните npm run build на сервере и обновите страницу.',
    gone: 'Сессия стола не найдена',
    goneText: 'Такой сессии стола нет. Откройте стол заново из лобби.',
  },
};

/**
 * The table page's HTML: the language, the theme, the built files and the mount point carrying the
 * launch, the studio's path and its socket; the table client (client/table-app.ts) takes over. A
 * session the studio does not know gets the styles (its notice is drawn like the tables) but no script.
 */
export function renderTablePage(o: {
  base: string;
  lang: Language;
  theme: 'dark' | 'light';
  title: string;
  assets: PageAssets | null;
  launch: string | null;
}): string {
  const t = TEXTS[o.lang];
  const body = !o.launch
    ? `<main class="notice"><h1>${escapeHtml(t.gone)}</h1><p>${escapeHtml(t.goneText)}</p></main>`
    : o.assets
      ? `<p class="boot" role="status">${escapeHtml(t.loading)}</p>`
      : `<p class="boot boot-error" role="alert">${escapeHtml(t.notBuilt)}</p>`;
  const data = o.launch
    ? ` data-launch="${escapeHtml(o.launch)}" data-base="${escapeHtml(o.base)}" data-lang="${o.lang}" data-theme="${o.theme}"`
    : '';
  return `${pageHead({ ...o, script: o.launch !== null })}
<body>
<div id="live" class="live"${data}>
${body}
</div>
</body>
</html>`;
}
