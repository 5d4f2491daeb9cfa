/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { BET_STATUS, betUpdateResultSchema, winningsOf } from '@meridian/contract/bets';
import type { FeedMessage, FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { cancel, homeWins, settlement } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, EUR, newPlayer, postingsOf, USD } from '../payments/payments.fixtures.js';
import {
  betHistory,
  betsOfWallet,
  fundedPlayer,
  houseBetting,
  lineMatch,
  liveMatch,
  makeBet,
  pick,
  placed,
} from './bets.fixtures.js';

type Player = Awaited<ReturnType<typeof newPlayer>>;

describe('free bets', () => {
  const app = useApp({ betLiveDelayS: 1 });

  /** Grants a free bet the way an operator does (docs/operations.md), answering its id. */
  async function grant(
    player: { id: number },
    amount: bigint,
    options: { currencyId?: number; title?: string; expiresAt?: Date | null } = {},
  ): Promise<number> {
    const row = await app()
      .database.db.insertInto('free_bets')
      .values({
        user_id: BigInt(player.id),
        currency_id: options.currencyId ?? EUR,
        amount,
        title: options.title ?? `Free bet ${amount}`,
        description: 'Any pre-match or live selection',
        expires_at: options.expiresAt ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function offered(player: Player, events: ReturnType<typeof pick>[] = []) {
    const res = await call(app(), 'POST', '/bets/update', {
      token: player.token,
      body: { account_id: player.walletId, events },
    });
    expect(res.statusCode, res.body).toBe(200);
    return betUpdateResultSchema.parse(res.json().payload).free_bets;
  }

  const freeSingle = (player: Player, selection: ReturnType<typeof pick>, freeBetId: number, amount: number) => ({
    account_id: player.walletId,
    amount,
    bet_type: 1,
    check_odds: 1,
    events: [selection],
    free_bet_id: freeBetId,
  });

  async function houseBonus(currencyId: number) {
    const account = await app().services.ledger.houseAccount(app().database.db, 'house_bonus', currencyId);
    return app().services.ledger.sumOfEntries(account);
  }

  async function settleWith(...messages: FeedMessage[]) {
    await app().services.ingestion.ingest(messages);
    await app().services.settlement.sweep();
  }

  async function expectBalancedLedger() {
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  }

  describe('POST /bets/update', () => {
    it('offers only the player’s usable free bets in the wallet’s currency, soonest expiry first', async () => {
      const player = await newPlayer(app());
      const other = await newPlayer(app());
      const m = await lineMatch(app());
      const later = await grant(player, 500n, { title: 'Weekend', expiresAt: new Date(Date.now() + 7 * 86_400_000) });
      const forever = await grant(player, 300n, { title: 'Welcome' });
      const soon = await grant(player, 1_000n, { title: 'Tonight', expiresAt: new Date(Date.now() + 3_600_000) });
      await grant(player, 700n, { title: 'Expired', expiresAt: new Date(Date.now() - 1_000) });
      await grant(player, 800n, { title: 'Dollars', currencyId: USD });
      await grant(other, 900n, { title: 'Not yours' });
      const used = await grant(player, 200n, { title: 'Used' });
      await placed(app(), player.token, freeSingle(player, pick(m, 1, 11, 2100), used, 200));

      expect(await offered(player, [pick(m, 1, 11, 2100)])).toEqual([
        { id: soon, title: 'Tonight', description: 'Any pre-match or live selection', bet: 1_000 },
        { id: later, title: 'Weekend', description: 'Any pre-match or live selection', bet: 500 },
        { id: forever, title: 'Welcome', description: 'Any pre-match or live selection', bet: 300 },
      ]);
      const visitor = await call(app(), 'POST', '/bets/update', { body: { currency_id: EUR, events: [] } });
      expect(visitor.json().payload.free_bets).toEqual([]);
    });
  });

  describe('POST /bets/make', () => {
    it('places a bet staked by the free bet: the wallet is untouched, the bonus account funds the stake', async () => {
      const player = await newPlayer(app());
      const m = await lineMatch(app());
      const freeBetId = await grant(player, 1_000n);
      const bettingBefore = await houseBetting(app(), EUR);
      const bonusBefore = await houseBonus(EUR);

      const result = await placed(app(), player.token, freeSingle(player, pick(m, 1, 11, 2100), freeBetId, 1_000));
      expect(result).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
      expect(await postingsOf(app(), player.walletId, 'bet_stake')).toEqual([]);
      expect((await houseBetting(app(), EUR)) - bettingBefore).toBe(1_000n);
      expect((await houseBonus(EUR)) - bonusBefore).toBe(-1_000n);
      expect(await offered(player)).toEqual([]);

      const [bet] = await betHistory(app(), player.token);
      expect(bet).toMatchObject({
        id: result.bet_id,
        status: BET_STATUS.inGame,
        amount: 1_000,
        amount_win: 0,
        odds: 2100,
        possible_win: 1_100,
        is_free_bet: true,
      });
      // The same bet_uuid again answers the same bet.
      const again = await placed(app(), player.token, {
        ...freeSingle(player, pick(m, 1, 11, 2100), freeBetId, 1_000),
        bet_uuid: result.bet_uuid,
      });
      expect(again.bet_id).toBe(result.bet_id);
      await expectBalancedLedger();
    });

    it('refuses a free bet used already, of another player, of another currency, expired, or a different amount', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const other = await newPlayer(app());
      const m = await lineMatch(app());
      const selection = pick(m, 1, 11, 2100);
      const own = await grant(player, 1_000n);
      await placed(app(), player.token, freeSingle(player, selection, own, 1_000));
      const cases = [
        { id: own, amount: 1_000, field: 'free_bet_id' },
        { id: await grant(other, 1_000n), amount: 1_000, field: 'free_bet_id' },
        { id: await grant(player, 1_000n, { currencyId: USD }), amount: 1_000, field: 'free_bet_id' },
        {
          id: await grant(player, 1_000n, { expiresAt: new Date(Date.now() - 1_000) }),
          amount: 1_000,
          field: 'free_bet_id',
        },
        { id: 999_999_999, amount: 1_000, field: 'free_bet_id' },
        { id: await grant(player, 1_000n), amount: 900, field: 'amount' },
      ];
      for (const c of cases) {
        const res = await makeBet(app(), player.token, freeSingle(player, selection, c.id, c.amount));
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([c.field]);
      }
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });

    it('makes one bet of a free bet sent at once under two bet_uuids', async () => {
      const player = await fundedPlayer(app(), 5_000n);
      const m = await lineMatch(app());
      const freeBetId = await grant(player, 2_000n);
      const body = freeSingle(player, pick(m, 1, 11, 2100), freeBetId, 2_000);
      const answers = await Promise.all([
        makeBet(app(), player.token, { ...body, bet_uuid: randomUUID() }),
        makeBet(app(), player.token, { ...body, bet_uuid: randomUUID() }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      const refused = answers.find((r) => r.statusCode === 422);
      expect(refused?.json().errors).toEqual({ free_bet_id: ['The free bet is not available.'] });
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(5_000);
      await expectBalancedLedger();
    });

    it('holds a live free bet for the delay without asking the wallet for the stake', async () => {
      const player = await newPlayer(app());
      const m = await liveMatch(app());
      const freeBetId = await grant(player, 1_500n);
      const body = freeSingle(player, pick(m, 1, 11, 2100, true), freeBetId, 1_500);
      const first = await placed(app(), player.token, body);
      expect(first).toMatchObject({ wait_time: 1, bet_id: null });
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const done = await placed(app(), player.token, { ...body, bet_uuid: first.bet_uuid });
      expect(done).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
      const [bet] = await betHistory(app(), player.token);
      expect(bet).toMatchObject({ id: done.bet_id, is_free_bet: true, amount: 1_500 });
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
    });
  });

  describe('settlement', () => {
    async function freeBetOn(player: Player, amount: number, match?: FixtureChange) {
      const m = match ?? (await lineMatch(app()));
      const freeBetId = await grant(player, BigInt(amount));
      const result = await placed(app(), player.token, freeSingle(player, pick(m, 1, 11, 2100), freeBetId, amount));
      return { m, freeBetId, betId: result.bet_id as number };
    }

    it('pays a won free bet its winnings without the stake', async () => {
      const player = await fundedPlayer(app(), 2_000n);
      const bettingBefore = await houseBetting(app(), EUR);
      const bonusBefore = await houseBonus(EUR);
      const { m, betId } = await freeBetOn(player, 1_000);
      await settleWith(homeWins(m));

      const win = winningsOf(1_000, 2100) - 1_000;
      expect(win).toBe(1_100);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_000 + win);
      expect(await postingsOf(app(), player.walletId, 'bet_win')).toEqual([{ key: `bet:${betId}:win`, amount: win }]);
      const [bet] = await betHistory(app(), player.token);
      expect(bet).toMatchObject({ id: betId, status: BET_STATUS.won, amount_win: win, is_free_bet: true });
      // The bonus account paid the stake; the betting account took it in and paid the winnings.
      expect((await houseBonus(EUR)) - bonusBefore).toBe(-1_000n);
      expect((await houseBetting(app(), EUR)) - bettingBefore).toBe(BigInt(1_000 - win));
      // Settling again moves nothing.
      await app().services.settlement.sweep();
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_000 + win);
      await expectBalancedLedger();
    });

    it('credits nothing for a lost free bet', async () => {
      const player = await fundedPlayer(app(), 2_000n);
      const { m, betId } = await freeBetOn(player, 1_000);
      await settleWith(
        settlement(m, [
          {
            id: 1,
            outcomes: [
              [11, 'lost'],
              [12, 'won'],
              [13, 'lost'],
            ],
          },
        ]),
      );
      const [bet] = await betHistory(app(), player.token);
      expect(bet).toMatchObject({ id: betId, status: BET_STATUS.lost, amount_win: 0, is_free_bet: true });
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(2_000);
      expect(await postingsOf(app(), player.walletId, 'bet_win')).toEqual([]);
      expect(await offered(player)).toEqual([]);
      await expectBalancedLedger();
    });

    it('gives a cancelled bet’s free bet back, usable again, and returns its stake to the bonus account', async () => {
      const player = await newPlayer(app());
      const bettingBefore = await houseBetting(app(), EUR);
      const bonusBefore = await houseBonus(EUR);
      const { m, freeBetId, betId } = await freeBetOn(player, 1_000);
      await settleWith(cancel(m, [1]));

      const [bet] = await betHistory(app(), player.token);
      expect(bet).toMatchObject({ id: betId, status: BET_STATUS.canceled, amount_win: 0, is_free_bet: true });
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
      expect(await houseBonus(EUR)).toBe(bonusBefore);
      expect(await houseBetting(app(), EUR)).toBe(bettingBefore);
      expect((await offered(player)).map((f) => f.id)).toEqual([freeBetId]);
      await app().services.settlement.sweep();
      expect(await houseBonus(EUR)).toBe(bonusBefore);

      const m2 = await lineMatch(app());
      const again = await placed(app(), player.token, freeSingle(player, pick(m2, 1, 11, 2100), freeBetId, 1_000));
      expect(again.bet_id).toEqual(expect.any(Number));
      expect(again.bet_id).not.toBe(betId);
      await expectBalancedLedger();
    });
  });
});
