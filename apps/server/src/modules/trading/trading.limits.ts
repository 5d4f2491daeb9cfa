import type { Database } from '../../db/database.js';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import { notFound } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { CatalogStore } from '../catalog/catalog.store.js';
import { largestLiability, liabilityOf, openLegsOf } from './trading.liability.js';
import * as repo from './trading.repository.js';

/** A leg of a bet just placed: which market it stakes on. */
export interface PlacedLeg {
  matchId: number;
  marketId: number;
}

export interface LimitChange {
  market_id: number;
  currency_id: number;
  amount: number | null;
  reason: string;
}

/**
 * Liability limits per market (risk.manage). Each node keeps in memory which markets have one, so a
 * placed bet on any other market costs nothing; a bet on a limited market has the match's liability
 * read (one statement) after it is placed, and the market is held, as an operator would hold it,
 * once its largest liability in a currency reaches the limit. The bet that reaches it is accepted;
 * the next ones are refused.
 */
export class LiabilityLimits {
  /** match id → the markets with a limit. */
  readonly #limited = new Map<number, Set<number>>();
  #off: (() => void) | null = null;
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly catalog: CatalogStore,
    private readonly onError: (err: unknown) => void,
  ) {}

  async start(): Promise<void> {
    // Another node set a limit (or changed a hold) of a match: reread its limits.
    this.#off = this.bus.subscribe(SUBJECTS.holds, (payload) => {
      this.#reload((payload as { match_id: number }).match_id).catch(this.onError);
    });
    for (const row of await repo.listLimitedMarkets(this.db)) this.#add(row.match_id, row.market_id);
  }

  stop(): void {
    this.#off?.();
    this.#off = null;
  }

  async set(actor: OperatorPrincipal, matchId: number, change: LimitChange, ip: string) {
    if (!(await repo.findMarket(this.db, matchId, change.market_id))) throw notFound('No such market in this event.');
    const now = new Date(this.now());
    const amount = change.amount === null ? null : BigInt(change.amount);
    await this.db.transaction().execute(async (trx) => {
      const before = await repo.setLimit(trx, {
        matchId,
        marketId: change.market_id,
        currencyId: change.currency_id,
        amount,
        operatorId: actor.id,
        now,
      });
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'trading.limit_set',
          target: `market:${matchId}:${change.market_id}`,
          before: { currency_id: change.currency_id, limit: before },
          after: { currency_id: change.currency_id, limit: amount },
          reason: change.reason,
        },
        now,
      );
    });
    await this.#reload(matchId);
    this.bus.publish(SUBJECTS.holds, { match_id: matchId });
    // A limit set below what the market already stands to lose holds it at once.
    await this.#check(matchId);
    const limits = await repo.listLimits(this.db, matchId);
    return {
      limits: limits.map((l) => ({ market_id: l.market_id, currency_id: l.currency_id, amount: Number(l.amount) })),
    };
  }

  /** After a bet is placed: checks the limited markets it stakes on. Costs nothing for the others. */
  onBetPlaced(legs: readonly PlacedLeg[]): void {
    const matches = new Set(legs.filter((l) => this.#limited.get(l.matchId)?.has(l.marketId)).map((l) => l.matchId));
    for (const matchId of matches) this.#check(matchId).catch(this.onError);
  }

  async #check(matchId: number): Promise<void> {
    const [limits, legs] = await Promise.all([repo.listLimits(this.db, matchId), repo.listOpenLegs(this.db, matchId)]);
    if (limits.length === 0) return;
    const figures = liabilityOf(openLegsOf(legs), () => []);
    let held = false;
    for (const limit of limits) {
      const largest = largestLiability(figures, limit.market_id, limit.currency_id);
      if (largest === null || largest < limit.amount) continue;
      const now = new Date(this.now());
      const reason = `Liability limit reached: ${largest} of ${limit.amount} (currency ${limit.currency_id}).`;
      held =
        (await this.db.transaction().execute(async (trx) => {
          const ref = { matchId, marketId: limit.market_id, outcomeId: 0 };
          if (!(await repo.insertHold(trx, { ...ref, reason, operatorId: null, now }))) return false;
          await appendOperatorAudit(
            trx,
            {
              operatorId: null,
              operatorRole: null,
              ip: null,
              action: 'trading.limit_reached',
              target: `market:${matchId}:${limit.market_id}`,
              before: { suspended_by_operator: false },
              after: { suspended_by_operator: true, liability: largest, limit: limit.amount },
              reason,
            },
            now,
          );
          return true;
        })) || held;
    }
    if (!held) return;
    await this.catalog.refreshHold(matchId);
    this.bus.publish(SUBJECTS.holds, { match_id: matchId });
  }

  async #reload(matchId: number): Promise<void> {
    const rows = await repo.listLimitedMarkets(this.db, matchId);
    this.#limited.delete(matchId);
    for (const row of rows) this.#add(row.match_id, row.market_id);
  }

  #add(matchId: number, marketId: number): void {
    const markets = this.#limited.get(matchId) ?? new Set<number>();
    markets.add(marketId);
    this.#limited.set(matchId, markets);
  }
}
