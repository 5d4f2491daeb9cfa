import type { Database } from '../../db/database.js';
import * as repo from './responsible-gaming.repository.js';

/** Decimal places the reference rates are read with. */
const RATE_DECIMALS = 12;

/** A reference rate as an integer: what one euro buys, times 10^12. */
function parseRate(text: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole + fraction.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS));
}

const floorDiv = (a: bigint, b: bigint) => (a % b !== 0n && a < 0n !== b < 0n ? a / b - 1n : a / b);
const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

/** The currency the reference rates are quoted against, and amounts across wallets are stated in. */
export const REFERENCE_CURRENCY = 'EUR';

/**
 * Converts minor units between currencies at the operator's reference rates (`reference_rates`).
 * Rounded against the player's room under a limit: stakes, deposits and losses up, results down.
 */
export class RateConverter {
  private readonly rates = new Map<number, { perEur: bigint; unit: bigint; code: string | undefined }>();
  /** The reference currency's id and scale, when it has a rate. */
  readonly reference: { id: number; scale: number } | null = null;

  constructor(rows: readonly { currency_id: number; per_eur: string; scale: number; code?: string }[]) {
    for (const row of rows) {
      this.rates.set(row.currency_id, {
        perEur: parseRate(row.per_eur),
        unit: 10n ** BigInt(row.scale),
        code: row.code,
      });
      if (row.code === REFERENCE_CURRENCY) this.reference = { id: row.currency_id, scale: row.scale };
    }
  }

  static async load(db: Database): Promise<RateConverter> {
    return new RateConverter(await repo.referenceRates(db));
  }

  /** A currency's code ('' when it has no rate). */
  codeOf(currencyId: number): string {
    return this.rates.get(currencyId)?.code ?? '';
  }

  /**
   * Whether `amount` minor units of a currency, converted to the reference currency and rounded up,
   * are above `whole` units of it; a currency without a rate (or no reference) counts as above, so
   * what an operator's limit guards waits for a person rather than passing unchecked.
   */
  exceeds(amount: bigint, currencyId: number, whole: bigint): boolean {
    const reference = this.reference;
    if (!reference) return true;
    try {
      return this.convert(amount, currencyId, reference.id, 'up') > whole * 10n ** BigInt(reference.scale);
    } catch {
      return true;
    }
  }

  /** `amount` minor units of `from` in minor units of `to`, rounded `up` or `down`. */
  convert(amount: bigint, from: number, to: number, round: 'up' | 'down'): bigint {
    if (from === to) return amount;
    const source = this.rates.get(from);
    const target = this.rates.get(to);
    // Every currency is seeded with a rate: one missing is an operator's mistake, not a reason to let play pass.
    if (!source || !target) throw new Error(`No reference rate between currencies ${from} and ${to}`);
    const numerator = amount * target.perEur * target.unit;
    const denominator = source.perEur * source.unit;
    return round === 'up' ? ceilDiv(numerator, denominator) : floorDiv(numerator, denominator);
  }
}

/** What moved in all the player's cash wallets since `from`, in minor units of `currencyId`. */
export async function sumsIn(
  db: Database,
  rates: RateConverter,
  userId: bigint,
  currencyId: number,
  from: Date,
): Promise<repo.CashSums> {
  const total: repo.CashSums = { deposits: 0n, withdrawals: 0n, staked: 0n, net: 0n };
  for (const sums of await repo.cashSumsPerCurrency(db, userId, from)) {
    const convert = (amount: bigint, round: 'up' | 'down') => rates.convert(amount, sums.currencyId, currencyId, round);
    total.deposits += convert(sums.deposits, 'up');
    total.withdrawals += convert(sums.withdrawals, 'down');
    total.staked += convert(sums.staked, 'up');
    total.net += convert(sums.net, 'down');
  }
  return total;
}

/** The window the session limit counts play time over: the last 24 hours. */
export const PLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The player's signed-in time in the 24 hours before `now`, across every sign-in, overlaps counted
 * once. A sign-in lasts from its start to its sign-out, or else to the last call it made (noted at
 * most a minute apart); the latest sign-in still open lasts until now.
 */
export async function playedMs(db: Database, userId: bigint, now: Date): Promise<number> {
  const from = now.getTime() - PLAY_WINDOW_MS;
  const rows = await repo.sessionsSince(db, userId, new Date(from));
  const open = rows.filter((row) => row.revoked_at === null);
  const latest = open[open.length - 1];
  const spans = rows
    .map((row) => {
      const end = row === latest ? now : (row.revoked_at ?? row.last_seen_at);
      return [Math.max(row.created_at.getTime(), from), Math.min(end.getTime(), now.getTime())] as const;
    })
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -Infinity;
  for (const [start, end] of spans) {
    if (end <= reach) continue;
    total += end - Math.max(start, reach);
    reach = end;
  }
  return total;
}
