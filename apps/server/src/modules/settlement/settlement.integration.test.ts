/**
 * @module-tag engine
 */
import { BET_STATUS, combinedOdds } from '@meridian/contract/bets';
import type { FeedMessage, FixtureChange } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancel, homeWins, settlement } from '../../../test/feed-factory.js';
import { startApp } from '../../../test/helper.js';
import {
  betRow,
  fundedPlayer,
  ledgerInvariants,
  legOn,
  openMatch,
  payoutsOf,
  placeBet,
  type TestPlayer,
  walletBalance,
} from './settlement.fixtures.js';
import { SettlementService } from './settlement.service.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

/** Stores feed messages, then sweeps: whatever the bus-triggered pass has not settled yet is settled now. */
async function settleWith(...messages: FeedMessage[]): Promise<void> {
  await app.services.ingestion.ingest(messages);
  await app.services.settlement.sweep();
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const awayWins = (match: FixtureChange) =>
  settlement(match, [
    {
      id: 1,
      outcomes: [
        [11, 'lost'],
        [12, 'lost'],
        [13, 'won'],
      ],
    },
  ]);

describe('bet settlement', () => {
  let player: TestPlayer;
  beforeAll(async () => {
    player = await fundedPlayer(app, 1_000_000n);
  });

  it('pays a won single when the feed settles its market, without being asked (the leader’s trigger)', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]);
    expect(await walletBalance(app, player.walletId)).toBe(before - 1_000n);

    await app.services.ingestion.ingest([homeWins(match)]);
    await until(async () => (await betRow(app, bet)).status !== BET_STATUS.inGame);

    const row = await betRow(app, bet);
    expect(row).toMatchObject({ status: BET_STATUS.won, odds: 2100, amount_win: 2_100n, legs: [BET_STATUS.won] });
    expect(row.settled_at).toBeInstanceOf(Date);
    expect(await walletBalance(app, player.walletId)).toBe(before - 1_000n + 2_100n);
    expect(await payoutsOf(app, bet)).toEqual([{ key: `bet:${bet}:win`, amount: 2_100n }]);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['event', 'details'])
      .where('event', '=', 'bet_won')
      .where('user_id', '=', BigInt(player.id))
      .execute();
    expect(audit.map((a) => a.details)).toContainEqual(
      expect.objectContaining({ bet_id: String(bet), amount: '2100' }),
    );
  });

  it('closes a lost single and pays nothing', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 500n, [legOn(match, 1, 11)]);
    await settleWith(awayWins(match));
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.lost, amount_win: 0n, legs: [BET_STATUS.lost] });
    expect(await payoutsOf(app, bet)).toEqual([]);
    expect(await walletBalance(app, player.walletId)).toBe(before - 500n);
  });

  it('loses an accumulator as soon as one leg loses, with the other still open', async () => {
    const [a, b] = [await openMatch(app), await openMatch(app)];
    const bet = await placeBet(app, player, 1_000n, [legOn(a, 1, 11), legOn(b, 4, 41)]);
    await settleWith(awayWins(a));
    expect(await betRow(app, bet)).toMatchObject({
      status: BET_STATUS.lost,
      amount_win: 0n,
      legs: [BET_STATUS.lost, BET_STATUS.inGame],
    });
    // A later result of the other leg shows on the coupon, and pays nothing.
    await app.services.ingestion.ingest([
      settlement(b, [
        {
          id: 4,
          outcomes: [
            [41, 'won'],
            [42, 'lost'],
          ],
        },
      ]),
    ]);
    await app.services.settlement.settleMatches([b.event_id]);
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.lost, legs: [BET_STATUS.lost, BET_STATUS.won] });
    expect(await payoutsOf(app, bet)).toEqual([]);
  });

  it('reprices an accumulator when a leg turns void, then pays it at the odds of the others', async () => {
    const [a, b, c] = [await openMatch(app), await openMatch(app), await openMatch(app)];
    const legs = [legOn(a, 1, 11), legOn(b, 4, 41), legOn(c, 6, 61)];
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 1_000n, legs);
    expect((await betRow(app, bet)).odds).toBe(combinedOdds([2100, 1900, 1800]));

    await settleWith(
      settlement(b, [
        {
          id: 4,
          outcomes: [
            [41, 'void'],
            [42, 'void'],
          ],
        },
      ]),
    );
    expect(await betRow(app, bet)).toMatchObject({
      status: BET_STATUS.inGame,
      odds: combinedOdds([2100, 1800]),
      legs: [BET_STATUS.inGame, BET_STATUS.canceled, BET_STATUS.inGame],
    });

    await settleWith(
      homeWins(a),
      settlement(c, [
        {
          id: 6,
          outcomes: [
            [61, 'won'],
            [62, 'lost'],
          ],
        },
      ]),
    );
    const row = await betRow(app, bet);
    expect(row).toMatchObject({ status: BET_STATUS.won, odds: 3780, amount_win: 3_780n });
    expect(row.legs).toEqual([BET_STATUS.won, BET_STATUS.canceled, BET_STATUS.won]);
    expect(await walletBalance(app, player.walletId)).toBe(before - 1_000n + 3_780n);
  });

  it('refunds a bet whose every leg is void', async () => {
    const [a, b] = [await openMatch(app), await openMatch(app)];
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 750n, [legOn(a, 1, 12), legOn(b, 1, 13)]);
    const voidAll = (m: FixtureChange) =>
      settlement(m, [
        {
          id: 1,
          outcomes: [
            [11, 'void'],
            [12, 'void'],
            [13, 'void'],
          ],
        },
      ]);
    await settleWith(voidAll(a), voidAll(b));
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 750n, odds: 1000 });
    expect(await payoutsOf(app, bet)).toEqual([{ key: `bet:${bet}:refund`, amount: 750n }]);
    expect(await walletBalance(app, player.walletId)).toBe(before);
  });

  it('refunds a bet on a cancelled market', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 400n, [legOn(match, 1, 11)]);
    await settleWith(cancel(match, [1]));
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 400n });
    expect(await walletBalance(app, player.walletId)).toBe(before);
  });

  it('refunds a bet on a cancelled match', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const bet = await placeBet(app, player, 600n, [legOn(match, 6, 62)]);
    await settleWith({ ...match, status: 'cancelled', ts: match.ts + 5_000 });
    expect(await betRow(app, bet)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 600n });
    expect(await payoutsOf(app, bet)).toEqual([{ key: `bet:${bet}:refund`, amount: 600n }]);
    expect(await walletBalance(app, player.walletId)).toBe(before);
  });

  it('pays once when the trigger, the sweep and a second settler all settle the same bets', async () => {
    const match = await openMatch(app);
    const before = await walletBalance(app, player.walletId);
    const bets: bigint[] = [];
    for (let i = 0; i < 5; i++) bets.push(await placeBet(app, player, 1_000n, [legOn(match, 1, 11)]));
    const other = new SettlementService(app.database.db, app.services.ledger, app.bus, app.services.freeBets);
    await app.services.ingestion.ingest([homeWins(match)]);
    const [first, second, third, ...single] = await Promise.all([
      app.services.settlement.sweep(),
      other.sweep(),
      other.settleMatches([match.event_id]),
      ...bets.map((id) => other.settleBet(id)),
    ]);
    // Each bet was decided by one settler at most (the leader's trigger may have taken some).
    const decided = [first, second, third].reduce((n, r) => n + (r as { settled: number }).settled, 0);
    expect(decided + single.filter((r) => r === true).length).toBeLessThanOrEqual(bets.length);
    // The same result again (a repeated feed message) and another sweep change nothing.
    await settleWith(homeWins(match, match.ts + 4_000));
    for (const id of bets) {
      expect(await payoutsOf(app, id)).toEqual([{ key: `bet:${id}:win`, amount: 2_100n }]);
      expect((await betRow(app, id)).amount_win).toBe(2_100n);
    }
    expect(await walletBalance(app, player.walletId)).toBe(before + 5n * (2_100n - 1_000n));
  });

  it('keeps every wallet equal to its entries and every currency at zero', async () => {
    expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });
});
