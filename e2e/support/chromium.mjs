import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * How the journeys and the bench start Chromium headless as root on a machine with no network but
 * loopback: without the background-networking flags it keeps trying to reach outside hosts.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

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
