import type { Source } from '@meridian/contract/events';
import type {
  holdListSchema,
  leagueListSchema,
  tradingEventListSchema,
  tradingEventSchema,
} from '@meridian/contract/trading';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import { AppError, notFound } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { CatalogStore } from '../catalog/catalog.store.js';
import { liabilityOf, openLegsOf } from './trading.liability.js';
import { LiabilityLimits } from './trading.limits.js';
import { presentEvent, presentHold, presentSummary } from './trading.presenter.js';
import * as repo from './trading.repository.js';

export interface EventsQuery {
  source?: Source | undefined;
  sport_id?: number | undefined;
  tournament_id?: number | undefined;
  status?: repo.EventFilter['status'];
  search?: string | undefined;
  page: number;
  per_page: number;
}

/** What an operator suspends or resumes: the event, one market, or one outcome of a market. */
export interface HoldTarget {
  market_id?: number | undefined;
  outcome_id?: number | undefined;
  reason: string;
}

/**
 * The trading desk: events with their markets, bets and liability read from the database (the
 * operator's reads, off the players' paths), and the operator's suspensions, which override the
 * feed until released. A hold is stored, audited, then applied by every node's catalog (the bus
 * tells them), which is what bet placement and the players' sockets read.
 */
export class TradingService {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  /** Liability limits per market, which hold a market when reached. */
  readonly limits: LiabilityLimits;

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly catalog: CatalogStore,
    onError: (err: unknown) => void,
  ) {
    this.limits = new LiabilityLimits(db, bus, catalog, onError);
  }

  async listEvents(query: EventsQuery): Promise<z.input<typeof tradingEventListSchema>> {
    const filter = {
      source: query.source,
      sportId: query.sport_id,
      tournamentId: query.tournament_id,
      status: query.status,
      search: query.search,
      nowS: Math.floor(this.now() / 1000),
    };
    const { rows, total } = await repo.listEvents(this.db, filter, {
      offset: (query.page - 1) * query.per_page,
      limit: query.per_page,
    });
    // The list shows which events are held whole: the catalog holds every hold in memory.
    return { list: rows.map((row) => presentSummary(row, this.catalog.holds.get(row.id)?.event ?? false)), total };
  }

  async event(id: number): Promise<z.input<typeof tradingEventSchema>> {
    const row = await repo.findEvent(this.db, id);
    if (!row) throw notFound('No such event.');
    const [markets, holds, legs, limits, currencies] = await Promise.all([
      repo.listMarkets(this.db, id),
      repo.listHolds(this.db, id),
      repo.listOpenLegs(this.db, id),
      repo.listLimits(this.db, id),
      repo.listCurrencies(this.db),
    ]);
    const outcomes = new Map(markets.map((m) => [m.id, m.outcomes.map((o) => o.id)]));
    const figures = liabilityOf(openLegsOf(legs), (marketId) => outcomes.get(marketId) ?? []);
    return presentEvent(row, markets, holds, figures, currencies, limits);
  }

  /** A sport's leagues, which the events list filters by; 404 for an unknown sport. */
  async leagues(sportId: number): Promise<z.input<typeof leagueListSchema>> {
    const [sport, rows] = await Promise.all([repo.findSport(this.db, sportId), repo.listLeagues(this.db, sportId)]);
    if (!sport) throw notFound('No such sport.');
    return { list: rows };
  }

  /** Suspends the target: no bets on it, whatever the feed says, until an operator resumes it. */
  suspend(actor: OperatorPrincipal, matchId: number, target: HoldTarget, ip: string) {
    return this.#change(actor, matchId, target, ip, 'suspend');
  }

  /** Releases the operator's suspension of the target: the feed's own status applies again. */
  resume(actor: OperatorPrincipal, matchId: number, target: HoldTarget, ip: string) {
    return this.#change(actor, matchId, target, ip, 'resume');
  }

  async #change(
    actor: OperatorPrincipal,
    matchId: number,
    target: HoldTarget,
    ip: string,
    action: 'suspend' | 'resume',
  ): Promise<z.input<typeof holdListSchema>> {
    const ref = { matchId, marketId: target.market_id ?? 0, outcomeId: target.outcome_id ?? 0 };
    const feed = await this.#checkTarget(ref);
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      if (action === 'suspend') {
        const held = await repo.insertHold(trx, { ...ref, reason: target.reason, operatorId: actor.id, now });
        if (!held) throw new AppError('Conflict', 'An operator has suspended this already.');
      } else if (!(await repo.deleteHold(trx, ref))) {
        throw new AppError('Conflict', 'No operator has suspended this.');
      }
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: action === 'suspend' ? 'trading.suspended' : 'trading.resumed',
          target: targetOf(ref),
          before: { ...feed, suspended_by_operator: action === 'resume' },
          after: { ...feed, suspended_by_operator: action === 'suspend' },
          reason: target.reason,
        },
        now,
      );
    });
    await this.announceHolds(matchId);
    return { holds: (await repo.listHolds(this.db, matchId)).map(presentHold) };
  }

  /** A market of an event with its outcomes and the feed's status; 404 when either does not exist. */
  async marketOf(matchId: number, marketId: number) {
    if (!(await repo.findEvent(this.db, matchId))) throw notFound('No such event.');
    return this.#market(matchId, marketId);
  }

  async #market(matchId: number, marketId: number) {
    const market = await repo.findMarket(this.db, matchId, marketId);
    if (!market) throw notFound('No such market in this event.');
    return market;
  }

  /**
   * Holds a market in the caller's transaction, as an operator's suspension (a market settled by hand
   * takes no more bets); false when an operator holds it already. Call `announceHolds` after the commit.
   */
  holdMarketIn(
    trx: Database,
    hold: { matchId: number; marketId: number; operatorId: bigint; reason: string; now: Date },
  ) {
    return repo.insertHold(trx, { ...hold, outcomeId: 0 });
  }

  /** Applies a match's holds: this node's catalog first, so an answer means the players here see it; then every other node. */
  async announceHolds(matchId: number): Promise<void> {
    await this.catalog.refreshHold(matchId);
    this.bus.publish(SUBJECTS.holds, { match_id: matchId });
  }

  /** The feed's word on what is named (for the audit), or 404 when it does not exist. */
  async #checkTarget(ref: { matchId: number; marketId: number; outcomeId: number }): Promise<Record<string, unknown>> {
    const event = await repo.findEvent(this.db, ref.matchId);
    if (!event) throw notFound('No such event.');
    if (ref.marketId === 0) return { feed_status: event.status };
    const market = await this.#market(ref.matchId, ref.marketId);
    if (ref.outcomeId === 0) return { feed_status: market.status };
    const outcome = market.outcomes.find((o) => o.id === ref.outcomeId);
    if (!outcome) throw notFound('No such outcome in this market.');
    return { feed_status: market.status, feed_active: outcome.active };
  }
}

/** The audit's name of a target: `event:12`, `market:12:3`, `outcome:12:3:31`. */
function targetOf(ref: { matchId: number; marketId: number; outcomeId: number }): string {
  if (ref.marketId === 0) return `event:${ref.matchId}`;
  if (ref.outcomeId === 0) return `market:${ref.matchId}:${ref.marketId}`;
  return `outcome:${ref.matchId}:${ref.marketId}:${ref.outcomeId}`;
}
