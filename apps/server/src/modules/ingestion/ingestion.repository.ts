import type { FeedMessage } from '@meridian/feed/messages';
import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { selectStoredMatches } from '../../db/stored-matches.query.js';
import { type IngestionPlan, type MarketRef, marketKey } from './ingestion.plan.js';

// PostgreSQL takes at most 65,535 parameters per statement; rows carry up to 16.
const CHUNK = 2_000;
const FEED_STATE = 'feed';

/** An upsert's update of a table's `columns` to the values of the row it tried to insert (`excluded.<column>`). */
function fromExcluded<T extends keyof DB, C extends keyof DB[T] & string>(_table: T, columns: readonly C[]) {
  return Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)])) as Record<C, RawBuilder<never>>;
}

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

type Column<T extends keyof DB> = keyof DB[T] & string;

/**
 * Writes `rows` a chunk per statement: new keys are inserted, stored ones take the new values of `update`,
 * and of the columns `set` works out of its own.
 */
async function upsertRows<T extends keyof DB & string>(
  trx: Database,
  table: T,
  rows: Insertable<DB[T]>[],
  key: readonly Column<T>[],
  update: readonly Column<T>[],
  set: Partial<Record<Column<T>, RawBuilder<unknown>>> = {},
): Promise<void> {
  for (const chunk of chunks(rows)) {
    // Kysely cannot follow a table chosen by a type parameter: the signature above keeps the call sites typed.
    await trx
      .insertInto(table)
      .values(chunk as never)
      .onConflict((oc) => oc.columns(key as never).doUpdateSet({ ...fromExcluded(table, update), ...set } as never))
      .execute();
  }
}

/** Feed time of each stored match among `ids`. */
export async function storedMatchTs(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('sport_matches').select(['id', 'ts']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, Number(r.ts)]));
}

/**
 * Keys (`marketKey`) of the settled or cancelled markets among those `messages` price: a batch
 * applies their later prices to nothing.
 */
export async function storedClosedMarkets(db: Database, messages: readonly FeedMessage[]): Promise<Set<string>> {
  const matchIds = new Set<number>();
  const marketIds = new Set<number>();
  for (const message of messages) {
    if (message.type !== 'odds_change') continue;
    matchIds.add(message.event_id);
    for (const market of message.markets) marketIds.add(market.id);
  }
  if (matchIds.size === 0 || marketIds.size === 0) return new Set();
  // A superset (every pair of the two lists) read by the primary key, narrowed to the batch's pairs below.
  const rows = await db
    .selectFrom('sport_markets')
    .select(['match_id', 'id'])
    .where(sql<boolean>`match_id = any(${[...matchIds]}::integer[])`)
    .where(sql<boolean>`id = any(${[...marketIds]}::integer[])`)
    .where('status', 'in', ['settled', 'cancelled'])
    .execute();
  return new Set(rows.map((r) => marketKey(r.match_id, r.id)));
}

export async function lastFeedTs(db: Database): Promise<number | null> {
  const row = await db.selectFrom('feed_state').select('ts').where('name', '=', FEED_STATE).executeTakeFirst();
  return row ? Number(row.ts) : null;
}

/** Writes a planned batch; the caller runs it inside one transaction. */
export async function writePlan(trx: Database, plan: IngestionPlan): Promise<void> {
  await upsertFixtures(trx, plan);
  await updateMarketStatuses(trx, plan);
  await upsertMarkets(trx, plan);
  await insertResults(trx, plan);
  await touchMatches(trx, plan);
  if (plan.maxTs > 0) {
    await trx
      .insertInto('feed_state')
      .values({ name: FEED_STATE, ts: plan.maxTs })
      .onConflict((oc) => oc.column('name').doUpdateSet({ ts: sql`greatest(feed_state.ts, excluded.ts)` }))
      .execute();
  }
}

async function upsertFixtures(trx: Database, plan: IngestionPlan): Promise<void> {
  await upsertRows(
    trx,
    'sport_tournaments',
    [...plan.tournaments.values()].map((t) => ({
      id: t.id,
      sport_id: t.sport_id,
      name: t.name,
      country_code: t.country_code,
      is_top: t.is_top,
    })),
    ['id'],
    ['sport_id', 'name', 'country_code', 'is_top'],
  );
  await upsertRows(
    trx,
    'sport_teams',
    [...plan.teams.values()].map((t) => ({
      id: t.id,
      name: t.name,
      color_primary: t.colors[0],
      color_secondary: t.colors[1],
    })),
    ['id'],
    ['name', 'color_primary', 'color_secondary'],
  );
  for (const rows of chunks([...plan.fixtures.values()], 1_000)) {
    await trx
      .insertInto('sport_matches')
      .values(
        rows.map((f) => ({
          id: f.event_id,
          sport_id: f.sport_id,
          tournament_id: f.tournament.id,
          home_team_id: f.home.id,
          away_team_id: f.away.id,
          start_time: f.start_time,
          round: f.round,
          status: f.status,
          parts: JSON.stringify(f.parts),
          root_part_id: f.root_part_id,
          current_part_id: f.current_part_id,
          // The clock runs from the feed time of this state; kept with it so a restarted node can advance it.
          clock: JSON.stringify(f.clock && { ...f.clock, at: f.ts }),
          scores: JSON.stringify(f.scores),
          red_cards: JSON.stringify(f.red_cards),
          statistics: JSON.stringify(f.statistics),
          ts: plan.matchTs.get(f.event_id) ?? f.ts,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet(
            fromExcluded('sport_matches', [
              'sport_id',
              'tournament_id',
              'home_team_id',
              'away_team_id',
              'start_time',
              'round',
              'status',
              'parts',
              'root_part_id',
              'current_part_id',
              'clock',
              'scores',
              'red_cards',
              'statistics',
              'ts',
            ]),
          )
          .where('sport_matches.ts', '<=', (eb) => eb.ref('excluded.ts')),
      )
      .execute();
  }
}

const refValues = (refs: MarketRef[]) =>
  sql.join(refs.map((r) => sql`(${r.matchId}::integer, ${r.marketId}::integer)`));

/** Suspensions, settlements and cancellations of markets already stored. */
async function updateMarketStatuses(trx: Database, plan: IngestionPlan): Promise<void> {
  for (const rows of chunks(plan.suspend)) {
    await sql`update sport_markets m set status = 'suspended'
      from (values ${refValues(rows)}) as v(match_id, id)
      where m.match_id = v.match_id and m.id = v.id and m.status = 'active'`.execute(trx);
  }
  if (plan.suspendAll.length > 0) {
    const ids = [...new Set(plan.suspendAll.map((r) => r.matchId))];
    await sql`update sport_markets set status = 'suspended'
      where match_id = any(${ids}::integer[]) and status = 'active'`.execute(trx);
  }
  for (const rows of chunks(plan.settle)) {
    await sql`update sport_markets m set status = 'settled'
      from (values ${refValues(rows)}) as v(match_id, id)
      where m.match_id = v.match_id and m.id = v.id and m.status <> 'cancelled'`.execute(trx);
  }
  const cancelled = plan.cancellations.filter((c) => c.marketId !== null);
  for (const rows of chunks(cancelled)) {
    const refs = rows.map((c) => ({ matchId: c.matchId, marketId: c.marketId ?? 0, ts: c.ts }));
    await sql`update sport_markets m set status = 'cancelled'
      from (values ${refValues(refs)}) as v(match_id, id)
      where m.match_id = v.match_id and m.id = v.id`.execute(trx);
  }
  const wholeMatches = [...new Set(plan.cancellations.filter((c) => c.marketId === null).map((c) => c.matchId))];
  if (wholeMatches.length > 0) {
    await sql`update sport_markets set status = 'cancelled' where match_id = any(${wholeMatches}::integer[])`.execute(
      trx,
    );
  }
}

async function upsertMarkets(trx: Database, plan: IngestionPlan): Promise<void> {
  await upsertRows(
    trx,
    'sport_markets',
    [...plan.markets.values()].map(({ matchId, market, status, ts }) => ({
      match_id: matchId,
      id: market.id,
      type_id: market.type_id,
      part_id: market.part_id,
      line: market.line,
      name: market.name,
      status,
      outcomes: JSON.stringify(market.outcomes),
      ts,
    })),
    ['match_id', 'id'],
    ['type_id', 'part_id', 'line', 'name', 'outcomes', 'ts'],
    // Settled and cancelled are final: a late price of the market does not reopen it.
    {
      status: sql`case when sport_markets.status in ('settled', 'cancelled') then sport_markets.status else excluded.status end`,
    },
  );
}

async function insertResults(trx: Database, plan: IngestionPlan): Promise<void> {
  await upsertRows(
    trx,
    'sport_outcome_results',
    [...plan.results.values()].map((r) => ({
      match_id: r.matchId,
      market_id: r.marketId,
      outcome_id: r.outcomeId,
      result: r.result,
      ts: r.ts,
    })),
    ['match_id', 'market_id', 'outcome_id'],
    ['result', 'ts'],
  );
  const single = plan.cancellations.filter((c) => c.marketId !== null);
  for (const rows of chunks(single)) {
    await trx
      .insertInto('sport_market_cancellations')
      .values(rows.map((c) => ({ match_id: c.matchId, market_id: c.marketId ?? 0, reason: c.reason, ts: c.ts })))
      .onConflict((oc) => oc.columns(['match_id', 'market_id']).doNothing())
      .execute();
  }
  for (const c of plan.cancellations.filter((c) => c.marketId === null)) {
    await sql`insert into sport_market_cancellations (match_id, market_id, reason, ts)
      select match_id, id, ${c.reason}, ${c.ts}::bigint from sport_markets where match_id = ${c.matchId}::integer
      on conflict (match_id, market_id) do nothing`.execute(trx);
  }
}

/** Moves the feed time of matches that only had market messages in the batch. */
async function touchMatches(trx: Database, plan: IngestionPlan): Promise<void> {
  const rows = [...plan.matchTs].filter(([id]) => !plan.fixtures.has(id));
  for (const part of chunks(rows)) {
    const values = sql.join(part.map(([id, ts]) => sql`(${id}::integer, ${ts}::bigint)`));
    await sql`update sport_matches m set ts = v.ts from (values ${values}) as v(id, ts)
      where m.id = v.id and m.ts < v.ts`.execute(trx);
  }
}

/** A stored fixture with its names, enough to restate it as a fixture_change. */
export type StoredFixtureRow = Awaited<ReturnType<typeof listFixtures>>[number];

const OPEN_STATUSES = ['not_started', 'live', 'paused'] as const;

/** Ids of the fixtures that are neither ended nor cancelled. */
export async function listOpenFixtureIds(db: Database): Promise<number[]> {
  const rows = await db.selectFrom('sport_matches').select('id').where('status', 'in', OPEN_STATUSES).execute();
  return rows.map((r) => r.id);
}

/**
 * Open fixtures the feed has evidently given up on: live or paused with no message since
 * `silentSinceMs` (feed time, unix ms), or not started although their start passed before
 * `startedBeforeS` (unix seconds).
 */
export async function listStaleFixtureIds(db: Database, silentSinceMs: number, startedBeforeS: number) {
  const rows = await db
    .selectFrom('sport_matches')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', 'in', ['live', 'paused']), eb('ts', '<', BigInt(Math.floor(silentSinceMs)))]),
        eb.and([eb('status', '=', 'not_started'), eb('start_time', '<', BigInt(Math.floor(startedBeforeS)))]),
      ]),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** The given fixtures, still open, with their tournament and teams. */
export function listFixtures(db: Database, ids: number[]) {
  return selectStoredMatches(db)
    .where(sql<boolean>`m.id = any(${ids}::integer[])`)
    .where('m.status', 'in', OPEN_STATUSES)
    .execute();
}

/** Ids of the markets of each given match that are neither settled nor cancelled. */
export async function listUnsettledMarketIds(db: Database, matchIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (matchIds.length === 0) return out;
  const rows = await db
    .selectFrom('sport_markets')
    .select(['match_id', 'id'])
    .where(sql<boolean>`match_id = any(${matchIds}::integer[])`)
    .where('status', 'not in', ['settled', 'cancelled'])
    .orderBy('match_id')
    .orderBy('id')
    .execute();
  for (const row of rows) out.set(row.match_id, [...(out.get(row.match_id) ?? []), row.id]);
  return out;
}
