/**
 * Starts the journeys' live studio from the build (what `npm run live-studio` runs) on an empty
 * database of its own: LIVE_STUDIO_DATA_DIR is wiped first. The Playwright config sets the rest.
 */
import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { liveStudioEntry } from './build.mjs';

const { LIVE_STUDIO_DATA_DIR } = process.env;
if (!LIVE_STUDIO_DATA_DIR) {
  console.error('start-live-studio.mjs: LIVE_STUDIO_DATA_DIR must be set');
  process.exit(2);
}
rmSync(LIVE_STUDIO_DATA_DIR, { recursive: true, force: true });

await import(pathToFileURL(liveStudioEntry).href);
