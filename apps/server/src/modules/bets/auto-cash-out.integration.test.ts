/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { BET_ERRORS, BET_STATUS, betSchema, cashOutResultSchema, winningsOf } from '@meridian/contract/bets';
import type { FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { betStop, footballMarkets, homeWins, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { useApp } from '../../../test/helper.js';
import { until } from '../../../test/two-nodes.js';
import { SUBJECTS } from '../../platform/bus.js';
import type { UserEventMessage } from '../../platform/user-events.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, postingsOf } from '../payments/payments.fixtures.js';
import { AUTO_CASH_OUT_QUEUE } from './auto-cash-out.service.js';
import {
  betHistory,
  cashOut,
  expectedOffer,
  fundedPlayer,
  lineMatch,
  pick,
  placed,
  singleBet,
} from './bets.fixtures.js';

const MATCH_RESULT = [2100, 3300, 3600];
const RISEN_PRICES: [number, number, number] = [1900, 3300, 3600];

// Workers off: the tests run the jobs themselves. On PostgreSQL concurrent calls get connections of their own.
describe('auto cash-out', () => {
  const app = useApp({ backgroundJobs: false, databasePoolSize: 20 });
  const BEFORE = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
  const RISEN = expectedOffer(1_000n, [{ placed: 2100, market: RISEN_PRICES, pick: 0 }]);

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;

  /** A player with 100.00 and a single of 10.00 on the home side at 2.10, on a match of its own. */
  async function singleOnHome() {
    const player = await fundedPlayer(app(), 10_000n);
    const match = await lineMatch(app());
    const bet = await placed(app(), player.token, singleBet(player.walletId, pick(match, 1, 11, 2100)));
    return { player, match, betId: bet.bet_id as number };
  }

  const setRule = (player: Player, body: Record<string, unknown>, language = 'en') =>
    call(app(), 'PUT', '/bets/auto-cash-out', { token: player.token, body, headers: { 'accept-language': language } });
  const deleteRule = (player: Player, betId: number) =>
    call(app(), 'DELETE', '/bets/auto-cash-out', { token: player.token, body: { bet_id: betId } });

  async function ruleSet(player: Player, body: Record<string, unknown>) {
    const res = await setRule(player, body);
    expect(res.statusCode, res.body).toBe(200);
    return betSchema.parse(res.json().payload);
  }

  const rulesOf = (betId: number) =>
    app()
      .database.db.selectFrom('bet_auto_cash_outs')
      .select(['amount', 'stake_part'])
      .where('bet_id', '=', BigInt(betId))
      .execute();

  /** Reprices the match result and waits until the leader has sent the check of the bets on it. */
  async function reprice(match: FixtureChange, prices: [number, number, number], ts: number) {
    const before = (await app().jobs.depths()).get(AUTO_CASH_OUT_QUEUE) ?? 0;
    await feed(app(), odds(match, footballMarkets(prices), ts));
    await until(async () => ((await app().jobs.depths()).get(AUTO_CASH_OUT_QUEUE) ?? 0) > before);
  }

  it('sets, replaces and removes a rule, checking the target against the offer and the payout', async () => {
    const { player, betId } = await singleOnHome();
    const payout = winningsOf(1_000, 2100);

    const atOffer = await setRule(player, { bet_id: betId, amount: Number(BEFORE) });
    expect(atOffer.statusCode).toBe(422);
    expect(atOffer.json().errors).toHaveProperty('amount');
    const aboveWin = await setRule(player, { bet_id: betId, amount: payout + 1 });
    expect(aboveWin.statusCode).toBe(422);
    expect(aboveWin.json().errors).toHaveProperty('amount');
    const tinyPart = await setRule(player, { bet_id: betId, amount: payout / 20, stake_part: 50 });
    expect(tinyPart.statusCode).toBe(422);
    expect(tinyPart.json().errors).toHaveProperty('stake_part');

    const whole = await ruleSet(player, { bet_id: betId, amount: payout });
    expect(whole.auto_cash_out).toEqual({ amount: payout, stake_part: null });
    // A part: what the part pays, above its share of the offer and at most what it wins.
    const share = (BEFORE * 400n) / 1_000n;
    const partAtShare = await setRule(player, { bet_id: betId, amount: Number(share), stake_part: 400 });
    expect(partAtShare.json().errors).toHaveProperty('amount');
    const partAboveWin = await setRule(player, { bet_id: betId, amount: winningsOf(400, 2100) + 1, stake_part: 400 });
    expect(partAboveWin.json().errors).toHaveProperty('amount');
    const part = await ruleSet(player, { bet_id: betId, amount: Number(share) + 1, stake_part: 400 });
    expect(part.auto_cash_out).toEqual({ amount: Number(share) + 1, stake_part: 400 });
    expect(await rulesOf(betId)).toEqual([{ amount: share + 1n, stake_part: 400n }]);
    const [shown] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(shown?.auto_cash_out).toEqual({ amount: Number(share) + 1, stake_part: 400 });

    const other = await fundedPlayer(app(), 1_000n);
    expect((await setRule(other, { bet_id: betId, amount: payout })).statusCode).toBe(404);
    expect((await deleteRule(other, betId)).statusCode).toBe(404);
    expect(await rulesOf(betId)).toHaveLength(1);

    const removed = await deleteRule(player, betId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(betSchema.parse(removed.json().payload).auto_cash_out).toBeNull();
    expect(await rulesOf(betId)).toEqual([]);
  });

  it('refuses a rule on a bet without a cash-out offer, saying why', async () => {
    const { player, match, betId } = await singleOnHome();
    await feed(app(), betStop(match, [1]));
    const res = await setRule(player, { bet_id: betId, amount: winningsOf(1_000, 2100) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ bet_id: [BET_ERRORS.cashOutSuspended] });
    expect(await rulesOf(betId)).toEqual([]);
  });

  it('pays a whole bet once the odds move its offer to the target, once however often its check runs', async () => {
    const { player, match, betId } = await singleOnHome();
    expect(RISEN).toBeGreaterThan(BEFORE);
    await ruleSet(player, { bet_id: betId, amount: Number(BEFORE) + 1 });
    const seen: UserEventMessage[] = [];
    const stop = app().bus.subscribe(SUBJECTS.user, (message) => seen.push(message as UserEventMessage));
    try {
      await reprice(match, RISEN_PRICES, match.ts + 1_000);
      // The job, a second check and the sweep race each other.
      await Promise.all([
        app().jobs.runDue(AUTO_CASH_OUT_QUEUE),
        app().services.autoCashOut.check([BigInt(betId)]),
        app().services.autoCashOut.sweep(),
      ]);
      await app().jobs.runDue(AUTO_CASH_OUT_QUEUE);
      await until(() => seen.some((m) => m.event.kind === 'bet_cashed_out'));
    } finally {
      stop();
    }

    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([
      { key: expect.stringMatching(new RegExp(`^bet:${betId}:cash_out:`)), amount: Number(RISEN) },
    ]);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(RISEN));
    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({
      status: BET_STATUS.cashedOut,
      amount_win: Number(RISEN),
      auto_cash_out: null,
      cashed_out: [{ amount: Number(RISEN), stake_part: 1_000 }],
    });
    expect(await rulesOf(betId)).toEqual([]);
    expect(seen.map((m) => m.event).filter((e) => e.kind === 'bet_cashed_out')).toEqual([
      {
        kind: 'bet_cashed_out',
        account_id: player.walletId,
        bet_id: betId,
        amount: Number(RISEN),
        stake_part: 1_000,
        auto: true,
      },
    ]);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('pays a part its share when the part reaches the target and leaves the rest in game', async () => {
    const { player, match, betId } = await singleOnHome();
    const share = (RISEN * 400n) / 1_000n;
    await ruleSet(player, { bet_id: betId, amount: Number(share), stake_part: 400 });
    await reprice(match, RISEN_PRICES, match.ts + 1_000);
    await app().jobs.runDue(AUTO_CASH_OUT_QUEUE);

    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({
      status: BET_STATUS.inGame,
      amount: 600,
      auto_cash_out: null,
      cashed_out: [{ amount: Number(share), stake_part: 400 }],
    });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(share));
  });

  it('does not fire below the target', async () => {
    const { player, match, betId } = await singleOnHome();
    await ruleSet(player, { bet_id: betId, amount: Number(RISEN) + 1 });
    await reprice(match, RISEN_PRICES, match.ts + 1_000);
    expect(await app().jobs.runDue(AUTO_CASH_OUT_QUEUE)).toBeGreaterThan(0);
    expect((await app().services.autoCashOut.check([BigInt(betId)])).get(BigInt(betId))).toBe('below');

    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([]);
    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({ status: BET_STATUS.inGame, auto_cash_out: { amount: Number(RISEN) + 1 } });
  });

  it('pays once when the rule fires while the player cashes out by hand', async () => {
    for (let round = 0; round < 4; round++) {
      const { player, match, betId } = await singleOnHome();
      await ruleSet(player, { bet_id: betId, amount: Number(BEFORE) + 1 });
      await reprice(match, RISEN_PRICES, match.ts + 1_000);
      const [, , answer] = await Promise.all([
        app().jobs.runDue(AUTO_CASH_OUT_QUEUE),
        app().services.autoCashOut.check([BigInt(betId)]),
        cashOut(app(), player.token, {
          bet_id: betId,
          amount_seen: Number(RISEN),
          check_odds: 2,
          request_id: randomUUID(),
        }),
      ]);
      expect(answer.statusCode, answer.body).toBe(200);
      const manual = cashOutResultSchema.parse(answer.json().payload);
      expect(['done', 'unavailable']).toContain(manual.status);

      expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([
        { key: expect.any(String), amount: Number(RISEN) },
      ]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(RISEN));
      expect(await rulesOf(betId)).toEqual([]);
    }
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('is removed by a manual cash-out, even a partial one, and dropped when the bet is settled', async () => {
    const { player, match, betId } = await singleOnHome();
    await ruleSet(player, { bet_id: betId, amount: winningsOf(1_000, 2100) });
    const share = (BEFORE * 200n) / 1_000n;
    const partial = await cashOut(app(), player.token, {
      bet_id: betId,
      amount_seen: Number(share),
      stake_part: 200,
      request_id: randomUUID(),
    });
    expect(cashOutResultSchema.parse(partial.json().payload)).toMatchObject({
      status: 'done',
      bet: { amount: 800, auto_cash_out: null },
    });
    expect(await rulesOf(betId)).toEqual([]);

    await ruleSet(player, { bet_id: betId, amount: winningsOf(800, 2100) });
    await app().services.ingestion.ingest([homeWins(match)]);
    await app().services.settlement.sweep();
    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({ status: BET_STATUS.won, auto_cash_out: null });
    expect(await rulesOf(betId)).toEqual([]);
    expect(await app().services.autoCashOut.sweep()).toMatchObject({ paid: 0 });
  });
});
