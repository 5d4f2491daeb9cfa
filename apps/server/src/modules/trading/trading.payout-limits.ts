import type { payoutLimitListSchema } from '@meridian/contract/trading';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { setTradingSetting } from './trading.settings.js';

type PayoutLimitList = z.input<typeof payoutLimitListSchema>;

/**
 * The largest payout of one bet per currency (docs/backoffice.md, "The trading desk"). Bet placement
 * asks `of` at each bet, so a change holds on every node at the next bet; the one-statement bet path
 * checks the same table inside its statement.
 */
export class PayoutLimits {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(private readonly db: Database) {}

  /** Every currency, with its limit where one is set. */
  async list(): Promise<PayoutLimitList> {
    const rows = await this.db
      .selectFrom('currencies as c')
      .leftJoin('bet_payout_limits as l', 'l.currency_id', 'c.id')
      .select(['c.id', 'c.code', 'c.scale', 'l.amount', 'l.updated_at'])
      .orderBy('c.id')
      .execute();
    return {
      list: rows.map((r) => ({
        currency_id: r.id,
        currency_code: r.code,
        scale: r.scale,
        amount: r.amount === null ? null : Number(r.amount),
        updated_at: r.updated_at?.toISOString() ?? null,
      })),
    };
  }

  /** The largest payout of a bet in the currency, in minor units; null when none is set. */
  async of(currencyId: number): Promise<bigint | null> {
    const row = await this.db
      .selectFrom('bet_payout_limits')
      .select('amount')
      .where('currency_id', '=', currencyId)
      .executeTakeFirst();
    return row ? BigInt(row.amount) : null;
  }

  async set(
    actor: OperatorPrincipal,
    currencyId: number,
    change: { amount: number | null; reason: string },
    ip: string,
  ): Promise<PayoutLimitList> {
    const currency = await this.db
      .selectFrom('currencies')
      .select('code')
      .where('id', '=', currencyId)
      .executeTakeFirst();
    if (!currency) throw notFound('No such currency.');
    const amount = change.amount === null ? null : BigInt(change.amount);
    const by = { actor, ip, reason: change.reason, now: new Date(this.now()) };
    await setTradingSetting(this.db, 'bet_payout_limits', currencyId, amount, `currency:${currency.code}`, by);
    return this.list();
  }
}
