import { randomUUID } from 'node:crypto';
import {
  BET_ERRORS,
  betLoadResultSchema,
  betSaveResultSchema,
  betUpdateResultSchema,
  COUPON_CODE_ALPHABET,
  COUPON_CODE_LENGTH,
  combinedOdds,
  winningsOf,
} from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { betStop, ended, fixture, footballMarkets, homeWins, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { useApp } from '../../../test/helper.js';
import { SUBJECTS } from '../../platform/bus.js';
import type { UserEventMessage } from '../../platform/user-events.js';
import { balanceOf, EUR, newPlayer, postingsOf, USD } from '../payments/payments.fixtures.js';
import * as fixtures from './bets.fixtures.js';
import {
  betHistory,
  betsOfWallet,
  fund,
  fundedPlayer,
  houseBetting,
  lineMatch,
  liveMatch,
  makeBet,
  pick,
  placed,
  singleBet,
} from './bets.fixtures.js';

describe('bets', () => {
  const app = useApp({ betLiveDelayS: 1 });

  describe('POST /bets/update', () => {
    it('answers the current odds, leaves out gone selections and marks suspended ones blocked', async () => {
      const a = await lineMatch(app());
      const b = await lineMatch(app());
      await feed(app(), betStop(b, [1]));
      const res = await call(app(), 'POST', '/bets/update', {
        body: {
          currency_id: EUR,
          events: [pick(a, 1, 11, 1000), pick(b, 1, 12, 3300), pick(a, 99, 991, 2000), pick(a, 2, 21, 1300)],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const payload = betUpdateResultSchema.parse(res.json().payload);
      // Settings: bets.amount_max 10000 EUR, in cents.
      expect(payload.amount_max).toBe(1_000_000);
      expect(payload.free_bets).toEqual([]);
      expect(payload.events).toEqual([
        expect.objectContaining({
          id: a.event_id,
          market_id: 1,
          outcome_id: 11,
          odds: 2100,
          is_live: false,
          is_blocked: false,
        }),
        expect.objectContaining({
          id: b.event_id,
          market_id: 1,
          outcome_id: 12,
          odds: 3300,
          is_live: false,
          is_blocked: true,
        }),
        expect.objectContaining({
          id: a.event_id,
          market_id: 2,
          outcome_id: 21,
          odds: 1300,
          is_live: false,
          is_blocked: false,
        }),
      ]);
    });

    it('names the selections in the request’s language, so a slip follows a language switch', async () => {
      const m = await lineMatch(app(), { homeName: 'Alpha City', awayName: 'Beta Town', tournamentName: 'Cup One' });
      const ask = async (language: string) => {
        const res = await call(app(), 'POST', '/bets/update', {
          headers: { 'accept-language': language },
          body: { currency_id: EUR, events: [pick(m, 2, 21, 1300)] },
        });
        expect(res.statusCode, res.body).toBe(200);
        return betUpdateResultSchema.parse(res.json().payload).events;
      };
      const names = (events: Awaited<ReturnType<typeof ask>>) =>
        events.map((e) => [e.name, e.tournament.name, e.event_part_name, e.market_name, e.outcome_name]);
      expect(names(await ask('en'))).toEqual([['Alpha City - Beta Town', 'Cup One', 'Match', 'Double chance', '1X']]);
      expect(names(await ask('ru'))).toEqual([['Alpha City - Beta Town', 'Cup One', 'Матч', 'Двойной шанс', '1X']]);
    });

    it('lowers the maximum to the balance of the player’s own wallet; another player’s wallet is unknown', async () => {
      const player = await fundedPlayer(app(), 12_345n);
      const other = await newPlayer(app());
      const m = await lineMatch(app());
      const body = (accountId: number) => ({ account_id: accountId, events: [pick(m, 1, 11, 2100)] });
      const own = await call(app(), 'POST', '/bets/update', { token: player.token, body: body(player.walletId) });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().payload.amount_max).toBe(12_345);
      const foreign = await call(app(), 'POST', '/bets/update', { token: player.token, body: body(other.walletId) });
      expect(foreign.statusCode).toBe(404);
      const visitor = await call(app(), 'POST', '/bets/update', { body: body(player.walletId) });
      expect(visitor.statusCode).toBe(401);
    });

    it('marks a live match’s selections live', async () => {
      const m = await liveMatch(app());
      const res = await call(app(), 'POST', '/bets/update', { body: { events: [pick(m, 1, 11, 2100, true)] } });
      expect(res.json().payload.events).toEqual([
        expect.objectContaining({
          id: m.event_id,
          market_id: 1,
          outcome_id: 11,
          odds: 2100,
          is_live: true,
          is_blocked: false,
        }),
      ]);
    });
  });

  describe('POST /bets/make', () => {
    it('places a single: one debit to the betting house, balanced ledger, listed in the history', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      // The feed gives a match its 0:0 before kick-off; the coupon shows no score until it starts.
      const m = await lineMatch(app(), {
        homeName: 'Alpha City',
        awayName: 'Beta Town',
        tournamentName: 'Cup One',
        scores: [{ part_id: 1, home: 0, away: 0 }],
      });
      const houseBefore = await houseBetting(app(), EUR);
      const result = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
      expect(result).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
      const stakes = await postingsOf(app(), player.walletId, 'bet_stake');
      expect(stakes).toEqual([{ key: `bet:${result.bet_uuid}:stake`, amount: -1_000 }]);
      expect((await houseBetting(app(), EUR)) - houseBefore).toBe(1_000n);

      const [bet, ...rest] = await betHistory(app(), player.token);
      expect(rest).toEqual([]);
      expect(bet).toMatchObject({
        id: result.bet_id,
        status: 1,
        type: 1,
        account_id: player.walletId,
        currency_id: EUR,
        amount: 1_000,
        amount_win: 0,
        odds: 2100,
        possible_win: 2_100,
        is_free_bet: false,
      });
      expect(bet?.events).toEqual([
        expect.objectContaining({
          id: m.event_id,
          market_id: 1,
          outcome_id: 11,
          odds: 2100,
          outcome_name: '1',
          market_name: '1X2',
          name: 'Alpha City - Beta Town',
          is_live: false,
          event_part_name: 'Match',
          tournament: expect.objectContaining({ name: 'Cup One' }),
          sport_id: 1,
          status_id: 1,
          team_home: expect.objectContaining({ name: 'Alpha City' }),
          round: 'Round 3',
          start_time: m.start_time,
          state: { score: null, is_live: false },
        }),
      ]);
    });

    it('places an accumulator at the product of the legs’ odds; the history names legs in the player’s language', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const a = await lineMatch(app());
      const b = await lineMatch(app());
      const result = await placed(app(), player.token, {
        account_id: player.walletId,
        amount: 2_000,
        bet_type: 2,
        events: [pick(a, 2, 21, 1300), pick(b, 3, 31, 1300)],
      });
      expect(result.bet_id).not.toBeNull();
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(8_000);
      const [bet] = await betHistory(app(), player.token, '', 'ru');
      const total = combinedOdds([1300, 1300]);
      expect(bet).toMatchObject({ type: 2, odds: total, possible_win: winningsOf(2_000, total) });
      expect(bet?.events.map((e) => [e.id, e.market_name, e.outcome_name, e.event_part_name])).toEqual([
        [a.event_id, 'Двойной шанс', '1X', 'Матч'],
        [b.event_id, expect.stringContaining('1.5'), expect.any(String), 'Матч'],
      ]);
    });

    it('names legs from the stored sports tables once the match has left the catalog', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await lineMatch(app(), { homeName: 'Stored Home', awayName: 'Stored Away' });
      const result = await placed(app(), player.token, singleBet(player.walletId, pick(m, 2, 23, 1700)));
      app().services.catalog.store.matches.delete(m.event_id);
      const [bet] = await betHistory(app(), player.token, `?coupon_id=${result.bet_id}`);
      expect(bet?.events[0]).toMatchObject({
        name: 'Stored Home - Stored Away',
        market_name: 'Double chance',
        outcome_name: 'X2',
        event_part_name: 'Match',
        tournament: { name: 'Test League' },
      });
    });

    it('refuses odds that moved with check_odds 1: answers the new odds and writes nothing', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await lineMatch(app());
      await feed(app(), odds(m, footballMarkets([2300, 3300, 3600]), m.ts + 700));
      const result = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
      expect(result).toMatchObject({ error: BET_ERRORS.oddsChanged, bet_id: null, wait_time: 0 });
      expect(result.events).toEqual([expect.objectContaining({ id: m.event_id, outcome_id: 11, odds: 2300 })]);
      expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });

    it('tells the player’s sockets the new balance and the accepted bet after the commit', async () => {
      const player = await fundedPlayer(app(), 5_000n);
      const m = await lineMatch(app());
      const seen: UserEventMessage[] = [];
      const stop = app().bus.subscribe(SUBJECTS.user, (message) => seen.push(message as UserEventMessage));
      try {
        const result = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
        const mineOf = () => seen.filter((e) => e.user_id === player.id).map((e) => e.event);
        // The bus delivers asynchronously (NATS too): wait for both events, then look at them.
        for (let i = 0; i < 100 && mineOf().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 5));
        const mine = mineOf();
        expect(mine).toEqual([
          { kind: 'balance', account_id: player.walletId, balance: 4_000 },
          { kind: 'bet_accepted', account_id: player.walletId, bet_id: result.bet_id },
        ]);
      } finally {
        stop();
      }
    });

    it('the refusal text follows the request language', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await lineMatch(app());
      const res = await makeBet(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2000)), 'ru');
      expect(res.json().payload.error).toBe('Коэффициенты изменились');
    });

    it('check_odds 3 accepts a raise at the new odds and refuses a fall; 2 accepts both', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await lineMatch(app());
      // 1 is at 2100 in the catalog: sent 2000 is a raise, sent 2200 a fall.
      const raise = await placed(
        app(),
        player.token,
        singleBet(player.walletId, pick(m, 1, 11, 2000), { check_odds: 3 }),
      );
      expect(raise.error).toBeNull();
      const fall = await placed(
        app(),
        player.token,
        singleBet(player.walletId, pick(m, 1, 11, 2200), { check_odds: 3 }),
      );
      expect(fall).toMatchObject({ error: BET_ERRORS.oddsChanged, bet_id: null });
      const any = await placed(
        app(),
        player.token,
        singleBet(player.walletId, pick(m, 1, 11, 2200), { check_odds: 2 }),
      );
      expect(any.error).toBeNull();
      const stored = await betsOfWallet(app(), player.walletId);
      expect(stored.map((b) => b.odds)).toEqual([2100, 2100]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(8_000);
    });

    it('refuses a suspended market and a deleted event without writing', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await lineMatch(app());
      await feed(app(), betStop(m, [1]));
      const closed = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
      expect(closed).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });
      expect(closed.events).toEqual([expect.objectContaining({ market_id: 1, is_blocked: true })]);

      const gone = fixture();
      const deleted = await placed(app(), player.token, singleBet(player.walletId, pick(gone, 1, 11, 2100)));
      expect(deleted).toMatchObject({ error: BET_ERRORS.eventDeleted, bet_id: null, events: [] });
      expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });

    it('says a selection whose match ended has ended, in the refresh and in the refusal, not that it was deleted', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await fixtures.liveMatch(app());
      await feed(app(), ended(m, [2, 0]), homeWins(m));
      const refreshed = await call(app(), 'POST', '/bets/update', {
        body: { currency_id: EUR, events: [pick(m, 1, 11, 2100, true)] },
      });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect(betUpdateResultSchema.parse(refreshed.json().payload).events).toEqual([
        expect.objectContaining({ id: m.event_id, market_id: 1, outcome_id: 11, is_blocked: true, is_ended: true }),
      ]);
      const refused = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100, true)));
      expect(refused).toMatchObject({ error: BET_ERRORS.eventEnded, bet_id: null });
      expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });

    it('refuses stakes out of range or above the balance with field errors on amount', async () => {
      const player = await fundedPlayer(app(), 5_000n);
      const m = await lineMatch(app());
      const selection = pick(m, 1, 11, 2100);
      for (const amount of [49, 1_000_001, 5_001]) {
        const res = await makeBet(app(), player.token, singleBet(player.walletId, selection, { amount }));
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.amount).toHaveLength(1);
      }
      expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(5_000);
    });

    it('refuses a malformed slip and a wallet that is not the player’s', async () => {
      const player = await fundedPlayer(app(), 5_000n);
      const other = await fundedPlayer(app(), 5_000n);
      const a = await lineMatch(app());
      const b = await lineMatch(app());
      const cases = [
        [
          { ...singleBet(player.walletId, pick(a, 1, 11, 2100)), events: [pick(a, 1, 11, 2100), pick(b, 1, 11, 2100)] },
          'events',
        ],
        [{ ...singleBet(player.walletId, pick(a, 1, 11, 2100)), bet_type: 2 }, 'events'],
        [
          {
            ...singleBet(player.walletId, pick(a, 1, 11, 2100)),
            bet_type: 2,
            events: [pick(a, 1, 11, 2100), pick(a, 2, 21, 1300)],
          },
          'events',
        ],
        [singleBet(other.walletId, pick(a, 1, 11, 2100)), 'account_id'],
      ] as const;
      for (const [body, field] of cases) {
        const res = await makeBet(app(), player.token, body);
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([field]);
      }
      expect(await balanceOf(app(), other.token, other.walletId)).toBe(5_000);
      expect(await betsOfWallet(app(), other.walletId)).toEqual([]);
    });

    it('needs a signed-in player', async () => {
      const m = await lineMatch(app());
      const res = await call(app(), 'POST', '/bets/make', { body: singleBet(1, pick(m, 1, 11, 2100)) });
      expect(res.statusCode).toBe(401);
    });

    it('a repeated bet_uuid answers the same bet and debits once', async () => {
      const player = await fundedPlayer(app(), 1_000n);
      const m = await lineMatch(app());
      const body = singleBet(player.walletId, pick(m, 1, 11, 2100), { bet_uuid: randomUUID() });
      const first = await placed(app(), player.token, body);
      const again = await placed(app(), player.token, body);
      expect(again.bet_id).toBe(first.bet_id);
      expect(again.error).toBeNull();
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
      const intruder = await fundedPlayer(app(), 1_000n);
      const stolen = await makeBet(app(), intruder.token, { ...body, account_id: intruder.walletId });
      expect(stolen.statusCode).toBe(409);
    });
  });

  // After its first bet a wallet's bets are placed by one statement (BetsService.placeAtOnce);
  // these repeat the rules above on such a wallet.
  describe('POST /bets/make on a wallet bet on before', () => {
    const playerWithABet = (amount: bigint) => fixtures.playerWithABet(app(), amount);

    it('debits the stake once, balances the ledger and tells the sockets', async () => {
      const player = await playerWithABet(5_000n);
      const m = await lineMatch(app());
      const houseBefore = await houseBetting(app(), EUR);
      const seen: UserEventMessage[] = [];
      const stop = app().bus.subscribe(SUBJECTS.user, (message) => seen.push(message as UserEventMessage));
      try {
        const result = await placed(
          app(),
          player.token,
          singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 2_000, bet_uuid: randomUUID() }),
        );
        expect(result).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
        expect(await balanceOf(app(), player.token, player.walletId)).toBe(3_000);
        const stakes = await postingsOf(app(), player.walletId, 'bet_stake');
        expect(stakes).toContainEqual({ key: `bet:${result.bet_uuid}:stake`, amount: -2_000 });
        expect((await houseBetting(app(), EUR)) - houseBefore).toBe(2_000n);
        const wallet = await app().services.wallets.account(
          app().database.db,
          BigInt(player.id),
          BigInt(player.walletId),
        );
        expect(await app().services.ledger.sumOfEntries(wallet.accountId)).toBe(3_000n);
        const posting = await app()
          .database.db.selectFrom('ledger_transactions')
          .select('metadata')
          .where('idempotency_key', '=', `bet:${result.bet_uuid}:stake`)
          .executeTakeFirstOrThrow();
        expect(posting.metadata).toEqual({ bet_id: String(result.bet_id), bet_uuid: result.bet_uuid });
        const [bet] = await betHistory(app(), player.token);
        expect(bet).toMatchObject({ id: result.bet_id, amount: 2_000, odds: 2100, status: 1 });
        const audit = await app()
          .database.db.selectFrom('audit_log')
          .select('details')
          .where('event', '=', 'bet_placed')
          .where('user_id', '=', BigInt(player.id))
          .execute();
        expect(audit.map((a) => a.details)).toContainEqual(
          expect.objectContaining({ bet_id: String(result.bet_id), amount: '2000' }),
        );
        const mineOf = () => seen.filter((e) => e.user_id === player.id).map((e) => e.event);
        for (let i = 0; i < 100 && mineOf().length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 5));
        expect(mineOf()).toEqual([
          { kind: 'balance', account_id: player.walletId, balance: 3_000 },
          { kind: 'bet_accepted', account_id: player.walletId, bet_id: result.bet_id },
        ]);
      } finally {
        stop();
      }
    });

    it('places an accumulator at the product of the legs’ odds', async () => {
      const player = await playerWithABet(5_000n);
      const a = await lineMatch(app());
      const b = await lineMatch(app());
      const result = await placed(app(), player.token, {
        ...singleBet(player.walletId, pick(a, 1, 11, 2100)),
        bet_type: 2,
        events: [pick(a, 1, 11, 2100), pick(b, 1, 13, 3600)],
      });
      expect(result.bet_id).toEqual(expect.any(Number));
      const [bet] = await betHistory(app(), player.token);
      expect(bet).toMatchObject({ id: result.bet_id, type: 2, odds: combinedOdds([2100, 3600]) });
      expect(bet?.events.map((e) => e.id)).toEqual([a.event_id, b.event_id]);
    });

    it('refuses a stake above the balance and moved odds, writing nothing', async () => {
      const player = await playerWithABet(5_000n);
      const m = await lineMatch(app());
      const short = await makeBet(
        app(),
        player.token,
        singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 5_001 }),
      );
      expect(short.statusCode, short.body).toBe(422);
      expect(short.json().errors.amount).toEqual(['Insufficient funds']);
      await feed(app(), odds(m, footballMarkets([2300, 3300, 3600]), m.ts + 700));
      const moved = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
      expect(moved).toMatchObject({ error: BET_ERRORS.oddsChanged, bet_id: null });
      expect(moved.events).toEqual([expect.objectContaining({ outcome_id: 11, odds: 2300 })]);
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(5_000);
    });

    it('answers a repeated bet_uuid with its bet, and refuses another player’s bet_uuid and wallet', async () => {
      const player = await playerWithABet(5_000n);
      const intruder = await playerWithABet(5_000n);
      const m = await lineMatch(app());
      const body = singleBet(player.walletId, pick(m, 1, 11, 2100), { bet_uuid: randomUUID() });
      const first = await placed(app(), player.token, body);
      const again = await placed(app(), player.token, body);
      expect(again.bet_id).toBe(first.bet_id);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(4_000);
      const stolen = await makeBet(app(), intruder.token, { ...body, account_id: intruder.walletId });
      expect(stolen.statusCode).toBe(409);
      const theirs = await makeBet(app(), intruder.token, { ...body, bet_uuid: randomUUID() });
      expect(theirs.statusCode, theirs.body).toBe(422);
      expect(Object.keys(theirs.json().errors)).toEqual(['account_id']);
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(2);
      expect(await balanceOf(app(), intruder.token, intruder.walletId)).toBe(5_000);
    });

    it('refuses an ended session and a session short of the second factor, writing nothing', async () => {
      const player = await playerWithABet(5_000n);
      const m = await lineMatch(app());
      const body = singleBet(player.walletId, pick(m, 1, 11, 2100));
      // As a sign-in of a player with 2FA on leaves the session before the challenge.
      await app()
        .database.db.updateTable('users')
        .set({ two_factor_enabled_at: new Date() })
        .where('id', '=', BigInt(player.id))
        .execute();
      await app()
        .database.db.updateTable('sessions')
        .set({ two_factor_passed: false })
        .where('user_id', '=', BigInt(player.id))
        .execute();
      const pending = await makeBet(app(), player.token, body);
      expect(pending.statusCode, pending.body).toBe(401);
      expect(pending.json().code).toBe('TwoFactorRequired');
      await app()
        .database.db.updateTable('users')
        .set({ two_factor_enabled_at: null })
        .where('id', '=', BigInt(player.id))
        .execute();
      expect((await makeBet(app(), player.token, singleBet(player.walletId, pick(m, 1, 12, 3300)))).statusCode).toBe(
        200,
      );
      expect((await call(app(), 'POST', '/auth/logout', { token: player.token })).statusCode).toBe(200);
      const ended = await makeBet(app(), player.token, body);
      expect(ended.statusCode, ended.body).toBe(401);
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(2);
      const wallet = await app()
        .database.db.selectFrom('wallets')
        .select('balance')
        .where('id', '=', BigInt(player.walletId))
        .executeTakeFirstOrThrow();
      expect(wallet.balance).toBe(4_000n);
    });

    it('still holds a live bet for the delay', async () => {
      const player = await playerWithABet(5_000n);
      const m = await liveMatch(app());
      const held = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100, true)));
      expect(held).toMatchObject({ wait_time: 1, bet_id: null });
      expect(await betsOfWallet(app(), player.walletId)).toHaveLength(1);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(5_000);
    });
  });

  describe('live delay', () => {
    const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    it('holds a live bet, answers the remaining wait to an early repeat and places it after the delay', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await liveMatch(app());
      const body = singleBet(player.walletId, pick(m, 1, 11, 2100, true));
      const first = await placed(app(), player.token, body);
      expect(first).toMatchObject({ wait_time: 1, bet_id: null, error: null });
      expect(first.bet_uuid).toMatch(/^[0-9a-f-]{36}$/);
      const early = await placed(app(), player.token, { ...body, bet_uuid: first.bet_uuid });
      expect(early.wait_time).toBeGreaterThan(0);
      expect(early.bet_id).toBeNull();
      expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);

      await wait(1_100);
      const done = await placed(app(), player.token, { ...body, bet_uuid: first.bet_uuid });
      expect(done).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
      const again = await placed(app(), player.token, { ...body, bet_uuid: first.bet_uuid });
      expect(again.bet_id).toBe(done.bet_id);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
      const [bet] = await betHistory(app(), player.token, '?feed_type=live');
      expect(bet).toMatchObject({ id: done.bet_id });
      expect(bet?.events[0]?.state).toEqual({ score: { home: 1, away: 0 }, is_live: true });
      expect(await betHistory(app(), player.token, '?feed_type=line')).toEqual([]);
    });

    it('refuses after the delay when the odds moved meanwhile (check_odds 1)', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const m = await liveMatch(app());
      const body = singleBet(player.walletId, pick(m, 1, 11, 2100, true));
      const first = await placed(app(), player.token, body);
      expect(first.wait_time).toBe(1);
      await feed(app(), odds(m, footballMarkets([1900, 3300, 3600]), m.ts + 1500));
      await wait(1_100);
      const done = await placed(app(), player.token, { ...body, bet_uuid: first.bet_uuid });
      expect(done).toMatchObject({ error: BET_ERRORS.oddsChanged, bet_id: null });
      expect(done.events).toEqual([expect.objectContaining({ outcome_id: 11, odds: 1900 })]);
      expect(await betsOfWallet(app(), player.walletId)).toEqual([]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });
  });

  describe('GET /bets/history', () => {
    it('pages newest first, filters, and never shows another player’s bets', async () => {
      const player = await fundedPlayer(app(), 100_000n);
      const other = await fundedPlayer(app(), 10_000n);
      const a = await lineMatch(app());
      const b = await lineMatch(app());
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await placed(app(), player.token, singleBet(player.walletId, pick(a, 1, 11, 2100)));
        ids.push(r.bet_id as number);
      }
      const acc = await placed(app(), player.token, {
        account_id: player.walletId,
        amount: 500,
        bet_type: 2,
        events: [pick(a, 1, 12, 3300), pick(b, 1, 13, 3600)],
      });
      ids.push(acc.bet_id as number);
      const foreign = await placed(app(), other.token, singleBet(other.walletId, pick(a, 1, 11, 2100)));

      const all = await betHistory(app(), player.token);
      expect(all.map((x) => x.id)).toEqual([...ids].reverse());
      const page1 = await betHistory(app(), player.token, '?limit=2');
      expect(page1.map((x) => x.id)).toEqual([ids[3], ids[2]]);
      const page2 = await betHistory(app(), player.token, `?limit=2&last_id=${page1[1]?.id}`);
      expect(page2.map((x) => x.id)).toEqual([ids[1], ids[0]]);
      expect(await betHistory(app(), player.token, `?limit=2&last_id=${ids[0]}`)).toEqual([]);

      expect((await betHistory(app(), player.token, '?bet_type=2')).map((x) => x.id)).toEqual([acc.bet_id]);
      expect(await betHistory(app(), player.token, '?status=1')).toHaveLength(4);
      expect(await betHistory(app(), player.token, '?status=2')).toEqual([]);
      expect(await betHistory(app(), player.token, `?account_id=${player.walletId}`)).toHaveLength(4);
      const hourAgo = Math.floor(Date.now() / 1000) - 3600;
      expect(await betHistory(app(), player.token, `?from=${hourAgo - 3600}&to=${hourAgo}`)).toEqual([]);

      // Object-level authorization: another player's coupon reads as nothing, their wallet as unknown.
      expect(await betHistory(app(), player.token, `?coupon_id=${foreign.bet_id}`)).toEqual([]);
      const wallet = await call(app(), 'GET', `/bets/history?account_id=${other.walletId}`, { token: player.token });
      expect(wallet.statusCode).toBe(404);
      expect((await betHistory(app(), other.token)).map((x) => x.id)).toEqual([foreign.bet_id]);
      const anonymous = await call(app(), 'GET', '/bets/history');
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('shared slips', () => {
    it('saves a slip under a code and loads it (any case) with current names and odds', async () => {
      const player = await newPlayer(app());
      const reader = await newPlayer(app());
      const m = await lineMatch(app(), { homeName: 'Slip Home', awayName: 'Slip Away' });
      const gone = fixture();
      const save = await call(app(), 'POST', '/bets/save', {
        token: player.token,
        body: { events: [pick(m, 1, 11, 2000), pick(gone, 1, 11, 2000), pick(m, 2, 21, 1300)] },
      });
      expect(save.statusCode, save.body).toBe(200);
      const saved = betSaveResultSchema.parse(save.json().payload);
      expect(saved.error).toBeNull();
      expect(saved.coupon_code).toHaveLength(COUPON_CODE_LENGTH);
      for (const ch of saved.coupon_code ?? '') expect(COUPON_CODE_ALPHABET).toContain(ch);

      const res = await call(app(), 'GET', `/bets/load?coupon_code=${saved.coupon_code?.toLowerCase()}`, {
        token: reader.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      const loaded = betLoadResultSchema.parse(res.json().payload);
      expect(loaded.error).toBeNull();
      expect(loaded.events).toEqual([
        expect.objectContaining({
          id: m.event_id,
          market_id: 1,
          outcome_id: 11,
          odds: 2100,
          name: 'Slip Home - Slip Away',
          market_name: '1X2',
          outcome_name: '1',
          event_part_id: 1,
          event_part_name: 'Match',
          is_blocked: false,
          is_live: false,
        }),
        expect.objectContaining({ market_id: 2, outcome_id: 21, outcome_name: '1X', market_name: 'Double chance' }),
      ]);
    });

    it('answers an unknown code and an expired one with an error', async () => {
      const player = await newPlayer(app());
      const unknown = await call(app(), 'GET', '/bets/load?coupon_code=ZZZZZZZZ', { token: player.token });
      expect(unknown.json().payload).toEqual({ events: [], error: BET_ERRORS.codeNotFound });

      const m = await lineMatch(app());
      const save = await call(app(), 'POST', '/bets/save', {
        token: player.token,
        body: { events: [pick(m, 1, 11, 2100)] },
      });
      const code = save.json().payload.coupon_code as string;
      await app()
        .database.db.updateTable('bet_slip_codes')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('code', '=', code)
        .execute();
      const expired = await call(app(), 'GET', `/bets/load?coupon_code=${code}`, { token: player.token });
      expect(expired.json().payload).toEqual({ events: [], error: 'Code is expired' });
    });

    it('housekeeping removes held bets nobody came back for and codes long expired, nothing else', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const live = await liveMatch(app());
      const held = await placed(app(), player.token, singleBet(player.walletId, pick(live, 1, 11, 2100, true)));
      expect(held.wait_time).toBeGreaterThan(0);
      const m = await lineMatch(app());
      const codeOf = async () =>
        (
          await call(app(), 'POST', '/bets/save', { token: player.token, body: { events: [pick(m, 1, 11, 2100)] } })
        ).json().payload.coupon_code as string;
      const [fresh, stale, old] = [await codeOf(), await codeOf(), await codeOf()];
      const day = 24 * 3600 * 1000;
      await app()
        .database.db.updateTable('bet_slip_codes')
        .set({ expires_at: new Date(Date.now() - day) })
        .where('code', '=', stale)
        .execute();
      await app()
        .database.db.updateTable('bet_slip_codes')
        .set({ expires_at: new Date(Date.now() - 40 * day) })
        .where('code', '=', old)
        .execute();

      // Right now only the code expired 40 days ago goes; the held bet is still within its grace.
      const now = await app().services.bets.purgeExpired();
      expect(now.codes).toBeGreaterThanOrEqual(1);
      const load = async (code: string) =>
        (await call(app(), 'GET', `/bets/load?coupon_code=${code}`, { token: player.token })).json().payload.error;
      expect(await load(fresh)).toBeNull();
      expect(await load(stale)).toBe('Code is expired');
      expect(await load(old)).toBe(BET_ERRORS.codeNotFound);
      const heldRows = () =>
        app().database.db.selectFrom('bet_requests').select('bet_uuid').where('bet_uuid', '=', held.bet_uuid).execute();
      expect(await heldRows()).toHaveLength(1);

      // A minute and more after its delay, the held bet is dropped.
      await app().services.bets.purgeExpired(Date.now() + 5 * 60_000);
      expect(await heldRows()).toHaveLength(0);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });

    it('needs a signed-in player to save; a visitor loads a shared slip', async () => {
      const m = await lineMatch(app());
      expect((await call(app(), 'POST', '/bets/save', { body: { events: [pick(m, 1, 11, 2100)] } })).statusCode).toBe(
        401,
      );
      const player = await newPlayer(app());
      const save = await call(app(), 'POST', '/bets/save', {
        token: player.token,
        body: { events: [pick(m, 1, 11, 2100)] },
      });
      const code = betSaveResultSchema.parse(save.json().payload).coupon_code;
      const visitor = await call(app(), 'GET', `/bets/load?coupon_code=${code}`);
      expect(visitor.statusCode, visitor.body).toBe(200);
      expect(betLoadResultSchema.parse(visitor.json().payload)).toMatchObject({
        error: null,
        events: [expect.objectContaining({ id: m.event_id, market_id: 1, outcome_id: 11, odds: 2100 })],
      });
      expect((await call(app(), 'GET', '/bets/load?coupon_code=ZZZZZZZZ')).json().payload.error).not.toBeNull();
    });
  });

  describe('wallets with bets', () => {
    it('a wallet with a bet in game cannot be deleted', async () => {
      const player = await newPlayer(app());
      const added = await call(app(), 'POST', '/user/account', { token: player.token, body: { currency_id: USD } });
      expect(added.statusCode, added.body).toBe(200);
      const usdWallet = added.json().payload.account.id as number;
      await fund(app(), player.id, usdWallet, 1_000n);
      const m = await lineMatch(app());
      const bet = await placed(app(), player.token, singleBet(usdWallet, pick(m, 1, 11, 2100)));
      expect(bet.bet_id).not.toBeNull();
      expect(await balanceOf(app(), player.token, usdWallet)).toBe(0);
      const res = await call(app(), 'DELETE', `/user/account/${usdWallet}`, { token: player.token });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.id).toEqual(['A wallet with bets still in game cannot be deleted.']);
      expect((await betHistory(app(), player.token)).map((b) => b.currency_id)).toEqual([USD]);
    });

    it("the database refuses a bet of another player or currency than its wallet's", async () => {
      const owner = await fundedPlayer(app(), 0n);
      const other = await newPlayer(app());
      const bet = (userId: number, currencyId: number) =>
        app()
          .database.db.insertInto('bets')
          .values({
            bet_uuid: randomUUID(),
            user_id: BigInt(userId),
            wallet_id: BigInt(owner.walletId),
            currency_id: currencyId,
            type: 1,
            amount: 100n,
            odds: 2_000,
            is_live: false,
          })
          .execute();
      await expect(bet(other.id, EUR)).rejects.toThrow(/bets_wallet/);
      await expect(bet(owner.id, USD)).rejects.toThrow(/bets_wallet/);
      expect(await betsOfWallet(app(), owner.walletId)).toHaveLength(0);
    });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    const make = doc.paths['/api/v1/bets/make'].post;
    expect(
      Object.keys(make.responses['200'].content['application/json'].schema.properties.payload.properties).sort(),
    ).toEqual(['bet_id', 'bet_uuid', 'error', 'events', 'wait_time']);
    expect(doc.paths['/api/v1/bets/update'].post).toBeDefined();
    expect(doc.paths['/api/v1/bets/save'].post).toBeDefined();
    expect(doc.paths['/api/v1/bets/load'].get).toBeDefined();
    expect(doc.paths['/api/v1/bets/history'].get).toBeDefined();
  });
});
