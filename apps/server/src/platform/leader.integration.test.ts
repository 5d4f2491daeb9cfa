/**
 * @module-tag engine
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger as silent } from '../../test/silent-logger.js';
import { testConfig } from '../config.js';
import { type DatabaseHandle, disposeDatabase, openDatabase } from '../db/database.js';
import { LeaderElection } from './leader.js';

/** A task that records whether it runs. */
function recorder() {
  const state = { running: false, starts: 0, stops: 0 };
  const task = async () => {
    state.running = true;
    state.starts += 1;
    return async () => {
      state.running = false;
      state.stops += 1;
    };
  };
  return { state, task };
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const open: { handle: DatabaseHandle; dataDir: string }[] = [];
const elections: LeaderElection[] = [];

async function database(schema?: string) {
  const config = testConfig(schema ? { databaseSchema: schema } : {});
  const handle = await openDatabase(config, { schema: config.databaseSchema });
  open.push({ handle, dataDir: config.dataDir });
  return handle;
}

function election(handle: DatabaseHandle, name = 'feed') {
  const e = new LeaderElection(handle, name, silent, { retryMs: 100 });
  elections.push(e);
  return e;
}

afterEach(async () => {
  await Promise.all(elections.splice(0).map((e) => e.stop()));
  // Several handles share one schema: drop it through the first only.
  const [first, ...rest] = open.splice(0);
  await Promise.all(rest.map(({ handle }) => handle.close()));
  if (first) await disposeDatabase(first.handle, first.dataDir);
});

describe.runIf(!process.env.DATABASE_URL)('LeaderElection on PGlite', () => {
  it('leads at once and stops the task on stop', async () => {
    const handle = await database();
    const a = election(handle);
    const { state, task } = recorder();
    a.run(task);
    await until(() => state.running);
    expect(a.isLeader).toBe(true);
    await a.stop();
    expect(state).toEqual({ running: false, starts: 1, stops: 1 });
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('LeaderElection on PostgreSQL', () => {
  it('lets one of two nodes lead, and the other take over when it stops', async () => {
    const a = await database();
    const b = await database(a.schema);
    const first = recorder();
    const second = recorder();
    const ea = election(a);
    const eb = election(b);
    ea.run(first.task);
    await until(() => first.state.running);
    eb.run(second.task);
    await new Promise((r) => setTimeout(r, 400));
    expect(second.state.starts).toBe(0);
    expect([ea.isLeader, eb.isLeader]).toEqual([true, false]);

    await ea.stop();
    expect(first.state).toEqual({ running: false, starts: 1, stops: 1 });
    await until(() => second.state.running);
    expect(eb.isLeader).toBe(true);
  });

  it('stops the task when its connection drops, and competes again', async () => {
    const a = await database();
    const ea = election(a);
    const { state, task } = recorder();
    ea.run(task);
    await until(() => state.running);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${ea.applicationName}`.execute(
      a.db,
    );
    await until(() => state.stops === 1);
    await until(() => state.starts === 2);
    expect(ea.isLeader).toBe(true);
  });

  it('keeps elections of different schemas apart', async () => {
    const a = await database();
    const b = await database();
    const ra = recorder();
    const rb = recorder();
    election(a).run(ra.task);
    election(b).run(rb.task);
    await until(() => ra.state.running && rb.state.running);
  });
});
