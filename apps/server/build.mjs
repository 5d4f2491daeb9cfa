// Bundles the server into dist/main.js: the workspace's own TypeScript (contract included) is
// compiled in, npm dependencies stay external and load from node_modules.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/**
 * V8 keeps a script's source text for as long as the script lives, as one byte a character only
 * when every character is Latin-1, else two. esbuild escapes what is beyond ASCII in the code itself
 * but copies comments as written, so one dash or arrow in a comment doubled the bundle's source in
 * memory (3.4 MiB instead of 1.7). Escaping them keeps the text one-byte; in a comment it changes nothing.
 */
async function bundleForNode(entry, out) {
  const outfile = new URL(out, import.meta.url).pathname;
  await build({
    entryPoints: [new URL(entry, import.meta.url).pathname],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
  const text = readFileSync(outfile, 'utf8');
  const wide = /[\u0100-\uffff]/g;
  if (wide.test(text)) {
    writeFileSync(
      outfile,
      text.replace(wide, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
    );
  }
}
await bundleForNode('./src/main.ts', './dist/main.js');
// The identity checks' photo analysis, run in worker threads off the event loop (kyc.mount.ts).
await bundleForNode('../providers/src/kyc/kyc.image.worker.ts', './dist/kyc-image-worker.js');
// The live studio on its own (`npm run live-studio`), for operators whose nodes share one studio.
await bundleForNode('../providers/src/live-casino/live-studio.main.ts', './dist/live-studio.js');
// The cashier, the game studio and the identity checks on their own (`npm run cashier`, …).
await bundleForNode('../providers/src/cashier/cashier.main.ts', './dist/cashier.js');
await bundleForNode('../providers/src/casino-games/casino-games.main.ts', './dist/casino-games.js');
await bundleForNode('../providers/src/kyc/kyc.main.ts', './dist/kyc.js');
await bundleForNode('../providers/src/support-chat/support-chat.main.ts', './dist/support-chat.js');

// The built-in casino studio's game pages: a browser bundle of their own beside the server's
// (dist/casino-games), with content-hashed names and a manifest the studio's plugin reads.
const studioClient = new URL('../providers/src/casino-games/client/', import.meta.url).pathname;
const studioOut = new URL('./dist/casino-games/', import.meta.url).pathname;
/** The verifier replays rounds with the engine's own code; in the browser node:crypto becomes Web Crypto. */
const browserCrypto = {
  name: 'studio-browser-crypto',
  setup(plugin) {
    plugin.onResolve({ filter: /^node:crypto$/ }, () => ({ path: `${studioClient}verify/crypto-shim.ts` }));
  },
};
rmSync(studioOut, { recursive: true, force: true });
mkdirSync(studioOut, { recursive: true });
const studio = await build({
  entryPoints: { play: `${studioClient}play.entry.ts`, verify: `${studioClient}verify/verify.entry.ts` },
  outdir: studioOut,
  entryNames: '[name]-[hash]',
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: ['chrome109', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: true,
  charset: 'utf8',
  metafile: true,
  plugins: [browserCrypto],
  logLevel: 'warning',
});
const manifest = {};
for (const [file, output] of Object.entries(studio.metafile.outputs)) {
  if (!output.entryPoint || !file.endsWith('.js')) continue;
  const name = basename(file).replace(/-[A-Z0-9]+\.js$/, '');
  manifest[name] = { js: basename(file), css: output.cssBundle ? basename(output.cssBundle) : '' };
}
writeFileSync(`${studioOut}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);

// The built-in live studio: the table page (a module, content-hashed, in the manifest) and the
// launcher the lobby loads by script tag from a fixed address (a classic script, served by the
// studio under /launcher.js from the name in the manifest).
const liveClient = new URL('../providers/src/live-casino/client/', import.meta.url).pathname;
const liveOut = new URL('./dist/live-casino/', import.meta.url).pathname;
rmSync(liveOut, { recursive: true, force: true });
mkdirSync(liveOut, { recursive: true });
const liveOptions = {
  outdir: liveOut,
  entryNames: '[name]-[hash]',
  bundle: true,
  platform: 'browser',
  target: ['chrome109', 'firefox115', 'safari16'],
  minify: true,
  sourcemap: true,
  charset: 'utf8',
  metafile: true,
  logLevel: 'warning',
};
const liveTable = await build({ ...liveOptions, entryPoints: { table: `${liveClient}table.entry.ts` }, format: 'esm' });
const liveLauncher = await build({
  ...liveOptions,
  entryPoints: { launcher: `${liveClient}launcher.entry.ts` },
  format: 'iife',
});
const liveManifest = {};
for (const result of [liveTable, liveLauncher]) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const name = basename(file).replace(/-[A-Z0-9]+\.js$/, '');
    liveManifest[name] = { js: basename(file), css: output.cssBundle ? basename(output.cssBundle) : '' };
  }
}
writeFileSync(`${liveOut}manifest.json`, `${JSON.stringify(liveManifest, null, 2)}\n`);

// The built-in verification provider: the widget page (a module, content-hashed) and the SDK an
// operator's page loads by script tag from a fixed address (a classic script, served under /sdk.js
// from the name in the manifest).
const kycClient = new URL('../providers/src/kyc/client/', import.meta.url).pathname;
const kycOut = new URL('./dist/kyc/', import.meta.url).pathname;
rmSync(kycOut, { recursive: true, force: true });
mkdirSync(kycOut, { recursive: true });
const kycOptions = { ...liveOptions, outdir: kycOut };
const kycWidget = await build({ ...kycOptions, entryPoints: { widget: `${kycClient}widget.entry.ts` }, format: 'esm' });
const kycSdk = await build({ ...kycOptions, entryPoints: { sdk: `${kycClient}sdk.entry.ts` }, format: 'iife' });
const kycManifest = {};
for (const result of [kycWidget, kycSdk]) {
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue;
    const name = basename(file).replace(/-[A-Z0-9]+\.js$/, '');
    kycManifest[name] = { js: basename(file), css: output.cssBundle ? basename(output.cssBundle) : '' };
  }
}
writeFileSync(`${kycOut}manifest.json`, `${JSON.stringify(kycManifest, null, 2)}\n`);
