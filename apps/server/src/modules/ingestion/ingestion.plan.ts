import type {
  FeedMarket,
  FeedMessage,
  FeedOutcomeResult,
  FeedTeam,
  FeedTournament,
  FixtureChange,
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

const marketKey = (matchId: number, marketId: number) => `${matchId}:${marketId}`;

/**
 * Reduces a batch to its writes. `storedTs` holds the feed time of each match already stored; a
 * message older than its match's time is ignored, and so are market messages of a match that has
 * no fixture yet (nothing could show them).
 */
export function planBatch(messages: FeedMessage[], storedTs: ReadonlyMap<number, number>): IngestionPlan {
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
  for (const message of messages) {
    plan.maxTs = Math.max(plan.maxTs, message.ts);
    const held = known.get(message.event_id);
    if (held === undefined ? message.type !== 'fixture_change' : message.ts < held) continue;
    known.set(message.event_id, Math.max(held ?? 0, message.ts));
    plan.matchTs.set(message.event_id, Math.max(plan.matchTs.get(message.event_id) ?? 0, message.ts));
    plan.accepted.push(message);
    applyMessage(plan, message);
  }
  return plan;
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
