import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const webDist = join(root, 'apps/web/dist');
/** The web app's server entry, built with it (the server looks for it beside the web build it serves). */
export const webServerDist = join(root, 'apps/web/dist-server');
export const serverEntry = join(root, 'apps/server/dist/main.js');
/** The live studio on its own, built beside the server from the same sources. */
export const liveStudioEntry = join(root, 'apps/server/dist/live-studio.js');

/**
 * The Node.js flags `npm start` runs the bundle with (read from package.json, the one place they are
 * written), so the bench measures the server as it runs.
 */
export const serverNodeFlags = (() => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const match = /\bnode((?: --[^\s]+)*) apps\/server\/dist\/main\.js/.exec(scripts.start);
  if (!match) throw new Error('package.json start does not run apps/server/dist/main.js with node');
  return match[1].trim().split(' ').filter(Boolean);
})();

/** Each build output and the sources it is made from. */
const outputs = [
  ...[join(webDist, 'index.html'), join(webServerDist, 'entry-server.js')].map((file) => ({
    file,
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  })),
  {
    file: join(root, 'apps/backoffice/dist/index.html'),
    sources: [
      'apps/backoffice/src',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      'packages/contract/src',
    ],
  },
  ...[serverEntry, liveStudioEntry].map((file) => ({
    file,
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'packages/contract/src',
      'apps/providers/src',
    ],
  })),
];

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function isStale({ file, sources }) {
  const builtAt = existsSync(file) ? statSync(file).mtimeMs : 0;
  return builtAt < Math.max(...sources.map((source) => newestChange(join(root, source))));
}

/**
 * Runs `npm run build` (web app and server) when a build output is missing or older than its sources.
 * With `quiet`, the build's output is shown only when it fails. Returns false when the build failed.
 */
export function ensureBuild({ quiet = false } = {}) {
  if (!outputs.some(isStale)) return true;
  console.log('The build is missing or older than the sources: running npm run build.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (result.status !== 0 && quiet) process.stderr.write(`${result.stdout}${result.stderr}`);
  return result.status === 0;
}
