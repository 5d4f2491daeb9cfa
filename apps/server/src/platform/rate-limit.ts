import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import { AppError } from './errors.js';

export interface RateLimits {
  windowSeconds: number;
  perAccount: number;
  perAddress: number;
}

/** Fixed-window counters in the database, so every node counts against the same limit. */
export class RateLimiter {
  private calls = 0;

  constructor(
    private readonly db: Database,
    readonly limits: RateLimits,
  ) {}

  /** Counts one attempt under `key`; past `max` in the window it throws 429 with the time to wait. */
  async limit(key: string, max: number, windowSeconds: number): Promise<void> {
    const now = Date.now();
    const windowMs = windowSeconds * 1000;
    const start = new Date(Math.floor(now / windowMs) * windowMs);
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: start, count: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
      .returning('count')
      .executeTakeFirstOrThrow();
    if (++this.calls % 500 === 0) void this.prune();
    if (row.count > max) {
      const wait = Math.max(1, Math.ceil((start.getTime() + windowMs - now) / 1000));
      throw tooManyRequests(wait);
    }
  }

  /**
   * The wait (seconds) while `key` has reached `max` in the current window, else 0. Reads without
   * counting: failures are counted with `record`, so successes never use up a limit.
   */
  async waitFor(key: string, max: number, windowSeconds: number, now = Date.now()): Promise<number> {
    const start = windowStart(now, windowSeconds);
    const row = await this.db
      .selectFrom('rate_limits')
      .select('count')
      .where('key', '=', key)
      .where('window_start', '=', start)
      .executeTakeFirst();
    if (!row || row.count < max) return 0;
    return Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now) / 1000));
  }

  /** Counts one event (a failure) under `key` in the current window. */
  async record(key: string, windowSeconds: number, now = Date.now()): Promise<void> {
    await this.db
      .insertInto('rate_limits')
      .values({ key, window_start: windowStart(now, windowSeconds), count: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
      .execute();
  }

  /** One attempt of `action` by an address and, when known, for an account or destination. */
  async attempt(action: string, ip: string, account?: string | null): Promise<void> {
    const { windowSeconds, perAddress, perAccount } = this.limits;
    await this.limit(`${action}:ip:${ip}`, perAddress, windowSeconds);
    if (account) await this.limit(`${action}:acct:${account.toLowerCase()}`, perAccount, windowSeconds);
  }

  private async prune(): Promise<void> {
    const cutoff = new Date(Date.now() - 86_400_000);
    await this.db
      .deleteFrom('rate_limits')
      .where('window_start', '<', cutoff)
      .execute()
      .catch(() => undefined);
  }
}

function windowStart(now: number, windowSeconds: number): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now / windowMs) * windowMs);
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfter: number) {
    super('TooManyRequests', `Too many attempts. Try again in ${retryAfter} seconds.`);
  }
}

export const tooManyRequests = (seconds: number) => new TooManyRequestsError(seconds);
