import type {
  FeedMarket,
  FeedMessage,
  FeedOutcomeResult,
  FeedTeam,
  FeedTournament,
  FixtureChange,
  OddsChange,
} from '@meridian/feed/messages';
import type { MarketStatusColumn } from '../../db/schema.js';

export interface PlannedMarket {
  matchId: number;
  market: FeedMarket;
  status: MarketStatusColumn;
  ts: number;
}

export interface MarketRef {
  matchId: number;
  marketId: number;
  ts: number;
}

export interface PlannedResult {
  matchId: number;
  marketId: number;
  outcomeId: number;
  result: FeedOutcomeResult;
  ts: number;
}

export interface PlannedCancellation {
  matchId: number;
  /** null: every market of the match. */
  marketId: number | null;
  reason: string;
  ts: number;
}

/** What one batch writes, reduced to the final state of each row so a batch is a handful of statements. */
export interface IngestionPlan {
  /** The messages that apply, in feed order: what the bus carries to every node's catalog. */
  accepted: FeedMessage[];
  tournaments: Map<number, FeedTournament>;
  teams: Map<number, FeedTeam>;
  /** The last fixture state per match. */
  fixtures: Map<number, FixtureChange>;
  /** The newest accepted feed time per match. */
  matchTs: Map<number, number>;
  /** Market rows to upsert, keyed `${matchId}:${marketId}`, in their state at the end of the batch. */
  markets: Map<string, PlannedMarket>;
  /** Status changes of markets already stored, applied before the upserts (which carry newer state). */
  suspend: MarketRef[];
  suspendAll: MarketRef[];
  settle: MarketRef[];
  /** Keyed `${matchId}:${marketId}:${outcomeId}`: a repeated settlement keeps the last result. */
  results: Map<string, PlannedResult>;
  cancellations: PlannedCancellation[];
  /** The newest feed time in the batch, accepted or not: where the feed resumes. */
  maxTs: number;
}

export const marketKey = (matchId: number, marketId: number) => `${matchId}:${marketId}`;

/**
 * Reduces a batch to its writes. `storedTs` holds the feed time of each match already stored; a
 * message older than its match's time is ignored, and so are market messages of a match that has
 * no fixture yet (nothing could show them). `storedClosed` holds the keys (`marketKey`) of stored
 * markets that are settled or cancelled: final, whatever a feed sends of them later.
 */
export function planBatch(
  messages: FeedMessage[],
  storedTs: ReadonlyMap<number, number>,
  storedClosed: ReadonlySet<string> = new Set(),
): IngestionPlan {
  const plan: IngestionPlan = {
    accepted: [],
    tournaments: new Map(),
    teams: new Map(),
    fixtures: new Map(),
    matchTs: new Map(),
    markets: new Map(),
    suspend: [],
    suspendAll: [],
    settle: [],
    results: new Map(),
    cancellations: [],
    maxTs: 0,
  };
  const known = new Map(storedTs);
  const closed = new Closed(storedClosed);
  for (const message of messages) {
    plan.maxTs = Math.max(plan.maxTs, message.ts);
    const held = known.get(message.event_id);
    if (held === undefined ? message.type !== 'fixture_change' : message.ts < held) continue;
    known.set(message.event_id, Math.max(held ?? 0, message.ts));
    plan.matchTs.set(message.event_id, Math.max(plan.matchTs.get(message.event_id) ?? 0, message.ts));
    const applied = message.type === 'odds_change' ? closed.withoutClosed(message) : message;
    closed.note(applied);
    plan.accepted.push(applied);
    applyMessage(plan, applied);
  }
  return plan;
}

/**
 * The markets that are final: stored settled or cancelled, or settled or cancelled earlier in the
 * batch. A feed that sends their prices again (a simulator restarted from its seed re-sends odds of
 * markets it had cancelled before) must not reopen them, in the database or in any node's catalog,
 * which applies the messages the bus carries and holds no closed market after a reload.
 */
class Closed {
  readonly #markets: Set<string>;
  readonly #matches = new Set<number>();

  constructor(stored: ReadonlySet<string>) {
    this.#markets = new Set(stored);
  }

  note(message: FeedMessage): void {
    if (message.type === 'bet_settlement') {
      for (const market of message.markets) this.#markets.add(marketKey(message.event_id, market.id));
    } else if (message.type === 'bet_cancel') {
      if (message.market_ids === null) this.#matches.add(message.event_id);
      else for (const id of message.market_ids) this.#markets.add(marketKey(message.event_id, id));
    }
  }

  /** The message without its final markets (the same object when it has none). */
  withoutClosed(message: OddsChange): OddsChange {
    const matchId = message.event_id;
    const isClosed = (id: number) => this.#matches.has(matchId) || this.#markets.has(marketKey(matchId, id));
    if (!message.markets.some((market) => isClosed(market.id))) return message;
    return { ...message, markets: message.markets.filter((market) => !isClosed(market.id)) };
  }
}

function applyMessage(plan: IngestionPlan, message: FeedMessage): void {
  const matchId = message.event_id;
  const ts = message.ts;
  switch (message.type) {
    case 'fixture_change':
      plan.fixtures.set(matchId, message);
      plan.tournaments.set(message.tournament.id, message.tournament);
      plan.teams.set(message.home.id, message.home);
      plan.teams.set(message.away.id, message.away);
      return;
    case 'odds_change':
      for (const market of message.markets) {
        const key = marketKey(matchId, market.id);
        const previous = plan.markets.get(key)?.status;
        // A settled or cancelled market stays so: later prices of it mean nothing.
        const status = previous === 'settled' || previous === 'cancelled' ? previous : market.status;
        plan.markets.set(key, { matchId, market, status, ts });
      }
      return;
    case 'bet_stop': {
      const pending = pendingOf(plan, matchId, message.market_ids);
      for (const entry of pending) if (entry.status === 'active') entry.status = 'suspended';
      if (message.market_ids === null) plan.suspendAll.push({ matchId, marketId: 0, ts });
      else for (const marketId of message.market_ids) plan.suspend.push({ matchId, marketId, ts });
      return;
    }
    case 'bet_settlement':
      for (const market of message.markets) {
        const entry = plan.markets.get(marketKey(matchId, market.id));
        if (entry) entry.status = 'settled';
        plan.settle.push({ matchId, marketId: market.id, ts });
        for (const outcome of market.outcomes) {
          plan.results.set(`${matchId}:${market.id}:${outcome.id}`, {
            matchId,
            marketId: market.id,
            outcomeId: outcome.id,
            result: outcome.result,
            ts,
          });
        }
      }
      return;
    case 'bet_cancel': {
      for (const entry of pendingOf(plan, matchId, message.market_ids)) entry.status = 'cancelled';
      const ids = message.market_ids;
      if (ids === null) plan.cancellations.push({ matchId, marketId: null, reason: message.reason, ts });
      else for (const marketId of ids) plan.cancellations.push({ matchId, marketId, reason: message.reason, ts });
      return;
    }
  }
}

function pendingOf(plan: IngestionPlan, matchId: number, marketIds: number[] | null): PlannedMarket[] {
  if (marketIds !== null) {
    return marketIds.flatMap((id) => plan.markets.get(marketKey(matchId, id)) ?? []);
  }
  return [...plan.markets.values()].filter((entry) => entry.matchId === matchId);
}
