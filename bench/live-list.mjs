/**
 * The live list in Chromium: a tournament of live football matches whose main markets (1X2, double
 * chance, total 2.5: eight outcomes a match) all move, fed through ingestion by
 * bench/fanout-server.ts and pushed over the app's WebSocket. The page is the real web app at
 * `/live/{sport}/{tournament}`, desktop width. Counts the long tasks (over 50 ms, from a
 * PerformanceObserver of type 'longtask') while the prices change for `seconds`.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumFlags, findChromium } from '../e2e/support/chromium.mjs';
import { nextMessage } from './lib.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const OUTCOMES_PER_MATCH = 8;

/** Counts long tasks on the live list; answers null figures with a reason when Chromium is missing. */
export async function measureLiveList({ dataDir, outcomes, rate, seconds, track }) {
  const executablePath = findChromium();
  if (!executablePath) return { skipped: 'Chromium not found (CHROMIUM_PATH, /usr/bin/chromium)' };
  const matches = Math.ceil(outcomes / OUTCOMES_PER_MATCH);
  const server = fork(join(root, 'bench/fanout-server.ts'), [dataDir, String(matches)], {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  track(server);
  const { port, tournamentId, sportId } = await nextMessage(server, 'ready', 90_000);
  const browser = await chromium.launch({
    executablePath,
    args: chromiumFlags,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    await page.addInitScript(() => {
      const figures = { longTasks: [], frames: 0 };
      window.__bench = figures;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) figures.longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(...args) {
          super(...args);
          this.addEventListener('message', () => {
            figures.frames += 1;
          });
        }
      };
    });
    await page.goto(`http://127.0.0.1:${port}/live/${sportId}/${tournamentId}`);
    await page.getByText('Home 0', { exact: false }).first().waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000);
    await page.evaluate(() => {
      window.__bench.longTasks = [];
      window.__bench.frames = 0;
    });
    server.send({ type: 'run', rate, seconds, mode: 'main' });
    const { changes } = await nextMessage(server, 'ran', (seconds + 30) * 1000);
    await page.waitForTimeout(500);
    const figures = await page.evaluate(() => window.__bench);
    return {
      outcomes: matches * OUTCOMES_PER_MATCH,
      changes,
      seconds,
      frames: figures.frames,
      longTasks: figures.longTasks.length,
      longestMs: Math.round(Math.max(0, ...figures.longTasks)),
    };
  } finally {
    await browser.close();
    server.send({ type: 'stop' });
  }
}
