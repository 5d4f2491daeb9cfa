/**
 * The top page's initial JavaScript: the module scripts and module preloads that the built
 * `index.html` names, each compressed with gzip -9, summed. `node bench/initial-js.mjs` builds the
 * web app when it is stale and prints the figure; `npm run bench` prints it in its table.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureBuild, webDist } from '../e2e/support/build.mjs';

/** The top page's goal on React 19 (apps/web/vite.config.ts fails the build at the same figure). */
export const INITIAL_JS_GOAL_KIB = 150;

/** `{ kib, files }` for the web app built in `dist` (apps/web/dist by default). */
export function initialJavaScript(dist = webDist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    if (!/type=["']module["']/.test(tag)) continue;
    const src = /src=["']([^"']+)["']/.exec(tag)?.[1];
    if (src) files.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/rel=["']modulepreload["']/.test(tag)) continue;
    const href = /href=["']([^"']+)["']/.exec(tag)?.[1];
    if (href) files.add(href);
  }
  if (files.size === 0) throw new Error(`${join(dist, 'index.html')} names no module script`);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file.replace(/^\//, ''))), { level: 9 }).length;
  return { kib: bytes / 1024, files: files.size };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2];
  if (!dist && !ensureBuild({ quiet: true })) throw new Error('the build failed');
  const { kib, files } = initialJavaScript(dist);
  console.log(
    `initial JS of /: ${kib.toFixed(1)} KiB gz (${files} file${files === 1 ? '' : 's'}, gzip -9; goal < ${INITIAL_JS_GOAL_KIB} KiB)`,
  );
}
