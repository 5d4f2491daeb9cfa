/**
 * @module-tag engine
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FixtureChange } from '@meridian/feed/messages';
import { describe, expect, inject, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { cancel, fixture, footballMarkets, odds, settlement } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { startApp } from '../../../test/helper.js';
import { betsOfWallet, fundedPlayer, pick, placed, singleBet } from '../bets/bets.fixtures.js';
import { balanceOf } from '../payments/payments.fixtures.js';

type App = Awaited<ReturnType<typeof startApp>>;

const marketIdsOf = async (app: App, match: FixtureChange): Promise<number[]> => {
  const res = await call(app, 'POST', '/events/match', { body: { ids: [match.event_id] } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list[0].markets.map((m: { id: number }) => m.id);
};

/** Starts an app, lets `before` feed it, closes it and starts another on the same database. */
async function restarted(before: (app: App) => Promise<void>): Promise<App> {
  const overrides = process.env.DATABASE_URL
    ? {}
    : { dataDir: join(mkdtempSync(join(tmpdir(), 'meridian-final-')), 'pgdata') };
  if (overrides.dataDir) cpSync(inject('pgliteTemplate'), overrides.dataDir, { recursive: true });
  const first = await startApp({ ...overrides, disposableDatabase: false });
  try {
    await before(first);
  } finally {
    await first.close();
  }
  return startApp({ ...overrides, databaseSchema: first.config.databaseSchema });
}

describe('markets the feed cancelled or settled', () => {
  it('stay closed after a restart when the feed sends their prices again, and take no bets', async () => {
    const match = fixture();
    const app = await restarted(async (first) => {
      await feed(first, match, odds(match, footballMarkets()));
      await feed(
        first,
        cancel(match, [1], match.ts + 600),
        settlement(
          match,
          [
            {
              id: 6,
              outcomes: [
                [61, 'won'],
                [62, 'lost'],
              ],
            },
          ],
          match.ts + 700,
        ),
      );
    });
    try {
      // The restarted node holds no closed market; a restarted simulator sends every price again.
      await feed(app, odds(match, footballMarkets([1900, 3400, 3800]), match.ts + 5_000));
      expect(await marketIdsOf(app, match)).toEqual([2, 3, 4, 5]);

      const player = await fundedPlayer(app, 10_000n);
      const refused = await placed(app, player.token, singleBet(player.walletId, pick(match, 1, 11, 1900)));
      expect(refused.bet_id).toBeNull();
      expect(refused.error).not.toBeNull();
      expect(await betsOfWallet(app, player.walletId)).toEqual([]);
      expect(await balanceOf(app, player.token, player.walletId)).toBe(10_000);

      const stored = await app.database.db
        .selectFrom('sport_markets')
        .select(['id', 'status'])
        .where('match_id', '=', match.event_id)
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe('cancelled');
      // The open markets still take bets at the new prices.
      const taken = await placed(app, player.token, singleBet(player.walletId, pick(match, 2, 21, 1300)));
      expect(taken.error).toBeNull();
    } finally {
      await app.close();
    }
    // Two app starts on one database.
  }, 90_000);
});
