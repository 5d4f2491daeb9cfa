import type { FastifyInstance } from 'fastify';
import { isHashedName, type PageAssets, type StudioAssets } from './page-assets.js';

/** Text made safe for HTML, inside elements and quoted attributes alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The start of every built-in provider's page, up to its `<body>`: the language, the theme, the
 * title, and the built style sheet and script (`script: false` leaves the script out).
 */
export function pageHead(o: {
  base: string;
  lang: string;
  theme: 'dark' | 'light';
  title: string;
  assets: Partial<PageAssets> | null;
  script?: boolean;
}): string {
  const css = o.assets?.css ? `\n<link rel="stylesheet" href="${o.base}/assets/${escapeHtml(o.assets.css)}">` : '';
  const js =
    o.assets?.js && o.script !== false
      ? `\n<script type="module" src="${o.base}/assets/${escapeHtml(o.assets.js)}"></script>`
      : '';
  return `<!doctype html>
<html lang="${o.lang}" data-theme="${o.theme}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="${o.theme}">
<link rel="icon" href="data:,">
<title>${escapeHtml(o.title)}</title>${css}${js}
</head>`;
}

/**
 * Serves a provider's built files: every file of the build at `/assets/<name>` (a hashed name is
 * kept for a year, any other checked again), and each entry script an operator's page loads at a
 * fixed address (`/sdk.js`, `/launcher.js`) as the latest build's file of that page, from any origin.
 */
export function serveBuiltFiles(
  app: FastifyInstance,
  assets: StudioAssets,
  entries: Readonly<Record<string, { page: string; missing: string }>> = {},
): void {
  for (const [path, entry] of Object.entries(entries)) {
    app.get(path, async (_request, reply) => {
      const name = (await assets.manifest())?.[entry.page]?.js;
      const found = name ? await assets.file(name) : null;
      if (!found) return reply.status(404).type('text/plain; charset=utf-8').send(entry.missing);
      return reply
        .type(found.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .header('access-control-allow-origin', '*')
        .send(found.body);
    });
  }
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const found = await assets.file(request.params.file);
    if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type(found.type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', isHashedName(request.params.file) ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(found.body);
  });
}
