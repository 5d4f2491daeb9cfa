import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { lineMatch, makeBet, pick, playerWithABet, singleBet } from './bets.fixtures.js';

type Row = Record<string, unknown>;
type Snapshot = Map<string, string[]>;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * `POST /bets/make` places the common bet by one statement (BetsService.placeAtOnce) and every other
 * bet by the full path (BetsService.make). The same bet must leave the same rows whichever path
 * placed it: this reads every table of the database before and after each placement and compares
 * what each path wrote, with the values that name this bet, its player and the moment (ids, uuids,
 * times) replaced by their order of appearance.
 */
describe('the two paths of a bet', () => {
  const app = useApp();

  async function tables(): Promise<string[]> {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
      app().database.db,
    );
    return rows.map((r) => r.name).filter((name) => !name.startsWith('kysely_') && name !== 'jobs');
  }

  async function snapshot(names: readonly string[]): Promise<Snapshot> {
    const out: Snapshot = new Map();
    for (const name of names) {
      const { rows } = await sql<Row>`select * from ${sql.table(name)}`.execute(app().database.db);
      out.set(
        name,
        rows.map((row) => JSON.stringify(row, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v))),
      );
    }
    return out;
  }

  /**
   * The rows each table gained and lost between two snapshots. Ids are replaced by their order of
   * appearance among the ids of the same name (`bet_id` 1, 2, …), uuids likewise, times by `time`,
   * inside JSON columns too.
   */
  function written(before: Snapshot, after: Snapshot): Record<string, { added: Row[]; removed: Row[] }> {
    const tokens = new Map<string, Map<string, string>>();
    const token = (kind: string, value: unknown) => {
      if (value == null) return value;
      const ofKind = tokens.get(kind) ?? new Map<string, string>();
      tokens.set(kind, ofKind);
      const key = String(value);
      if (!ofKind.has(key)) ofKind.set(key, `${kind} ${ofKind.size + 1}`);
      return ofKind.get(key);
    };
    const normalise = (value: unknown, key: string, table: string): unknown => {
      if (key === 'id') return token(`${table}.id`, value);
      if (/_(id|uuid|by)$/.test(key)) return token(key, value);
      if (/_(at|time)$/.test(key)) return value == null ? value : 'time';
      if (typeof value === 'string') return value.replace(UUID, (u) => String(token('uuid', u)));
      if (Array.isArray(value)) return value.map((v) => normalise(v, '', table));
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k, `${table}.${key}`)]));
      }
      return value;
    };
    const changes: Record<string, { added: Row[]; removed: Row[] }> = {};
    for (const [name, rows] of after) {
      const old = new Set(before.get(name) ?? []);
      const now = new Set(rows);
      const added = rows.filter((r) => !old.has(r));
      const removed = (before.get(name) ?? []).filter((r) => !now.has(r));
      const rowsOf = (list: string[]) => list.map((json) => normalise(JSON.parse(json), '', name) as Row);
      if (added.length || removed.length) changes[name] = { added: rowsOf(added), removed: rowsOf(removed) };
    }
    return changes;
  }

  /** Places `bodyOf`'s bet for a player by the one statement, another's by the full path; answers each's rows. */
  async function bothPaths(bodyOf: (walletId: number) => Record<string, unknown>) {
    const fast = await playerWithABet(app(), 5_000n);
    const plain = await playerWithABet(app(), 5_000n);
    const names = await tables();
    const bets = app().services.bets;
    const atOnce = vi.spyOn(bets, 'placeAtOnce');
    try {
      const beforeFast = await snapshot(names);
      const res = await makeBet(app(), fast.token, { ...bodyOf(fast.walletId), bet_uuid: randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      expect(await atOnce.mock.results[0]?.value, 'the one statement placed it').not.toBeNull();
      const fastRows = written(beforeFast, await snapshot(names));

      const beforePlain = await snapshot(names);
      const body = { ...bodyOf(plain.walletId), bet_uuid: randomUUID() };
      const made = await bets.make(BigInt(plain.id), body as Parameters<typeof bets.make>[1], 'en');
      expect(made.error).toBeFalsy();
      return { fastRows, plainRows: written(beforePlain, await snapshot(names)) };
    } finally {
      atOnce.mockRestore();
    }
  }

  it('writes the same rows for a single by the one statement and by the full path', async () => {
    const match = await lineMatch(app());
    const { fastRows, plainRows } = await bothPaths((walletId) => singleBet(walletId, pick(match, 1, 11, 2100)));
    expect(Object.keys(fastRows).sort()).toEqual(
      ['audit_log', 'bet_legs', 'bets', 'ledger_entries', 'ledger_transactions', 'wallets'].sort(),
    );
    expect(fastRows).toEqual(plainRows);
  });

  it('writes the same rows for an accumulator by the one statement and by the full path', async () => {
    const a = await lineMatch(app());
    const b = await lineMatch(app());
    const { fastRows, plainRows } = await bothPaths((walletId) => ({
      ...singleBet(walletId, pick(a, 1, 11, 2100)),
      bet_type: 2,
      events: [pick(a, 1, 11, 2100), pick(b, 2, 21, 1300)],
    }));
    expect(fastRows.bet_legs?.added).toHaveLength(2);
    expect(fastRows).toEqual(plainRows);
  });
});
