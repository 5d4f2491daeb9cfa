/**
 * Lighthouse 12 in Debian's Chromium against the production server: for the top page, /live, /line,
 * one event page and the casino lobby, the performance score, Largest Contentful Paint, Total
 * Blocking Time and Cumulative Layout Shift on the mobile preset (Lighthouse's default: a mid-range
 * phone, throttled network and CPU), each the median of three runs, and CLS again on the desktop
 * preset (one run). Figures still move with whatever else the machine is doing.
 *
 * `node bench/lighthouse.mjs` builds what is stale, starts its own server and prints the table;
 * `npm run bench` calls `measureLighthouse` on the server it already runs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { ensureBuild, serverEntry, serverNodeFlags } from '../e2e/support/build.mjs';
import { chromiumFlags, findChromium } from '../e2e/support/chromium.mjs';
import { freePort, number, productionServerEnv, table, waitForAnswer } from './lib.mjs';

export const LIGHTHOUSE_GOALS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.05 };

/** Mobile runs per page; each figure is the median of them. */
const MOBILE_RUNS = 3;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each figure over several runs. */
function medianRun(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

const chromeFlags = ['--headless=new', ...chromiumFlags];

/** An upcoming event of the line: it stays on its page for the whole run (a live one may end). */
async function eventPath(serverUrl) {
  const answer = await fetch(`${serverUrl}/api/v1/events/line/matches-best`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1, markets: 'main' }),
  });
  const match = (await answer.json()).payload?.list?.[0];
  if (!match) throw new Error('the line has no match for the event page');
  return `/line/${match.sport_id}/${match.tournament.id}/${match.id}`;
}

/** One Lighthouse run; a broken trace (a busy machine can lose the navigation start) is run again, twice at most. */
async function audit(url, port, config) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, config);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`${error.message}; running it again`);
    }
  }
}

async function auditOnce(url, port, config) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    config,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/** Figures per page; `{ skipped }` when Chromium is missing. */
export async function measureLighthouse(serverUrl) {
  const chromePath = findChromium();
  if (!chromePath) return { skipped: 'Chromium not found (CHROMIUM_PATH, /usr/bin/chromium)' };
  const paths = ['/', '/live', '/line', await eventPath(serverUrl), '/casino/games'];
  const userDataDir = mkdtempSync(join(tmpdir(), 'meridian-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, userDataDir });
  try {
    // One audit thrown away first: the server's code and Chromium are cold on the very first page,
    // which then read up to twice the blocking time of the runs after it.
    await audit(serverUrl + paths[0], chrome.port, undefined);
    const pages = [];
    for (const path of paths) {
      const runs = [];
      for (let run = 0; run < MOBILE_RUNS; run++) runs.push(await audit(serverUrl + path, chrome.port, undefined));
      const mobile = medianRun(runs);
      const desktop = await audit(serverUrl + path, chrome.port, desktopConfig);
      pages.push({ path, mobile, desktopCls: desktop.cls });
    }
    return { pages };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Table rows for bench/run.mjs and the standalone run. */
export function lighthouseRows(result) {
  if (result.skipped) return [['Lighthouse', `not measured: ${result.skipped}`, '-', '-', '-', 'miss']];
  const g = LIGHTHOUSE_GOALS;
  return result.pages.map(({ path, mobile, desktopCls }) => {
    const pass =
      mobile.score >= g.score &&
      mobile.lcpMs < g.lcpMs &&
      mobile.tbtMs < g.tbtMs &&
      mobile.cls < g.cls &&
      desktopCls < g.cls;
    return [
      `Lighthouse ${path}: mobile score, LCP, TBT, CLS; desktop CLS`,
      `${mobile.score}, ${number(mobile.lcpMs / 1000, 2)} s, ${number(mobile.tbtMs)} ms, ${number(mobile.cls, 3)}; ${number(desktopCls, 3)}`,
      '-',
      '-',
      `≥ ${g.score}, < ${g.lcpMs / 1000} s, < ${g.tbtMs} ms, < ${g.cls}; < ${g.cls}`,
      pass ? 'pass' : 'miss',
    ];
  });
}

async function main() {
  if (!ensureBuild({ quiet: true })) throw new Error('the build failed');
  const scratch = mkdtempSync(join(tmpdir(), 'meridian-bench-'));
  const port = await freePort();
  const env = productionServerEnv(port, join(scratch, 'data'), { FEED_SOURCE: 'simulator' });
  const server = spawn(process.execPath, [...serverNodeFlags, serverEntry], { env, stdio: 'inherit' });
  try {
    const serverUrl = `http://127.0.0.1:${port}`;
    await waitForAnswer(`${serverUrl}/api/v1/ping`, server, 120_000);
    // Let the simulator fill the line before the first page loads.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const result = await measureLighthouse(serverUrl);
    console.log(table([['figure', 'Meridian', 'reference', 'ratio', 'goal', 'result'], ...lighthouseRows(result)]));
  } finally {
    server.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
