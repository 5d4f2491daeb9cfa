import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The Chromium the journeys drive: CHROMIUM_PATH, else Debian's package; null when none is installed. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return candidates.find((path) => existsSync(path)) ?? null;
}

export const missingChromiumMessage = [
  'Chromium was not found (looked at CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser).',
  "The browser journeys drive the system's Chromium. Install it with:",
  '  apt-get install chromium',
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
].join('\n');
