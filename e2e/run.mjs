/**
 * `npm run test:e2e`: builds the web app and the server when a build is missing or older than its
 * sources, then runs the browser journeys in the system's Chromium. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, webDist, webServerDist } from './support/build.mjs';
import { findJourneyChromium, missingChromiumMessage } from './support/chromium.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));

const chromium = findJourneyChromium();
if (!chromium) {
  console.error(missingChromiumMessage);
  process.exit(1);
}

if (!ensureBuild()) {
  console.error('The build failed; the journeys need the built web app and server.');
  process.exit(1);
}

// The journeys' files (build copies, databases, setup links) in a folder of their own for each port base,
// so two runs on other ports can go side by side.
const dataDir =
  process.env.E2E_DATA_DIR ??
  join(root, process.env.E2E_PORT_BASE ? `.e2e-data-${process.env.E2E_PORT_BASE}` : '.e2e-data');

// The servers serve a copy of the build, so a rebuild while the journeys run cannot pull files from under them.
// The server entry goes beside the copy, where the servers look for it.
const webCopy = join(dataDir, 'web-dist');
const webServerCopy = join(dataDir, 'dist-server');
for (const [from, to] of [
  [webDist, webCopy],
  [webServerDist, webServerCopy],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

// On PGlite, one cluster migrated and seeded for the five servers to start on copies of
// (start-server.mjs): each would otherwise run initdb and the migrations itself, all at once. `npm test`
// hands its run's cluster over in PGLITE_TEMPLATE_DIR; alone, this makes one.
const givenTemplate = process.env.PGLITE_TEMPLATE_DIR;
const pgliteTemplate = process.env.DATABASE_URL ? undefined : (givenTemplate ?? join(dataDir, 'pglite-template'));
if (pgliteTemplate && !givenTemplate) {
  const made = spawnSync(
    join(root, 'node_modules/.bin/tsx'),
    ['apps/server/scripts/database-template.ts', pgliteTemplate],
    { cwd: root, stdio: 'inherit' },
  );
  if (made.status !== 0) {
    console.error("Could not make the journey servers' database.");
    process.exit(1);
  }
}

const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    CHROMIUM_PATH: chromium,
    E2E_DATA_DIR: dataDir,
    E2E_WEB_DIST: webCopy,
    ...(pgliteTemplate ? { E2E_PGLITE_TEMPLATE: pgliteTemplate } : {}),
  },
});
if (result.error) throw result.error;
process.exit(result.status ?? 1);
