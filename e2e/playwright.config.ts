import { defineConfig } from '@playwright/test';
import { chromiumFlags, findJourneyChromium } from './support/chromium.mjs';
import {
  e2eDataDir,
  LIVE_CASINO_SECRET,
  liveStudio,
  type ServerName,
  serverDefinitions,
  serverNames,
  serverPort,
  serverSchema,
  serverUrl,
  setupLinkFile,
} from './support/servers.ts';

const root = new URL('../', import.meta.url).pathname;
const isCI = Boolean(process.env.CI);
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** Everything that decides what a journey server shows, set explicitly so the caller's environment cannot leak in. */
function serverEnvironment(name: ServerName): Record<string, string> {
  const databaseUrl = process.env.DATABASE_URL;
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(serverPort(name)),
    DATA_DIR: `${e2eDataDir}/${name}`,
    // The first admin's one-time link from the start-up log (start-server.mjs), for the back office's journeys.
    SETUP_LINK_FILE: setupLinkFile(name),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    MAINTENANCE: 'false',
    TRUST_PROXY: 'false',
    // Journeys read confirmation codes from the dev inbox, and all of them come from 127.0.0.1.
    DEV_INBOX: 'true',
    RATE_LIMIT_ADDRESS: '100000',
    // No feed unless the server's definition asks for the simulator (servers.ts); when it runs, it is
    // fast enough that a live match scores and reprices within a journey.
    FEED_SOURCE: 'none',
    FEED_SPEED: '30',
    WEB_DIST: process.env.E2E_WEB_DIST ?? `${root}apps/web/dist`,
    // The cluster start-server.mjs copies into DATA_DIR (e2e/run.mjs makes it); unset, each server makes its own.
    ...(process.env.E2E_PGLITE_TEMPLATE ? { E2E_PGLITE_TEMPLATE: process.env.E2E_PGLITE_TEMPLATE } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: serverSchema(name), DATABASE_POOL_SIZE: '4' } : {}),
    ...serverDefinitions[name].env,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Apart per database, so the PostgreSQL run in CI keeps the first run's failure screenshots.
  outputDir: `${root}test-results/e2e-${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  forbidOnly: isCI,
  // Three on two cores: a journey spends about a fifth of its time waiting (on a countdown, a
  // socket, a settlement), and a third worker fills it. Two left the machine 21 % idle over a run
  // (383 s); three leave it 11 % idle and finish in 306 s.
  workers: 3,
  retries: isCI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT ?? `${root}test-results/e2e-report.json` }]],
  use: {
    baseURL: serverUrl('normal'),
    screenshot: 'only-on-failure',
    trace: 'off',
    colorScheme: 'dark',
    // A player's reduced-motion setting. With motion, every moving price sweeps a band across its
    // button for 1.5 s, painted frame by frame; at the journeys' fast feed an open page kept about
    // half a core busy with it, taken from the servers and the other worker.
    reducedMotion: 'reduce',
    // The app's service worker fetches and stores the whole shell again on a first visit (about
    // 0.6 s of Chromium's CPU a journey). The installable app's journey lets it register.
    serviceWorkers: 'block',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: findJourneyChromium() ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: 'mobile.spec.ts',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // The back office is for staff desktops.
      testIgnore: 'backoffice*.spec.ts',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: androidChrome,
      },
    },
  ],
  // Playwright starts web servers one at a time, each once the one before answers. The servers and
  // the studio have no URL here, so all six are launched at once and boot on both cores; the last
  // entry waits for every one of them to answer (await-servers.mjs). A run of one journey, start-up
  // and shut-down included, took 101 and 121 s with the servers started in a row on the busy two-core
  // machine, 62 and 96 s with them started together.
  webServer: [
    ...serverNames.map((name) => ({
      name,
      command: 'node e2e/support/start-server.mjs',
      cwd: root,
      env: serverEnvironment(name),
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    })),
    {
      name: 'live-studio',
      command: 'node e2e/support/start-live-studio.mjs',
      cwd: root,
      env: {
        HOST: '127.0.0.1',
        LIVE_STUDIO_PORT: String(liveStudio.port),
        LIVE_STUDIO_PUBLIC_URL: liveStudio.url,
        LIVE_STUDIO_DATA_DIR: `${e2eDataDir}/live-studio`,
        OPERATOR_URL: serverUrl('normal'),
        LIVE_CASINO_SECRET,
        LIVE_CASINO_SPEED: liveStudio.speed,
        LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'ready',
      command: 'node e2e/support/await-servers.mjs',
      cwd: root,
      env: {
        AWAIT_URLS: [...serverNames.map((name) => `${serverUrl(name)}/api/v1/ping`), `${liveStudio.url}/health`].join(
          ' ',
        ),
        AWAIT_TIMEOUT_MS: '170000',
      },
      wait: { stdout: /journey servers ready/ },
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
