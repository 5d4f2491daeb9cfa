/**
 * @module-tag engine
 */
import { describe, expect, it } from 'vitest';
import { call, emailFields, lastCode, login, PASSWORD, registerByEmail } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { fundedPlayer, lineMatch, pick, placed } from '../bets/bets.fixtures.js';
import { connectStudio, launchReal, walletCall } from '../casino/casino.fixtures.js';
import {
  balanceOf,
  CARD_CHALLENGE,
  CARD_FIELDS,
  CARD_OK,
  CASHIER_APP,
  depositByCard,
  newPlayer,
  pay,
  paymentToken,
} from '../payments/payments.fixtures.js';
import { updateUser } from '../users/users.service.js';
import { playerPage } from './players.fixtures.js';

const CLOSED =
  'Your account is closed, so you cannot sign in. If you think this is a mistake, our support team can help.';
const CLOSED_RU =
  'Ваш аккаунт закрыт, поэтому войти в него нельзя. Если вы считаете, что это ошибка, обратитесь в службу поддержки.';

describe('players: an operator closes an account', () => {
  const app = useApp(CASHIER_APP);

  const close = (token: string, id: number, reason = 'the player asked to close the account') =>
    adminCall(app(), 'POST', `/players/${id}/close`, { token, body: { reason } });
  const reopen = (token: string, id: number, reason = 'the player asked to come back') =>
    adminCall(app(), 'POST', `/players/${id}/reopen`, { token, body: { reason } });
  const closures = (id: number) =>
    app().database.db.selectFrom('player_closures').selectAll().where('user_id', '=', BigInt(id)).execute();

  it('refuses while the account holds money, an open bet, a payment not yet final or an open casino round, saying what remains', async () => {
    connectStudio(app());
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');

    const funded = await fundedPlayer(app(), 10_000n);
    const withMoney = await close(risk.token, funded.id);
    expect(withMoney.statusCode).toBe(409);
    expect(withMoney.json().message).toMatch(
      /^The account still holds 1 wallet with money\. .*ask the player to withdraw/,
    );

    // The whole balance staked: no money in the wallet, but a bet still open.
    const match = await lineMatch(app());
    const bet = await placed(app(), funded.token, {
      account_id: funded.walletId,
      amount: 10_000,
      bet_type: 1,
      events: [pick(match, 1, 11, 2100)],
    });
    expect(bet.error).toBeNull();
    expect((await close(risk.token, funded.id)).json().message).toMatch(/^The account still holds 1 open bet\./);

    const paying = await newPlayer(app());
    // A card asking for its 3-D Secure code: the deposit waits, authorised and not credited.
    await depositByCard(app(), paying.token, '25', CARD_CHALLENGE);
    expect((await close(risk.token, paying.id)).json().message).toMatch(
      /^The account still holds 1 payment not yet final\./,
    );

    const playing = await fundedPlayer(app(), 500n);
    const slot = await launchReal(app(), playing.token, 'sunken-treasure');
    const stake = await walletCall(app(), 'transaction/bet', {
      token: slot,
      user: String(playing.id),
      transaction_uuid: 'close-round-bet',
      round: 'close-round',
      round_closed: false,
      game_code: 'sunken-treasure',
      currency: 'EUR',
      amount: 500,
    });
    expect(stake).toMatchObject({ status: 'RS_OK' });
    expect((await close(risk.token, playing.id)).json().message).toMatch(
      /^The account still holds 1 open casino round\./,
    );

    for (const player of [funded, paying, playing]) {
      expect(await closures(player.id)).toEqual([]);
      expect((await playerPage(app(), risk.token, player.id)).closed).toBeNull();
      expect((await call(app(), 'GET', '/user/profile', { token: player.token })).statusCode).toBe(200);
    }
  });

  it('closes an empty account: signs the player out everywhere, refuses every sign-in until reopened, keeps the e-mail taken', async () => {
    const clock = operatorClock(app());
    const risk = await newSignedInOperator(app(), clock, 'risk');
    const viewer = await newSignedInOperator(app(), clock, 'viewer');
    const player = await registerByEmail(app());
    const me = await call(app(), 'GET', '/user/profile', { token: player.token });
    const id = me.json().payload.user.id as number;
    const phone = `35799${String(Date.now()).slice(-6)}`;
    await updateUser(app().database.db, BigInt(id), { phone, phone_verified_at: new Date() });
    const second = await login(app(), player.email, PASSWORD);
    expect(second.statusCode).toBe(200);
    // A sign-in code sent before the close (past the wrong-password limit, sign-in asks for one).
    const signInCode = await app()
      .database.db.transaction()
      .execute((trx) =>
        app().services.codes.create(trx, {
          purpose: 'sign_in',
          channel: 'email',
          destination: player.email,
          userId: BigInt(id),
          payload: null,
          language: 'en',
        }),
      );
    const signInDigits = await lastCode(app(), player.email);

    expect((await close(viewer.token, id)).statusCode).toBe(403);
    const closed = await close(risk.token, id, 'asked by e-mail to close the account for good');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().payload.closed).toMatchObject({
      operator_id: risk.id,
      operator_email: risk.email,
      reason: 'asked by e-mail to close the account for good',
    });
    const again = await close(risk.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The account is closed already.');
    expect((await playerPage(app(), viewer.token, id)).closed).toMatchObject({ operator_email: risk.email });

    // Every session ended, and no token refreshes.
    for (const token of [player.token, second.json().payload.token]) {
      expect((await call(app(), 'GET', '/user/profile', { token })).statusCode).toBe(401);
    }
    const refreshed = await call(app(), 'POST', '/auth/refresh-token', { body: { refresh_token: player.refresh } });
    expect(refreshed.statusCode).toBe(401);

    // The password by e-mail, by id and by phone: refused in the player's language.
    for (const byWhat of [player.email, String(id)]) {
      const refused = await login(app(), byWhat, PASSWORD);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'Forbidden', message: CLOSED });
    }
    const byPhone = await call(app(), 'POST', '/auth/login', {
      body: { phone: `+${phone}`, password: PASSWORD },
      headers: { 'accept-language': 'ru' },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(403);
    expect(byPhone.json().message).toBe(CLOSED_RU);
    // A wrong password says nothing of the closure.
    expect((await login(app(), player.email, 'Wrong12345')).statusCode).toBe(422);

    // The code sent before the close, and a recovery: the code is sent, its check refused.
    const byCode = await call(app(), 'POST', '/auth/code/check', {
      body: { id: signInCode.id, token: signInCode.token, code: signInDigits },
    });
    expect(byCode.statusCode, byCode.body).toBe(403);
    expect(byCode.json().message).toBe(CLOSED);
    const recovery = await call(app(), 'POST', '/auth/password/recovery', { body: { email: player.email } });
    expect(recovery.statusCode).toBe(200);
    const recoveryCode = recovery.json().payload.code;
    const recovered = await call(app(), 'POST', '/auth/code/check', {
      body: { id: recoveryCode.id, token: recoveryCode.token, code: await lastCode(app(), player.email) },
    });
    expect(recovered.statusCode, recovered.body).toBe(403);
    expect(recovered.json().message).toBe(CLOSED);
    const sessions = await app()
      .database.db.selectFrom('sessions')
      .select('id')
      .where('user_id', '=', BigInt(id))
      .where('revoked_at', 'is', null)
      .execute();
    expect(sessions).toEqual([]);

    // Signing up again with the address: taken, as before (the owner gets a notice, not a code).
    const signUp = await call(app(), 'POST', '/auth/registration', {
      body: { type_id: 1, group_id: 1, fields: emailFields(player.email) },
    });
    expect(signUp.statusCode).toBe(200);
    const inbox = (await app().inject({ method: 'GET', url: '/dev/inbox.json' })).json().payload.list;
    expect(inbox[0]).toMatchObject({ to: player.email, subject: 'Someone tried to sign up with your address' });

    expect((await reopen(viewer.token, id)).statusCode).toBe(403);
    const reopened = await reopen(risk.token, id);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().payload).toEqual({ closed: null });
    expect((await reopen(risk.token, id)).statusCode).toBe(409);
    expect((await login(app(), player.email, PASSWORD)).statusCode).toBe(200);
    expect((await playerPage(app(), risk.token, id)).closed).toBeNull();

    const audit = await app()
      .database.db.selectFrom('operator_audit_log')
      .select(['action', 'reason', 'operator_id', 'before', 'after'])
      .where('target', '=', `player:${id}`)
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      {
        action: 'players.closed',
        reason: 'asked by e-mail to close the account for good',
        operator_id: BigInt(risk.id),
        before: { closed: false },
        after: { closed: true },
      },
      {
        action: 'players.reopened',
        reason: 'the player asked to come back',
        operator_id: BigInt(risk.id),
        before: { closed: true },
        after: { closed: false },
      },
    ]);
  });

  it('never leaves a closed account holding money when a deposit races the close', async () => {
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const player = await newPlayer(app());
      const token = await paymentToken(app(), player.token);
      const [closed, deposit] = await Promise.all([
        close(risk.token, player.id),
        pay(app(), { token, mode: 'deposit', method: 'card', amount: '10', card_number: CARD_OK, ...CARD_FIELDS }),
      ]);
      const isClosed = (await closures(player.id)).length === 1;
      const credited = deposit.statusCode === 200;
      outcomes.add(`${closed.statusCode}/${deposit.statusCode}`);
      // One of the two went through, never both and never neither.
      expect(isClosed, `${closed.body} / ${deposit.body}`).toBe(closed.statusCode === 200);
      expect(isClosed).not.toBe(credited);
      if (isClosed) {
        expect(deposit.json().errors.amount).toEqual([
          'Deposits are not available on your account now: a break or a block is in force.',
        ]);
      } else {
        expect(closed.statusCode).toBe(409);
        expect(closed.json().message).toMatch(/wallet with money|payment not yet final/);
      }
      const money = await app()
        .database.db.selectFrom('wallets')
        .select('balance')
        .where('user_id', '=', BigInt(player.id))
        .execute();
      const paid = money.reduce((sum, w) => sum + w.balance, 0n);
      expect(paid).toBe(isClosed ? 0n : 1_000n);
    }
    expect(
      [...outcomes].every((o) => o === '200/422' || o === '409/200'),
      [...outcomes].join(', '),
    ).toBe(true);
  });

  it('never closes an account with a bet that raced the close', async () => {
    const risk = await newSignedInOperator(app(), operatorClock(app()), 'risk');
    const match = await lineMatch(app());
    for (let round = 0; round < 3; round++) {
      const player = await fundedPlayer(app(), 1_000n);
      // The wallet's money staked at the same moment as the close.
      const [closed, bet] = await Promise.all([
        close(risk.token, player.id),
        call(app(), 'POST', '/bets/make', {
          token: player.token,
          body: { account_id: player.walletId, amount: 1_000, bet_type: 1, events: [pick(match, 1, 11, 2100)] },
        }),
      ]);
      expect(closed.statusCode, closed.body).toBe(409);
      expect(closed.json().message).toMatch(/1 wallet with money|1 open bet/);
      expect(await closures(player.id)).toEqual([]);
      expect(bet.statusCode, bet.body).toBe(200);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(0);
    }
  });
});
