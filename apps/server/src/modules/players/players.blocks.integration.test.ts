import { describe, expect, it } from 'vitest';
import { call, login } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { fundedPlayer, lineMatch, makeBet, pick, placed } from '../bets/bets.fixtures.js';
import { connectStudio, launchReal, walletCall } from '../casino/casino.fixtures.js';
import { CARD_FIELDS, CARD_OK, CASHIER_APP, pay, paymentToken } from '../payments/payments.fixtures.js';
import { playerPage } from './players.fixtures.js';

const BLOCKED =
  'Your account is blocked: play and deposits are not available. You can still sign in and withdraw; our support team can tell you more.';

describe('players: an operator’s block', () => {
  const app = useApp(CASHIER_APP);

  it('signs the player out and stops bets, casino stakes and deposits, leaves withdrawals, and lifts with an unblock', async () => {
    connectStudio(app());
    const clock = operatorClock(app());
    const risk = await newSignedInOperator(app(), clock, 'risk');
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const player = await fundedPlayer(app(), 10_000n);
    const match = await lineMatch(app());
    const slotToken = await launchReal(app(), player.token, 'sunken-treasure');
    const slotBet = (uuid: string) =>
      walletCall(app(), 'transaction/bet', {
        token: slotToken,
        user: String(player.id),
        transaction_uuid: uuid,
        round: `round-${uuid}`,
        round_closed: false,
        game_code: 'sunken-treasure',
        currency: 'EUR',
        amount: 100,
      });

    const body = { reason: 'chargebacks on three cards' };
    expect(
      (await adminCall(app(), 'POST', `/players/${player.id}/block`, { token: viewer.token, body })).statusCode,
    ).toBe(403);
    const blocked = await adminCall(app(), 'POST', `/players/${player.id}/block`, { token: risk.token, body });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().payload.blocked).toMatchObject({
      operator_id: risk.id,
      reason: 'chargebacks on three cards',
    });
    expect(
      (await adminCall(app(), 'POST', `/players/${player.id}/block`, { token: risk.token, body })).statusCode,
    ).toBe(409);
    expect((await playerPage(app(), risk.token, player.id)).blocked).toMatchObject({ reason: body.reason });
    // Signed out everywhere.
    expect((await call(app(), 'GET', '/user/profile', { token: player.token })).statusCode).toBe(401);

    const again = await login(app(), player.id, player.password);
    expect(again.statusCode, again.body).toBe(200);
    const token = again.json().payload.token as string;
    const bet = await makeBet(app(), token, {
      account_id: player.walletId,
      amount: 100,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(bet.json().errors.amount).toEqual([BLOCKED]);
    expect(await slotBet('b1')).toMatchObject({ status: 'RS_ERROR_USER_DISABLED' });
    const launch = await call(app(), 'POST', '/casino/games/launch', {
      token,
      body: { game_id: 1, play_mode: 'real' },
    });
    expect(launch.statusCode).toBe(403);
    const card = async (mode: 'deposit' | 'withdrawal') =>
      pay(app(), {
        token: await paymentToken(app(), token),
        mode,
        method: 'card',
        amount: '10',
        card_number: CARD_OK,
        ...CARD_FIELDS,
        lang: 'en',
      });
    expect((await card('deposit')).json().errors.amount).toEqual([
      'Deposits are not available on your account now: a break or a block is in force.',
    ]);
    const withdrawal = await card('withdrawal');
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    const lifted = await adminCall(app(), 'POST', `/players/${player.id}/unblock`, {
      token: risk.token,
      body: { reason: 'the bank confirmed the cards are his' },
    });
    expect(lifted.json().payload).toEqual({ blocked: null });
    const after = await placed(app(), token, {
      account_id: player.walletId,
      amount: 100,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(after.error).toBeNull();
    expect(
      (await adminCall(app(), 'POST', `/players/${player.id}/unblock`, { token: risk.token, body })).statusCode,
    ).toBe(409);

    const audit = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'reason'])
      .where('target', '=', `player:${player.id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'players.blocked', reason: 'chargebacks on three cards' },
      { action: 'players.unblocked', reason: 'the bank confirmed the cards are his' },
    ]);
  });

  it('signs a player out of every device on an operator’s word, without blocking them', async () => {
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    const player = await fundedPlayer(app(), 0n);
    const second = await login(app(), player.id, player.password);
    const ended = await adminCall(app(), 'POST', `/players/${player.id}/sessions/end`, {
      token: risk.token,
      body: { reason: 'the player reported a stolen phone' },
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().payload.ended).toBe(2);
    expect((await call(app(), 'GET', '/user/profile', { token: player.token })).statusCode).toBe(401);
    expect((await call(app(), 'GET', '/user/profile', { token: second.json().payload.token })).statusCode).toBe(401);
    expect((await login(app(), player.id, player.password)).statusCode).toBe(200);
    expect((await playerPage(app(), risk.token, player.id)).blocked).toBeNull();
  });

  it('keeps operators’ notes on the player’s page, newest first, written by support and refused to a viewer', async () => {
    const clock = operatorClock(app());
    const support = await newSignedInOperator(app(), clock, 'support');
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const player = await fundedPlayer(app(), 0n);
    const note = (token: string, body: string) =>
      adminCall(app(), 'POST', `/players/${player.id}/notes`, { token, body: { body } });
    const first = await note(support.token, 'Called about a late withdrawal; explained the bank delay.');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().payload).toMatchObject({ operator_id: support.id, operator_email: support.email });
    await note(support.token, 'Asked to close the account next month.');
    expect((await note(viewer.token, 'not mine to write')).statusCode).toBe(403);
    expect((await note(support.token, '   ')).statusCode).toBe(422);
    expect((await playerPage(app(), viewer.token, player.id)).notes.map((n: { body: string }) => n.body)).toEqual([
      'Asked to close the account next month.',
      'Called about a late withdrawal; explained the bank delay.',
    ]);
  });

  it('shows the player’s casino rounds from the wallet’s record: stakes and wins taken, the game, open or closed', async () => {
    connectStudio(app());
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    const player = await fundedPlayer(app(), 10_000n);
    const token = await launchReal(app(), player.token, 'sunken-treasure');
    const round = (kind: 'bet' | 'win', uuid: string, amount: number, closed: boolean, extra = {}) =>
      walletCall(app(), `transaction/${kind}`, {
        token,
        user: String(player.id),
        transaction_uuid: uuid,
        round: 'round-one',
        round_closed: closed,
        game_code: 'sunken-treasure',
        currency: 'EUR',
        amount,
        ...extra,
      });
    expect(await round('bet', 'r1-bet', 200, false)).toMatchObject({ status: 'RS_OK' });
    expect(await round('win', 'r1-win', 500, true, { reference_transaction_uuid: 'r1-bet' })).toMatchObject({
      status: 'RS_OK',
    });
    const page = await playerPage(app(), viewer.token, player.id);
    expect(page.rounds).toEqual([
      expect.objectContaining({
        provider: 'meridian',
        live: false,
        game: 'Sunken Treasure',
        round: 'round-one',
        currency: 'EUR',
        stake: 200,
        win: 500,
        closed: true,
      }),
    ]);
  });
});
