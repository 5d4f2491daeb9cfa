import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Debian's `chromium-headless-shell`: the same Chromium release without the desktop browser around
 * the page. The journeys prefer it: the full browser's own process (its window, compositor and UI
 * threads, drawn for nobody in headless mode) doubled the browser's CPU per page on the two-core
 * machine, and the journeys' time is mostly Chromium's.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

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

/**
 * The Chromium the journeys drive: CHROMIUM_PATH, else Debian's headless shell, else Debian's
 * browser; null when none is installed.
 */
export function findJourneyChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return existsSync(headlessShell) ? headlessShell : findChromium();
}

/**
 * The full browser, for the measures that need the browser as a visitor has it (Lighthouse, the live
 * list): CHROMIUM_PATH, else Debian's package; null when none is installed.
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return candidates.find((path) => existsSync(path)) ?? null;
}

export const missingChromiumMessage = [
  'Chromium was not found (looked at CHROMIUM_PATH, /usr/bin/chromium-headless-shell, /usr/bin/chromium, /usr/bin/chromium-browser).',
  "The browser journeys drive the system's Chromium. Install it with:",
  '  apt-get install chromium chromium-headless-shell',
  'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
].join('\n');
