/**
 * `npm test`: the whole suite, in order, stopping at the first failing step:
 * lint → database types → typecheck → OpenAPI lint → unit (server, contract, web) → integration → build →
 * browser journeys.
 * Integration tests and journeys run on embedded PGlite, or on PostgreSQL when DATABASE_URL is set.
 *
 * Options: --steps=lint,dbtypes,typecheck,openapi,unit,integration,build,e2e runs a subset (and
 * `statements`, only when named: with DATABASE_URL, prepares on the server each statement a PGlite
 * pass recorded in SQL_STATEMENT_LOG, the folder given as --statement-log=<folder>);
 * --integration-tags=engine runs only the integration files with that tag (`@module-tag engine`);
 * --e2e-specs=a,b runs only
 * the journey files whose path contains one of the words; --e2e-projects=desktop only the journeys of
 * those Playwright projects; --summary-file=<path> also writes the counts as JSON. Ends with
 * `N passed, N failed`.
 *
 * On PGlite, the OpenAPI document, the integration tests and the journey servers all start apps on
 * copies of one migrated and seeded cluster, made once before the first of them (PGLITE_TEMPLATE_DIR).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const results = join(root, 'test-results');
const bin = (name) => join(root, 'node_modules/.bin', name);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** Counts from a vitest JSON report (absent when vitest could not start). */
function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Counts from Playwright's JSON report; a test that passed on retry counts as passed. */
function playwrightCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
  };
}

const vitestReport = (name) => join(results, `vitest-${name}-${database.toLowerCase()}.json`);
const e2eReport = join(results, `e2e-report-${database.toLowerCase()}.json`);

const steps = [
  { id: 'lint', title: 'lint (biome, import boundaries)', command: ['npm', 'run', 'lint'] },
  {
    id: 'dbtypes',
    // Before the typecheck: stale types would show there as errors far from their cause.
    title: 'database types (generated from the migrations, no drift)',
    command: [bin('tsx'), 'apps/server/scripts/db-types.ts', '--check'],
  },
  {
    id: 'typecheck',
    title: 'typecheck (workspaces, browser journeys)',
    // One tsc per project, two at a time: tsc uses one core, the machine has two.
    parallel: [
      ...typecheckedProjects().map((project) => [bin('tsc'), '-p', project]),
      [bin('tsc'), '-p', 'e2e/tsconfig.json'],
    ],
  },
  { id: 'openapi', title: 'OpenAPI document (redocly lint)', command: ['node', 'scripts/openapi-lint.mjs'] },
  {
    id: 'unit',
    title: 'unit tests (unit, web, back office)',
    command: [
      bin('vitest'),
      'run',
      '--project',
      'unit',
      '--project',
      'web',
      '--project',
      'backoffice',
      ...vitestReporters('unit'),
    ],
    report: vitestReport('unit'),
    count: vitestCounts,
  },
  {
    id: 'integration',
    title: `integration tests (${database}${option('integration-tags') ? `, tagged ${option('integration-tags')}` : ''})`,
    command: [
      bin('vitest'),
      'run',
      '--project',
      'integration',
      ...taggedIntegrationFiles(option('integration-tags')),
      ...vitestReporters('integration'),
    ],
    report: vitestReport('integration'),
    count: vitestCounts,
  },
  {
    id: 'statements',
    // Only when asked for (--steps), on PostgreSQL: CI's PGlite pass records its statements in the
    // folder SQL_STATEMENT_LOG names, and this asks the server to prepare each one (docs/decisions.md).
    onlyWhenNamed: true,
    title: 'statements of the PGlite pass, prepared on PostgreSQL',
    command: [bin('tsx'), 'apps/server/scripts/check-statements.ts', option('statement-log') ?? ''],
  },
  { id: 'build', title: 'build (web app, server)', command: ['npm', 'run', 'build'] },
  {
    id: 'e2e',
    title: `browser journeys (Chromium, ${database})`,
    // --e2e-specs=a,b runs only the journey files whose path contains one of the words;
    // --e2e-projects=desktop only those Playwright projects (layouts).
    command: [
      'node',
      'e2e/run.mjs',
      ...(option('e2e-specs')?.split(',') ?? []),
      ...(option('e2e-projects')
        ?.split(',')
        .map((project) => `--project=${project}`) ?? []),
    ],
    env: { E2E_JSON_REPORT: e2eReport },
    report: e2eReport,
    count: playwrightCounts,
  },
];

/**
 * With --integration-tags=engine, only the integration files that carry the tag in their top comment
 * (`@module-tag engine`), named on the command line so the others are not even imported, and the
 * filter itself, so a tag Vitest does not know fails the run. Nothing without the option.
 */
function taggedIntegrationFiles(tags) {
  if (!tags) return [];
  const wanted = tags.split(',');
  const files = integrationFiles(['apps']).filter((file) => {
    const head = readFileSync(join(root, file), 'utf8').slice(0, 2_000);
    const fileTags = [...head.matchAll(/(?:\/\/|\*)\s*@module-tag\s+([\w/-]+)/g)].map((match) => match[1]);
    return wanted.some((tag) => fileTags.includes(tag));
  });
  if (files.length === 0) throw new Error(`no integration file is tagged ${tags}`);
  return [...files, `--tags-filter=${wanted.join(' || ')}`];
}

/** The integration test files below the given folders, relative to the root. */
function integrationFiles(folders) {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true })
      .filter((name) => name.endsWith('.integration.test.ts') && !name.split('/').includes('node_modules'))
      .map((name) => join(folder, name)),
  );
}

/**
 * The projects every workspace's typecheck script checks (`tsc -p <tsconfig>`, one or more), which is
 * what `npm run typecheck` runs.
 */
function typecheckedProjects() {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.flatMap((workspace) => {
    const script = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).scripts?.typecheck ?? '';
    return [...script.matchAll(/\btsc -p (\S+)/g)].map((match) => join(workspace, match[1]));
  });
}

function vitestReporters(name) {
  return ['--reporter=default', '--reporter=json', `--outputFile=${vitestReport(name)}`];
}

/**
 * Runs commands `width` at a time, each one's output held back and printed whole when it ends, so
 * parallel output does not interleave. Answers the first non-zero exit status, else 0.
 */
async function runParallel(commands, width = 2) {
  const queue = [...commands];
  let status = 0;
  const runHeld = (command) =>
    new Promise((resolve) => {
      const child = spawn(command[0], command.slice(1), { cwd: root, env: process.env });
      const output = [];
      let ended = false;
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const done = (code) => {
        // A child that cannot start reports 'error' and may still report 'close'.
        if (ended) return;
        ended = true;
        console.log(
          `${basename(command[0])} ${command.slice(1).join(' ')}: ${code === 0 ? 'ok' : `failed (exit ${code})`}`,
        );
        process.stdout.write(Buffer.concat(output));
        resolve(code);
      };
      child.on('error', (error) => {
        output.push(Buffer.from(`${error.message}\n`));
        done(1);
      });
      child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
  const worker = async () => {
    for (let command = queue.shift(); command; command = queue.shift()) {
      const code = await runHeld(command);
      if (code !== 0 && status === 0) status = code;
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return status;
}

function run(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const selected = option('steps')?.split(',');
const unknown = selected?.filter((id) => !steps.some((step) => step.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`unknown step(s): ${unknown.join(', ')}; known: ${[...new Set(steps.map((s) => s.id))].join(', ')}`);
  process.exit(2);
}

mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const timings = [];
let failedStep = null;

// The steps that start apps on an embedded database; on PGlite they share one template cluster.
const templateUsers = new Set(['openapi', 'integration', 'e2e']);
let templateRoot = null;
const scratch = memoryScratch();
process.on('exit', () => {
  if (templateRoot) rmSync(templateRoot, { recursive: true, force: true });
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/**
 * A folder in memory (/dev/shm) for the run's temporary files, when the machine has one with room:
 * each integration test's app starts on its own copy of the template cluster (45 MB in 1,400 files),
 * and a few hundred of them written to and deleted from disk made the disk's write-back the
 * bottleneck of the run. Null where there is no such folder (the system's temporary folder is used).
 */
function memoryScratch() {
  if (process.env.DATABASE_URL || process.env.TMPDIR) return null;
  try {
    removeAbandonedScratch();
    const { bavail, bsize } = statfsSync('/dev/shm');
    if (bavail * bsize < 4 * 1024 ** 3) return null;
    const folder = mkdtempSync(`/dev/shm/meridian-test-${process.pid}-`);
    process.env.TMPDIR = folder;
    return folder;
  } catch {
    return null;
  }
}

/**
 * Removes the memory folders of earlier runs whose process is gone: a run killed before its exit
 * (or a step it left running) cannot remove its own, and what is left holds the machine's memory.
 */
function removeAbandonedScratch() {
  for (const name of readdirSync('/dev/shm')) {
    const pid = /^meridian-test-(\d+)-/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) rmSync(join('/dev/shm', name), { recursive: true, force: true });
  }
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Makes the run's template cluster before the first step that uses it; answers the exit status. */
async function ensureTemplate() {
  if (templateRoot || process.env.DATABASE_URL || process.env.PGLITE_TEMPLATE_DIR) return 0;
  templateRoot = mkdtempSync(join(tmpdir(), 'meridian-template-'));
  const dir = join(templateRoot, 'pglite');
  const status = await run([bin('tsx'), 'apps/server/scripts/database-template.ts', dir]);
  if (status === 0) process.env.PGLITE_TEMPLATE_DIR = dir;
  return status;
}

for (const step of steps) {
  if (selected ? !selected.includes(step.id) : step.onlyWhenNamed) continue;
  console.log(`\n━━ ${step.title} ━━\n`);
  if (step.report) rmSync(step.report, { force: true });
  const started = performance.now();
  let status = templateUsers.has(step.id) ? await ensureTemplate() : 0;
  if (status === 0) status = step.parallel ? await runParallel(step.parallel) : await run(step.command, step.env);
  const seconds = (performance.now() - started) / 1000;
  timings.push(`${step.title}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${seconds.toFixed(1)} s`);
  const counts = step.count ? step.count(step.report) : { passed: 0, failed: 0, skipped: 0 };
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  // A step that failed without reporting failed tests (lint, typecheck, build, a runner that crashed) counts as one.
  totals.failed += status !== 0 && counts.failed === 0 ? 1 : counts.failed;
  if (status !== 0) {
    failedStep = step.title;
    break;
  }
}

console.log('\n━━ summary ━━\n');
for (const line of timings) console.log(line);
if (failedStep) console.log(`\nstopped at: ${failedStep}`);

const summaryFile = option('summary-file');
if (summaryFile) {
  mkdirSync(dirname(summaryFile), { recursive: true });
  writeFileSync(summaryFile, JSON.stringify({ ...totals, failedStep }));
}
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedStep ? 1 : 0);
