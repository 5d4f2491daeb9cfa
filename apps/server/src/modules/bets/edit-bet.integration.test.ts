/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import {
  BET_STATUS,
  cashOutResultSchema,
  combinedOdds,
  editBetRequestSchema,
  editBetResultSchema,
} from '@meridian/contract/bets';
import type { FixtureChange } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { betStop } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { useApp } from '../../../test/helper.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, EUR, postingsOf } from '../payments/payments.fixtures.js';
import {
  betHistory,
  cashOut,
  expectedOffer,
  fundedPlayer,
  houseBetting,
  lineMatch,
  pick,
  placed,
} from './bets.fixtures.js';

const MATCH_RESULT = [2100, 3300, 3600];
const HOME = (match: FixtureChange) => pick(match, 1, 11, 2100);
const DRAW = (match: FixtureChange) => pick(match, 1, 12, 3300);

// On PostgreSQL the concurrent requests run on connections of their own; the embedded database takes them in turn.
describe('edit bet', () => {
  const app = useApp({ databasePoolSize: 20 });

  type Player = Awaited<ReturnType<typeof fundedPlayer>>;

  /** A player with 100.00 and an accumulator of 10.00 on the home side of `legs` matches of its own. */
  async function accumulator(legs = 2, stake = 1_000) {
    const player = await fundedPlayer(app(), 10_000n);
    const matches: FixtureChange[] = [];
    for (let i = 0; i < legs; i++) matches.push(await lineMatch(app()));
    const bet = await placed(app(), player.token, {
      account_id: player.walletId,
      amount: stake,
      bet_type: 2,
      check_odds: 1,
      events: matches.map(HOME),
    });
    const value = expectedOffer(
      BigInt(stake),
      matches.map(() => ({ placed: 2100, market: MATCH_RESULT, pick: 0 })),
    );
    return { player, matches, betId: bet.bet_id as number, value };
  }

  function edit(player: Player, body: Record<string, unknown>, language = 'en') {
    return call(app(), 'POST', '/bets/edit', {
      token: player.token,
      body: { request_id: randomUUID(), ...body },
      headers: { 'accept-language': language },
    });
  }

  async function edited(player: Player, body: Record<string, unknown>) {
    const res = await edit(player, body);
    expect(res.statusCode, res.body).toBe(200);
    return editBetResultSchema.parse(res.json().payload);
  }

  async function betStatus(betId: number) {
    return app()
      .database.db.selectFrom('bets')
      .select(['status', 'amount', 'amount_win'])
      .where('id', '=', BigInt(betId))
      .executeTakeFirstOrThrow();
  }

  async function expectBalancedLedger() {
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  }

  /** Nothing changed for the player: the bet open as placed, no cash-out, no new bet, the balance as before. */
  async function expectUntouched(player: Player, betId: number, balance: number) {
    expect(await betStatus(betId)).toEqual({ status: BET_STATUS.inGame, amount: 1_000n, amount_win: 0n });
    expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([]);
    expect(await betHistory(app(), player.token)).toHaveLength(1);
    expect(await balanceOf(app(), player.token, player.walletId)).toBe(balance);
    await expectBalancedLedger();
  }

  describe('POST /bets/edit', () => {
    it('removes a leg: cashes the bet out at its offer and places the rest with that value as its stake', async () => {
      const { player, matches, betId, value } = await accumulator(3);
      const houseBefore = await houseBetting(app(), EUR);
      const events = matches.slice(0, 2).map(HOME);

      const answer = await edited(player, { bet_id: betId, events, amount_seen: Number(value) });

      expect(answer).toMatchObject({ status: 'done', amount: Number(value), reason: null, error: null });
      const newBet = answer.new_bet;
      expect(newBet).toMatchObject({
        type: 2,
        status: BET_STATUS.inGame,
        amount: Number(value),
        odds: combinedOdds([2100, 2100]),
        edited_from: betId,
        edited_to: null,
        account_id: player.walletId,
      });
      expect(newBet?.events.map((e) => e.id)).toEqual(matches.slice(0, 2).map((m) => m.event_id));
      expect(answer.bet).toMatchObject({
        id: betId,
        status: BET_STATUS.cashedOut,
        amount_win: Number(value),
        edited_to: newBet?.id,
        edited_from: null,
        cashed_out: [{ amount: Number(value), stake_part: 1_000 }],
      });
      // The cash-out credit and the new stake are the same amount: the balance is where the first stake left it.
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
      expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toEqual([
        { key: expect.stringMatching(new RegExp(`^bet:${betId}:cash_out:`)), amount: Number(value) },
      ]);
      expect((await postingsOf(app(), player.walletId, 'bet_stake')).map((p) => p.amount)).toEqual([
        -1_000,
        -Number(value),
      ]);
      expect((await houseBetting(app(), EUR)) - houseBefore).toBe(0n);
      await expectBalancedLedger();
      // The history shows both, each linking the other.
      const history = await betHistory(app(), player.token);
      expect(history.map((b) => [b.id, b.edited_from, b.edited_to])).toEqual([
        [newBet?.id, betId, null],
        [betId, null, newBet?.id],
      ]);
    });

    it('adds a leg and swaps one, placing the new accumulator at its odds now', async () => {
      const { player, matches, betId, value } = await accumulator(2);
      const added = await lineMatch(app());
      const events = [HOME(matches[0] as FixtureChange), DRAW(matches[1] as FixtureChange), HOME(added)];

      const answer = await edited(player, { bet_id: betId, events, amount_seen: Number(value) });

      expect(answer.status).toBe('done');
      expect(answer.new_bet).toMatchObject({
        amount: Number(value),
        odds: combinedOdds([2100, 3300, 2100]),
        edited_from: betId,
      });
      expect(answer.new_bet?.events.map((e) => [e.id, e.outcome_id])).toEqual([
        [matches[0]?.event_id, 11],
        [matches[1]?.event_id, 12],
        [added.event_id, 11],
      ]);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
      await expectBalancedLedger();
    });

    it('answers a repeated request_id with the same two bets and does nothing again; another body is 409', async () => {
      const { player, matches, betId, value } = await accumulator(3);
      const body = {
        bet_id: betId,
        request_id: randomUUID(),
        events: matches.slice(1).map(HOME),
        amount_seen: Number(value),
      };
      const first = await edited(player, body);
      const again = await edited(player, body);

      expect(again).toMatchObject({ status: 'done', amount: Number(value) });
      expect(again.new_bet?.id).toBe(first.new_bet?.id);
      expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toHaveLength(1);
      expect(await betHistory(app(), player.token)).toHaveLength(2);

      const changed = await edit(player, { ...body, events: matches.slice(0, 2).map(HOME) });
      expect(changed.statusCode).toBe(409);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
    });

    it('answers changed with the offer now when it moved from the amount seen', async () => {
      const { player, matches, betId, value } = await accumulator(3);
      const answer = await edited(player, {
        bet_id: betId,
        events: matches.slice(1).map(HOME),
        amount_seen: Number(value) + 1,
      });
      expect(answer).toMatchObject({
        status: 'changed',
        amount: Number(value),
        error: 'The cash-out amount has changed',
        new_bet: null,
      });
      await expectUntouched(player, betId, 9_000);
    });

    it('refuses once a match of the bet has started, by the clock', async () => {
      const { player, matches, betId, value } = await accumulator(3);
      const first = matches[0] as FixtureChange;
      const input = editBetRequestSchema.parse({
        bet_id: betId,
        request_id: randomUUID(),
        events: matches.slice(1).map(HOME),
        amount_seen: Number(value),
      });
      const answer = await app().services.editBet.edit(BigInt(player.id), input, 'en', (first.start_time + 1) * 1000);
      expect(answer).toMatchObject({
        status: 'unavailable',
        reason: 'started',
        error: 'This bet can no longer be edited: a match has started',
      });
      await expectUntouched(player, betId, 9_000);
    });

    it('refuses a single, in the request’s language', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const [a, b] = [await lineMatch(app()), await lineMatch(app())];
      const single = await placed(app(), player.token, {
        account_id: player.walletId,
        amount: 1_000,
        bet_type: 1,
        check_odds: 1,
        events: [HOME(a)],
      });
      const res = await edit(player, { bet_id: single.bet_id, events: [HOME(a), HOME(b)], amount_seen: 900 }, 'ru');
      expect(res.statusCode, res.body).toBe(200);
      expect(editBetResultSchema.parse(res.json().payload)).toMatchObject({
        status: 'unavailable',
        reason: 'not_accumulator',
        error: 'Редактировать можно только открытый экспресс',
      });
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
    });

    it('refuses an accumulator staked with a free bet', async () => {
      const player = await fundedPlayer(app(), 10_000n);
      const matches = [await lineMatch(app()), await lineMatch(app()), await lineMatch(app())];
      const freeBet = await app()
        .database.db.insertInto('free_bets')
        .values({ user_id: BigInt(player.id), currency_id: EUR, amount: 500n, title: 'Free', description: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const bet = await placed(app(), player.token, {
        account_id: player.walletId,
        amount: 500,
        bet_type: 2,
        check_odds: 1,
        events: matches.map(HOME),
        free_bet_id: Number(freeBet.id),
      });
      const answer = await edited(player, { bet_id: bet.bet_id, events: matches.slice(1).map(HOME), amount_seen: 400 });
      expect(answer).toMatchObject({ status: 'unavailable', reason: 'bonus', new_bet: null });
      expect((await betStatus(bet.bet_id as number)).status).toBe(BET_STATUS.inGame);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(10_000);
    });

    it('refuses an unchanged list of selections (422), in any order', async () => {
      const { player, matches, betId, value } = await accumulator(2);
      const res = await edit(player, {
        bet_id: betId,
        events: [...matches].reverse().map(HOME),
        amount_seen: Number(value),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.events).toEqual([expect.stringContaining('add, remove or swap')]);
      await expectUntouched(player, betId, 9_000);
    });

    it('refuses a bet partly cashed out before', async () => {
      const { player, matches, betId, value } = await accumulator(3);
      const part = (value * 500n) / 1_000n;
      const res = await cashOut(app(), player.token, {
        bet_id: betId,
        amount_seen: Number(part),
        stake_part: 500,
        request_id: randomUUID(),
      });
      expect(cashOutResultSchema.parse(res.json().payload).status).toBe('done');
      const answer = await edited(player, { bet_id: betId, events: matches.slice(1).map(HOME), amount_seen: 1 });
      expect(answer).toMatchObject({ status: 'unavailable', reason: 'cashed_out', new_bet: null });
      expect(await betHistory(app(), player.token)).toHaveLength(1);
    });

    it('leaves the bet open and the balance as it was when a new selection is suspended', async () => {
      const { player, matches, betId, value } = await accumulator(2);
      const added = await lineMatch(app());
      await feed(app(), betStop(added, [1]));
      const answer = await edited(player, {
        bet_id: betId,
        events: [...matches.map(HOME), HOME(added)],
        amount_seen: Number(value),
      });
      expect(answer).toMatchObject({
        status: 'unavailable',
        reason: 'refused',
        error: 'Betting on this event has temporarily been closed',
        new_bet: null,
      });
      expect(answer.bet).toMatchObject({ status: BET_STATUS.inGame, edited_to: null });
      await expectUntouched(player, betId, 9_000);
    });

    it('writes nothing when the new bet would pay more than the largest payout of a bet', async () => {
      const { player, matches, betId, value } = await accumulator(2);
      const added = await lineMatch(app());
      // The trading desk's limit, set where app.ts wires it: the new bet's payout at its stake passes it.
      app().services.bets.usePayoutLimit(async () => 2_000n);
      try {
        const res = await edit(player, {
          bet_id: betId,
          events: [...matches.map(HOME), HOME(added)],
          amount_seen: Number(value),
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors.amount_seen).toEqual([expect.stringContaining('The largest payout of a bet is')]);
      } finally {
        app().services.bets.usePayoutLimit((currencyId) => app().services.payoutLimits.of(currencyId));
      }
      await expectUntouched(player, betId, 9_000);
    });

    it('is 404 for another player’s bet', async () => {
      const { matches, betId, value } = await accumulator(3);
      const other = await fundedPlayer(app(), 1_000n);
      const res = await edit(other, { bet_id: betId, events: matches.slice(1).map(HOME), amount_seen: Number(value) });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('under concurrency', () => {
    it('answers one request sent ten times at once with one edit', async () => {
      const { player, matches, betId, value } = await accumulator(3);
      const body = {
        bet_id: betId,
        request_id: randomUUID(),
        events: matches.slice(1).map(HOME),
        amount_seen: Number(value),
      };
      const answers = await Promise.all(Array.from({ length: 10 }, () => edit(player, body)));
      const results = answers.map((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return editBetResultSchema.parse(res.json().payload);
      });
      const newIds = new Set(results.map((r) => r.new_bet?.id));
      expect(results.every((r) => r.status === 'done')).toBe(true);
      expect(newIds.size).toBe(1);
      expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toHaveLength(1);
      expect(await betHistory(app(), player.token)).toHaveLength(2);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
      await expectBalancedLedger();
    });

    it('ends an edit raced against a cash-out of the same bet with one of them', async () => {
      for (let round = 0; round < 6; round++) {
        const { player, matches, betId, value } = await accumulator(3);
        const [editAnswer, cashAnswer] = await Promise.all([
          edit(player, { bet_id: betId, events: matches.slice(1).map(HOME), amount_seen: Number(value) }),
          cashOut(app(), player.token, { bet_id: betId, amount_seen: Number(value), request_id: randomUUID() }),
        ]);
        const editResult = editBetResultSchema.parse(editAnswer.json().payload);
        const cashResult = cashOutResultSchema.parse(cashAnswer.json().payload);
        const bets = await betHistory(app(), player.token);
        expect(await postingsOf(app(), player.walletId, 'bet_cash_out')).toHaveLength(1);
        if (editResult.status === 'done') {
          expect(cashResult).toMatchObject({ status: 'unavailable', bet: { cash_out: { reason: 'decided' } } });
          expect(bets).toHaveLength(2);
          expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000);
        } else {
          expect(editResult).toMatchObject({ status: 'unavailable', reason: 'decided' });
          expect(cashResult.status).toBe('done');
          expect(bets).toHaveLength(1);
          expect(await balanceOf(app(), player.token, player.walletId)).toBe(9_000 + Number(value));
        }
      }
      await expectBalancedLedger();
    });
  });
});
