/**
 * @module-tag engine
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { silentLogger as silent } from '../../test/silent-logger.js';
import { testConfig } from '../config.js';
import { type DatabaseHandle, disposeDatabase, openDatabase } from '../db/database.js';
import { JobQueue, type JobQueueOptions } from './jobs.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

interface Opened {
  handle: DatabaseHandle;
  dataDir: string;
  schema: string;
}

const opened: Opened[] = [];
const queues: JobQueue[] = [];

/**
 * A database of the test's own: a private schema on PostgreSQL, else a copy of the run's embedded
 * cluster on disk (so it can be closed and opened again). `again` opens another handle on it: a
 * second node on PostgreSQL, the same cluster reopened on PGlite (after the first handle closed).
 */
async function database(again?: Opened): Promise<Opened> {
  const config = testConfig(again ? { databaseSchema: again.schema } : {});
  let dataDir = again?.dataDir ?? config.dataDir;
  if (!config.databaseUrl && !again) {
    dataDir = join(mkdtempSync(join(tmpdir(), 'meridian-jobs-')), 'pgdata');
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  }
  const handle = await openDatabase({ ...config, dataDir }, { schema: config.databaseSchema });
  const entry = { handle, dataDir, schema: config.databaseSchema };
  opened.push(entry);
  return entry;
}

function queue(db: Opened, options: JobQueueOptions = {}): JobQueue {
  const jobs = new JobQueue(db.handle, silent, { supervise: false, work: false, ...options });
  queues.push(jobs);
  return jobs;
}

/** Makes every waiting job of the queue due, as if its delay had passed (a job is due once `start_after < now()`). */
async function makeDue(db: Opened, jobs: JobQueue, name: string): Promise<void> {
  await sql`update ${sql.id(jobs.schema, 'job')} set start_after = now() - interval '1 second'
    where name = ${name} and state < 'active'`.execute(db.handle.db);
}

/** The jobs of a queue by state, e.g. `{ completed: 1, created: 1 }`. */
async function states(db: Opened, jobs: JobQueue, name: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; n: number }>`
    select state::text as state, count(*)::int as n from ${sql.id(jobs.schema, 'job')}
    where name = ${name} group by state`.execute(db.handle.db);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  // Handles of one database share it: close the later ones, then dispose through the first.
  const all = opened.splice(0);
  const owners = new Map<string, Opened>();
  for (const entry of all)
    if (!owners.has(entry.dataDir + entry.schema)) owners.set(entry.dataDir + entry.schema, entry);
  const owned = new Set(owners.values());
  for (const entry of all) if (!owned.has(entry)) await entry.handle.close();
  for (const entry of owned) await disposeDatabase(entry.handle, entry.dataDir);
});

describe('JobQueue', () => {
  it('runs a job sent once, on the node working the queue', async () => {
    const db = await database();
    const jobs = queue(db, { work: true });
    const seen: unknown[] = [];
    jobs.define<{ to: string }>('mail', async (data) => {
      seen.push(data);
    });
    await jobs.start();
    const id = await jobs.send('mail', { to: 'ann@example.com' });
    await vi.waitFor(async () => expect((await jobs.job('mail', id as string))?.state).toBe('completed'));
    // Completed is final: nothing is left to hand out.
    expect(seen).toEqual([{ to: 'ann@example.com' }]);
    expect(await states(db, jobs, 'mail')).toEqual({ completed: 1 });
  });

  it('retries a failing job with a growing delay and fails it after its retry limit', async () => {
    const db = await database();
    const jobs = queue(db);
    let attempts = 0;
    jobs.define(
      'flaky',
      async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts} failed`);
      },
      { retryLimit: 2, retryDelaySeconds: 10, retryBackoff: true },
    );
    await jobs.start();
    const id = (await jobs.send('flaky', {})) as string;
    const waitBeforeRetry = async () => {
      const { rows } = await sql<{ wait: number }>`
        select extract(epoch from start_after - now())::float8 as wait from ${sql.id(jobs.schema, 'job')}
        where id = ${id}`.execute(db.handle.db);
      return Number(rows[0]?.wait);
    };

    expect(await jobs.runDue('flaky')).toBe(1);
    expect((await jobs.job('flaky', id))?.state).toBe('retry');
    // Backoff with jitter: the n-th retry waits between delay·2^(n-1) and twice that.
    const first = await waitBeforeRetry();
    expect(first).toBeGreaterThan(9);
    expect(first).toBeLessThanOrEqual(20);
    // Not due yet: nothing runs.
    expect(await jobs.runDue('flaky')).toBe(0);

    await makeDue(db, jobs, 'flaky');
    expect(await jobs.runDue('flaky')).toBe(1);
    expect((await jobs.job('flaky', id))?.state).toBe('retry');
    const second = await waitBeforeRetry();
    expect(second).toBeGreaterThan(19);
    expect(second).toBeLessThanOrEqual(40);

    await makeDue(db, jobs, 'flaky');
    expect(await jobs.runDue('flaky')).toBe(1);
    const failed = await jobs.job('flaky', id);
    expect(failed?.state).toBe('failed');
    expect(failed?.retryCount).toBe(2);
    expect(failed?.output).toMatchObject({ message: 'attempt 3 failed' });
    await makeDue(db, jobs, 'flaky');
    expect(await jobs.runDue('flaky')).toBe(0);
    expect(attempts).toBe(3);
  });

  it('never runs a job sent in a transaction that rolls back, and runs one whose transaction commits', async () => {
    const db = await database();
    const jobs = queue(db);
    const seen: string[] = [];
    jobs.define<{ n: string }>('notify', async ({ n }) => {
      seen.push(n);
    });
    await jobs.start();
    let rolledBack: string | null = null;
    await expect(
      db.handle.db.transaction().execute(async (trx) => {
        rolledBack = await jobs.send('notify', { n: 'rolled back' }, { trx });
        throw new Error('the rest of the transaction failed');
      }),
    ).rejects.toThrow('the rest of the transaction failed');
    const committed = await db.handle.db
      .transaction()
      .execute((trx) => jobs.send('notify', { n: 'committed' }, { trx }));

    expect(rolledBack).not.toBeNull();
    expect(await jobs.job('notify', rolledBack as unknown as string)).toBeNull();
    expect(await jobs.runDue('notify')).toBe(1);
    expect(seen).toEqual(['committed']);
    expect((await jobs.job('notify', committed as string))?.state).toBe('completed');
  });

  it('keeps a job across a restart: sent, stopped, run by the queue started next on the same database', async () => {
    const first = await database();
    const before = queue(first);
    before.define('welcome', async () => {
      throw new Error('not run by the stopped node');
    });
    await before.start();
    const id = (await before.send('welcome', { user: 7 })) as string;
    await before.stop();
    // PGlite: the cluster is closed and opened again, as a restarted process would.
    if (!onPostgres) {
      await first.handle.close();
      opened.splice(opened.indexOf(first), 1);
    }

    const second = await database(first);
    const after = queue(second, { work: true });
    const seen: unknown[] = [];
    after.define('welcome', async (data) => {
      seen.push(data);
    });
    await after.start();
    await vi.waitFor(async () => expect((await after.job('welcome', id))?.state).toBe('completed'));
    expect(seen).toEqual([{ user: 7 }]);
  });

  describe('every', () => {
    const PERIOD_S = 30;
    /** A clock moved by hand, a second into a period: the next period's job is due 29 s on. */
    function clock() {
      const period = PERIOD_S * 1000;
      const state = { now: Math.floor(Date.now() / period) * period + 1_000 };
      return { state, now: () => state.now, advance: () => (state.now += period) };
    }

    it('runs a self-renewing job once a period across two nodes on one database, not twice', async () => {
      const db = await database();
      // Two nodes: two handles on one schema on PostgreSQL; on PGlite two queues on its one process.
      const other = onPostgres ? await database(db) : db;
      const time = clock();
      const runs: string[] = [];
      const nodes = [queue(db, { now: time.now }), queue(other, { now: time.now })];
      for (const [i, jobs] of nodes.entries()) {
        jobs.every(
          'sweep',
          PERIOD_S,
          async () => {
            runs.push(`node ${i}`);
          },
          { firstRun: 'now' },
        );
      }
      // Both start at once: both create the queue and send this period's job.
      await Promise.all(nodes.map((jobs) => jobs.start()));
      expect(await states(db, nodes[0] as JobQueue, 'sweep')).toEqual({ created: 1 });

      for (let period = 1; period <= 3; period++) {
        await makeDue(db, nodes[0] as JobQueue, 'sweep');
        const ran = await Promise.all(nodes.map((jobs) => jobs.runDue('sweep')));
        expect(ran.reduce((a, b) => a + b, 0)).toBe(1);
        expect(runs).toHaveLength(period);
        // The next period's job is waiting, once, and is not due before its time.
        expect(await states(db, nodes[0] as JobQueue, 'sweep')).toEqual({ completed: period, created: 1 });
        expect(await Promise.all(nodes.map((jobs) => jobs.runDue('sweep')))).toEqual([0, 0]);
        time.advance();
      }
    });

    it('goes on after a run that stopped before sending the next: the expired job is retried', async () => {
      const db = await database();
      const time = clock();
      const jobs = queue(db, { now: time.now });
      let runs = 0;
      jobs.every(
        'sweep',
        PERIOD_S,
        async () => {
          runs += 1;
        },
        { firstRun: 'now' },
      );
      await jobs.start();
      // A node took this period's job and died with it: active, started long ago, no successor.
      await sql`update ${sql.id(jobs.schema, 'job')} set state = 'active', started_on = now() - interval '1 hour'
        where name = 'sweep'`.execute(db.handle.db);
      expect(await jobs.runDue('sweep')).toBe(0);

      await jobs.maintain();
      expect(await states(db, jobs, 'sweep')).toEqual({ retry: 1 });
      await makeDue(db, jobs, 'sweep');
      expect(await jobs.runDue('sweep')).toBe(1);
      expect(runs).toBe(1);
      expect(await states(db, jobs, 'sweep')).toEqual({ completed: 1, created: 1 });
    });

    it('sends the next period’s job again at start, so a restart never doubles the chain', async () => {
      const db = await database();
      const time = clock();
      const first = queue(db, { now: time.now });
      first.every('sweep', PERIOD_S, async () => {}, { firstRun: 'next' });
      await first.start();
      await first.stop();
      const second = queue(db, { now: time.now });
      second.every('sweep', PERIOD_S, async () => {}, { firstRun: 'next' });
      await second.start();
      expect(await states(db, second, 'sweep')).toEqual({ created: 1 });
      expect(await second.runDue('sweep')).toBe(0);
    });
  });
  describe('whenOwed', () => {
    const PERIOD_S = 2;
    const REST_S = 60;
    /** A clock moved by hand, a second into a rest: the next rest's job is due 59 s on. */
    function clock() {
      const rest = REST_S * 1000;
      const state = { now: Math.floor(Date.now() / rest) * rest + 1_000 };
      return { state, now: () => state.now };
    }
    /** The slots of the queue's jobs waiting to run, in order. */
    async function waiting(db: Opened, jobs: JobQueue, name: string): Promise<number[]> {
      const { rows } = await sql<{ slot: number }>`
        select (data->>'slot')::bigint as slot from ${sql.id(jobs.schema, 'job')}
        where name = ${name} and state < 'active' order by 1`.execute(db.handle.db);
      return rows.map((r) => Number(r.slot));
    }

    it('runs at start, then rests until the work it was told of falls due, or its rest is over', async () => {
      const db = await database();
      const time = clock();
      const jobs = queue(db, { now: time.now });
      const answers: Array<Date | null> = [null, new Date(time.state.now + 5_000)];
      let runs = 0;
      jobs.whenOwed('deliver', { seconds: PERIOD_S, restS: REST_S }, async () => {
        runs += 1;
        return answers.shift() ?? null;
      });
      await jobs.start();
      const slot = Math.floor(time.state.now / (PERIOD_S * 1000));
      const restSlot = (time.state.now - 1_000 + REST_S * 1000) / (PERIOD_S * 1000);
      expect(await waiting(db, jobs, 'deliver')).toEqual([slot]);

      // Nothing owed: the one job waiting is the rest's, a minute on, not the next period's.
      expect(await jobs.runDue('deliver')).toBe(1);
      expect(runs).toBe(1);
      expect(await waiting(db, jobs, 'deliver')).toEqual([restSlot]);
      expect(await jobs.runDue('deliver')).toBe(0);

      // Told of work 5 s on: a job at the first boundary from then, beside the rest's (sent once).
      await makeDue(db, jobs, 'deliver');
      expect(await jobs.runDue('deliver')).toBe(1);
      expect(runs).toBe(2);
      expect(await waiting(db, jobs, 'deliver')).toEqual([slot + 3, restSlot + REST_S / PERIOD_S]);
    });

    it('brings the run forward once however often it is woken, to the next boundary or the time named', async () => {
      const db = await database();
      const time = clock();
      const jobs = queue(db, { now: time.now });
      let runs = 0;
      jobs.whenOwed('deliver', { seconds: PERIOD_S, restS: REST_S }, async () => {
        runs += 1;
        return null;
      });
      await jobs.start();
      await jobs.runDue('deliver');
      const slot = Math.floor(time.state.now / (PERIOD_S * 1000));
      const restSlot = (time.state.now - 1_000 + REST_S * 1000) / (PERIOD_S * 1000);

      await Promise.all([jobs.wake('deliver'), jobs.wake('deliver'), jobs.wake('deliver')]);
      await jobs.wake('deliver', new Date(time.state.now + 9_000));
      // A time past the rest is the rest's job already.
      await jobs.wake('deliver', new Date(time.state.now + (REST_S - 1) * 1000));
      expect(await waiting(db, jobs, 'deliver')).toEqual([slot + 1, slot + 5, restSlot]);

      await makeDue(db, jobs, 'deliver');
      expect(await jobs.runDue('deliver')).toBe(3);
      expect(runs).toBe(4);
      // Each run sent the same rest job: one is waiting.
      expect(await waiting(db, jobs, 'deliver')).toEqual([restSlot + REST_S / PERIOD_S]);
    });

    it('keeps its chain after a run that failed: the rest’s job was sent before the work', async () => {
      const db = await database();
      const time = clock();
      const jobs = queue(db, { now: time.now });
      jobs.whenOwed('deliver', { seconds: PERIOD_S, restS: REST_S }, async () => {
        throw new Error('operator unreachable');
      });
      await jobs.start();
      await jobs.runDue('deliver');
      const restSlot = (time.state.now - 1_000 + REST_S * 1000) / (PERIOD_S * 1000);
      // The failed run waits for its retry, and the rest's job for its time.
      expect(await states(db, jobs, 'deliver')).toEqual({ created: 1, retry: 1 });
      expect(await waiting(db, jobs, 'deliver')).toContain(restSlot);
    });

    it('refuses a rest that is not whole periods, and a wake-up of a queue it does not run', () => {
      const jobs = new JobQueue({ db: undefined, schema: 'x' } as never, silent, { work: false, supervise: false });
      expect(() => jobs.whenOwed('a', { seconds: 2, restS: 5 }, async () => null)).toThrow(/whole periods/);
      return expect(jobs.wake('b')).rejects.toThrow(/not a queue of whenOwed/);
    });
  });
});
