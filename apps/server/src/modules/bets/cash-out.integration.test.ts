/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { BET_ERRORS, BET_STATUS, cashOutResultSchema, winningsOf } from '@meridian/contract/bets';
import type { FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { betStop, footballMarkets, homeWins, live, odds, settlement } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { until } from '../../../test/two-nodes.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, EUR, postingsOf } from '../payments/payments.fixtures.js';
import { ensureWallet } from '../wallets/wallets.service.js';
import {
  betHistory,
  cashOut,
  expectedOffer,
  fund,
  fundedPlayer,
  houseBetting,
  lineMatch,
  pick,
  placed,
  singleBet,
} from './bets.fixtures.js';

const MATCH_RESULT = [2100, 3300, 3600];

describe('cash-out', () => {
  const app = useApp();

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;

  /** A player with 100.00 and a single of 10.00 on the home side at 2.10, on a match of its own. */
  async function singleOnHome(stake = 1_000) {
    const player = await fundedPlayer(app(), 10_000n);
    const match = await lineMatch(app());
    const bet = await placed(
      app(),
      player.token,
      singleBet(player.walletId, pick(match, 1, 11, 2100), { amount: stake }),
    );
    return { player, match, betId: bet.bet_id as number };
  }

  async function ask(player: Player, body: Record<string, unknown>) {
    const res = await cashOut(app(), player.token, { request_id: randomUUID(), ...body });
    expect(res.statusCode, res.body).toBe(200);
    return cashOutResultSchema.parse(res.json().payload);
  }

  async function offerShown(player: Player, betId: number) {
    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    return bet?.cash_out;
  }

  const priceMarket = (match: FixtureChange, prices: [number, number, number], ts: number) =>
    feed(app(), odds(match, footballMarkets(prices), ts));

  it('pays a whole single its fair value less the margin, closes it and shows it cashed out', async () => {
    const { player, betId } = await singleOnHome();
    const value = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    expect(await offerShown(player, betId)).toEqual({ available: true, amount: Number(value), reason: null });
    const houseBefore = await houseBetting(app(), EUR);

    const answer = await ask(player, { bet_id: betId, amount_seen: Number(value) });

    expect(answer).toMatchObject({ status: 'done', amount: Number(value), wait_time: 0, error: null });
    expect(answer.bet).toMatchObject({
      id: betId,
      status: BET_STATUS.cashedOut,
      amount: 1_000,
      amount_win: Number(value),
      cash_out: { available: false, amount: null, reason: 'decided' },
      cashed_out: [{ amount: Number(value), stake_part: 1_000, at: expect.any(Number) }],
    });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(value));
    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([
      { key: expect.stringMatching(new RegExp(`^bet:${betId}:cash_out:`)), amount: Number(value) },
    ]);
    expect((await houseBetting(app(), EUR)) - houseBefore).toBe(-value);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
    expect(await betHistory(app(), player.token, `?status=${BET_STATUS.cashedOut}`)).toEqual([
      expect.objectContaining({ id: betId }),
    ]);
  });

  it('pays a part its share, leaves the rest in game, and settlement pays on the stake left', async () => {
    const { player, match, betId } = await singleOnHome();
    const value = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    const share = (value * 400n) / 1_000n;

    const answer = await ask(player, { bet_id: betId, amount_seen: Number(share), stake_part: 400 });

    expect(answer).toMatchObject({ status: 'done', amount: Number(share) });
    expect(answer.bet).toMatchObject({
      status: BET_STATUS.inGame,
      amount: 600,
      possible_win: winningsOf(600, 2100),
      cash_out: {
        available: true,
        amount: Number(expectedOffer(600n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }])),
      },
      cashed_out: [{ amount: Number(share), stake_part: 400 }],
    });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(share));

    await app().services.ingestion.ingest([homeWins(match)]);
    await app().services.settlement.sweep();
    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({ status: BET_STATUS.won, amount: 600, amount_win: winningsOf(600, 2100) });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(share) + winningsOf(600, 2100));
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('prices an accumulator from each open leg’s market', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const first = await lineMatch(app());
    const second = await lineMatch(app());
    const bet = await placed(app(), player.token, {
      account_id: player.walletId,
      amount: 1_000,
      bet_type: 2,
      events: [pick(first, 1, 11, 2100), pick(second, 6, 61, 1800)],
    });
    const value = expectedOffer(1_000n, [
      { placed: 2100, market: MATCH_RESULT, pick: 0 },
      { placed: 1800, market: [1800, 1950], pick: 0 },
    ]);
    expect(await offerShown(player, bet.bet_id as number)).toEqual({
      available: true,
      amount: Number(value),
      reason: null,
    });
  });

  it('follows check_odds when the offer moved: 1 answers the new amount, 3 pays a rise only, 2 pays any', async () => {
    const { player, match, betId } = await singleOnHome();
    const before = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    // The home side is shorter now: the bet is worth more.
    await priceMarket(match, [1900, 3300, 3600], match.ts + 1_000);
    const risen = expectedOffer(1_000n, [{ placed: 2100, market: [1900, 3300, 3600], pick: 0 }]);
    expect(risen).toBeGreaterThan(before);

    const exact = await ask(player, { bet_id: betId, amount_seen: Number(before), check_odds: 1 });
    expect(exact).toMatchObject({ status: 'changed', amount: Number(risen), error: BET_ERRORS.cashOutChanged });
    expect(exact.bet.status).toBe(BET_STATUS.inGame);

    // Longer again: worth less than what the player saw.
    await priceMarket(match, [2500, 3100, 3000], match.ts + 2_000);
    const fallen = expectedOffer(1_000n, [{ placed: 2100, market: [2500, 3100, 3000], pick: 0 }]);
    const refused = await ask(player, { bet_id: betId, amount_seen: Number(risen), check_odds: 3 });
    expect(refused).toMatchObject({ status: 'changed', amount: Number(fallen) });
    const part = (fallen * 200n) / 1_000n;
    const raised = await ask(player, { bet_id: betId, amount_seen: Number(part) - 1, check_odds: 3, stake_part: 200 });
    expect(raised).toMatchObject({ status: 'done', amount: Number(part) });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(part));

    const rest = expectedOffer(800n, [{ placed: 2100, market: [2500, 3100, 3000], pick: 0 }]);
    const any = await ask(player, { bet_id: betId, amount_seen: Number(rest) * 2, check_odds: 2 });
    expect(any).toMatchObject({ status: 'done', amount: Number(rest) });
    expect(any.bet).toMatchObject({ status: BET_STATUS.cashedOut, amount: 800, amount_win: Number(rest) });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(part) + Number(rest));
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('has no offer while the market is suspended, or once a leg has lost', async () => {
    const { player, match, betId } = await singleOnHome();
    const value = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    await feed(app(), betStop(match, [1]));
    const suspended = await ask(player, { bet_id: betId, amount_seen: Number(value), check_odds: 2 });
    expect(suspended).toMatchObject({ status: 'unavailable', amount: null, error: BET_ERRORS.cashOutSuspended });
    expect(suspended.bet.cash_out).toEqual({ available: false, amount: null, reason: 'suspended' });

    const other = await lineMatch(app());
    const acca = await placed(app(), player.token, {
      account_id: player.walletId,
      amount: 1_000,
      bet_type: 2,
      events: [pick(other, 1, 11, 2100), pick(await lineMatch(app()), 1, 11, 2100)],
    });
    const awayWon = settlement(other, [
      {
        id: 1,
        outcomes: [
          [11, 'lost'],
          [12, 'lost'],
          [13, 'won'],
        ],
      },
    ]);
    // The result is in but not settled yet: the bet waits for settlement.
    await app().services.ingestion.ingest([awayWon]);
    const lost = await ask(player, { bet_id: acca.bet_id, amount_seen: 1, check_odds: 2 });
    expect(lost.status).toBe('unavailable');
    await app().services.settlement.sweep();
    const after = await ask(player, { bet_id: acca.bet_id, amount_seen: 1, check_odds: 2 });
    expect(after).toMatchObject({ status: 'unavailable', error: BET_ERRORS.cashOutLost });
    expect(after.bet).toMatchObject({ status: BET_STATUS.lost, cash_out: { available: false, reason: 'lost' } });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(8_000);
  });

  it('offers nothing for a bet staked with a free bet or from a sports bonus balance', async () => {
    const player = await fundedPlayer(app(), 10_000n);
    const match = await lineMatch(app());
    const freeBet = await app()
      .database.db.insertInto('free_bets')
      .values({ user_id: BigInt(player.id), currency_id: EUR, amount: 500n, title: 'Free bet', description: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const free = await placed(
      app(),
      player.token,
      singleBet(player.walletId, pick(match, 1, 11, 2100), { amount: 500, free_bet_id: Number(freeBet.id) }),
    );
    const refused = await ask(player, { bet_id: free.bet_id, amount_seen: 400, check_odds: 2 });
    expect(refused).toMatchObject({ status: 'unavailable', error: BET_ERRORS.cashOutBonus });
    expect(refused.bet.cash_out).toEqual({ available: false, amount: null, reason: 'bonus' });

    const bonusWallet = await ensureWallet(app().database.db, BigInt(player.id), EUR, 'bonus_sport');
    await fund(app(), player.id, Number(bonusWallet), 2_000n);
    const bonus = await placed(app(), player.token, singleBet(Number(bonusWallet), pick(match, 1, 11, 2100)));
    expect(await offerShown(player, bonus.bet_id as number)).toEqual({
      available: false,
      amount: null,
      reason: 'bonus',
    });
    const answer = await ask(player, { bet_id: bonus.bet_id, amount_seen: 900, check_odds: 2 });
    expect(answer).toMatchObject({ status: 'unavailable', error: BET_ERRORS.cashOutBonus });
    expect(await postingsOf(app(), Number(bonusWallet), 'bet_cash_out')).toEqual([]);
  });

  it('answers a repeated request_id with its first outcome and pays once; another request under it is a 409', async () => {
    const { player, betId } = await singleOnHome();
    const value = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    const body = { bet_id: betId, amount_seen: Number(value), request_id: randomUUID() };
    const first = await ask(player, body);
    const again = await ask(player, body);
    expect(first).toMatchObject({ status: 'done', amount: Number(value) });
    expect(again).toEqual(first);
    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toHaveLength(1);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(value));

    const changed = await cashOut(app(), player.token, { ...body, amount_seen: Number(value) + 1 });
    expect(changed.statusCode, changed.body).toBe(409);
    // A new request for the bet now: it is cashed out.
    const closed = await ask(player, { bet_id: betId, amount_seen: Number(value) });
    expect(closed).toMatchObject({ status: 'unavailable', error: BET_ERRORS.cashOutDecided });
  });

  it('holds a request on a bet in play for the live delay, then prices it again and pays', async () => {
    const { player, match, betId } = await singleOnHome();
    await feed(app(), live(match, [0, 0], match.ts + 1_000));
    const value = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    const body = { bet_id: betId, amount_seen: Number(value), request_id: randomUUID() };

    const first = await ask(player, body);
    expect(first).toMatchObject({ status: 'waiting', amount: null, wait_time: app().config.betLiveDelayS });
    const early = await ask(player, body);
    expect(early.status).toBe('waiting');
    expect(early.wait_time).toBeGreaterThan(0);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);

    // The delay has passed.
    await app()
      .database.db.updateTable('bet_cash_outs')
      .set({ accept_after: new Date(Date.now() - 1_000) })
      .where('request_id', '=', body.request_id)
      .execute();
    const done = await ask(player, body);
    expect(done).toMatchObject({ status: 'done', amount: Number(value) });
    expect(await ask(player, body)).toEqual(done);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(value));
  });

  it('refuses a part under 10 % or not less than the stake, and another player’s bet', async () => {
    const { player, betId } = await singleOnHome();
    for (const stake_part of [99, 1_000]) {
      const res = await cashOut(app(), player.token, {
        bet_id: betId,
        amount_seen: 1,
        stake_part,
        request_id: randomUUID(),
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.stake_part).toHaveLength(1);
    }
    const stranger = await fundedPlayer(app(), 0n);
    const res = await cashOut(app(), stranger.token, { bet_id: betId, amount_seen: 1, request_id: randomUUID() });
    expect(res.statusCode, res.body).toBe(404);
    const bad = await cashOut(app(), player.token, { bet_id: betId, amount_seen: 1, request_id: 'not-a-uuid' });
    expect(bad.statusCode).toBe(422);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
  });

  it('stands when the market is settled and then resettled by hand: nothing is reversed or paid again', async () => {
    const { player, match, betId } = await singleOnHome();
    const value = expectedOffer(1_000n, [{ placed: 2100, market: MATCH_RESULT, pick: 0 }]);
    expect(await ask(player, { bet_id: betId, amount_seen: Number(value) })).toMatchObject({ status: 'done' });
    await app().services.ingestion.ingest([homeWins(match)]);
    await app().services.settlement.sweep();

    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const outcomes = [
      { outcome_id: 11, result: 'lost' },
      { outcome_id: 12, result: 'lost' },
      { outcome_id: 13, result: 'won' },
    ];
    const res = await adminCall(app(), 'POST', `/events/${match.event_id}/markets/1/resettle`, {
      token: trader.token,
      body: { results: outcomes, reason: 'the feed settled the wrong side' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json().payload as { id: number };
    await until(async () => {
      const done = await adminCall(app(), 'GET', `/settlements/${id}`, { token: trader.token });
      return done.json().payload.finished_at !== null;
    });

    const [bet] = await betHistory(app(), player.token, `?coupon_id=${betId}`);
    expect(bet).toMatchObject({ status: BET_STATUS.cashedOut, amount_win: Number(value) });
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(value));
    expect(await postingsOf(app(), player.walletId, 'bet_resettled')).toEqual([]);
    expect(await postingsOf(app(), player.walletId, 'bet_win')).toEqual([]);
  });

  it('answers in the request’s language', async () => {
    const { player, match, betId } = await singleOnHome();
    await feed(app(), betStop(match, [1]));
    const res = await cashOut(app(), player.token, { bet_id: betId, amount_seen: 1, request_id: randomUUID() }, 'ru');
    expect(res.json().payload.error).toBe('Продажа ставки временно приостановлена');
  });
});
