/**
 * `npm run test:e2e`: builds the web app and the server when a build is missing or older than its
 * sources, then runs the browser journeys in the system's Chromium. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, webDist } from './support/build.mjs';
import { findChromium, missingChromiumMessage } from './support/chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

const chromium = findChromium();
if (!chromium) {
  console.error(missingChromiumMessage);
  process.exit(1);
}

if (!ensureBuild()) {
  console.error('The build failed; the journeys need the built web app and server.');
  process.exit(1);
}

// The servers serve a copy of the build, so a rebuild while the journeys run cannot pull files from under them.
const webCopy = join(root, '.e2e-data/web-dist');
rmSync(webCopy, { recursive: true, force: true });
cpSync(webDist, webCopy, { recursive: true });

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_WEB_DIST: webCopy },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
