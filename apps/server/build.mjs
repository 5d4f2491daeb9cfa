// Bundles the server into dist/main.js: the workspace's own TypeScript (contract included) is
// compiled in, npm dependencies stay external and load from node_modules.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outfile = new URL('./dist/main.js', import.meta.url).pathname;
await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});

// V8 keeps a script's source text for as long as the script lives, as one byte a character only
// when every character is Latin-1, else two. esbuild escapes what is beyond ASCII in the code itself
// but copies comments as written, so one dash or arrow in a comment doubled the bundle's source in
// memory (3.4 MiB instead of 1.7). Escaping them keeps the text one-byte; in a comment it changes nothing.
const text = readFileSync(outfile, 'utf8');
const wide = /[\u0100-\uffff]/g;
if (wide.test(text)) {
  writeFileSync(
    outfile,
    text.replace(wide, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
}
