import { describe, expect, it } from 'vitest';
import { call, login, registerOneClick } from '../../../test/accounts.js';
import { homeWins } from '../../../test/feed-factory.js';
import { depositEvent, paymentToken, WEBHOOK_SECRET, webhook } from '../payments/payments.fixtures.js';
import { fundedPlayer, legOn, openMatch, placeBet } from '../settlement/settlement.fixtures.js';
import { type Frame, listeningApp, type TestSocketClient } from './realtime.test-client.js';

const sockets = listeningApp({ cashier: { webhookSecret: WEBHOOK_SECRET, bankTransferDelayS: 30 } });
const open = (query?: string) => sockets.open(query);

/** A socket authenticated with the token, subscribed to the player's channel; answers it and the snapshot. */
async function userSocket(token: string) {
  const client = await open();
  await client.authenticate(token);
  const snapshot = await client.subscribe('user');
  expect(snapshot).toMatchObject({ type: 'snapshot', channel: 'user' });
  return { client, snapshot };
}

/** The next update of the player's channel of a kind, skipping other kinds. */
async function nextOfKind(client: TestSocketClient, kind: string): Promise<Frame> {
  for (;;) {
    const frame = await client.nextUpdate();
    if (frame.type === 'update' && frame.data?.kind === kind) return frame;
  }
}

describe('the player’s channel', () => {
  it('answers a valid access token with the player id', async () => {
    const player = await registerOneClick(sockets.app);
    const client = await open();
    client.send({ type: 'auth', token: player.token });
    expect(await client.next()).toEqual({ type: 'authenticated', user_id: player.id });
  });

  it('refuses a token that is not one of ours, or whose session has ended', async () => {
    const client = await open();
    client.send({ type: 'auth', token: 'not-a-token' });
    expect(await client.next()).toMatchObject({ type: 'error', channel: null });

    const player = await registerOneClick(sockets.app);
    expect((await call(sockets.app, 'POST', '/auth/logout', { token: player.token })).statusCode).toBe(200);
    client.send({ type: 'auth', token: player.token });
    expect(await client.next()).toMatchObject({ type: 'error', channel: null });
    expect(await client.subscribe('user')).toMatchObject({ type: 'error', channel: 'user' });
  });

  it('needs authentication before the user channel', async () => {
    const client = await open();
    expect(await client.subscribe('user')).toMatchObject({
      type: 'error',
      channel: 'user',
      message: 'authentication required',
    });
  });

  it('sends the wallets as the snapshot, as GET /user/balance lists them', async () => {
    const player = await registerOneClick(sockets.app, { country_id: 58, currency_id: 1 });
    const balance = await call(sockets.app, 'GET', '/user/balance', { token: player.token });
    const { snapshot } = await userSocket(player.token);
    expect(snapshot.data).toEqual(balance.json().payload);
    expect(snapshot.data.list.length).toBeGreaterThan(0);
  });

  it('pushes the new balance when a deposit is credited', async () => {
    const player = await registerOneClick(sockets.app, { country_id: 58, currency_id: 1 });
    const { client, snapshot } = await userSocket(player.token);
    const wallet = snapshot.data.list[0];
    const res = await webhook(sockets.app, depositEvent({ id: player.id, walletId: wallet.id }, { amount: 2_500 }));
    expect(res.statusCode, res.body).toBe(200);
    const update = await nextOfKind(client, 'balance');
    expect(update).toEqual({
      type: 'update',
      channel: 'user',
      data: { kind: 'balance', account_id: wallet.id, balance: wallet.balance + 2_500 },
    });
  });

  it('pushes the balance when a withdrawal is reserved, and again when it is refunded', async () => {
    const player = await registerOneClick(sockets.app, { country_id: 58, currency_id: 1 });
    const { client, snapshot } = await userSocket(player.token);
    const wallet = snapshot.data.list[0];
    await webhook(sockets.app, depositEvent({ id: player.id, walletId: wallet.id }, { amount: 5_000 }));
    expect((await nextOfKind(client, 'balance')).data.balance).toBe(wallet.balance + 5_000);

    const paymentId = `pay_${player.id}_out`;
    await sockets.app.services.payments.requestWithdrawal(
      await paymentToken(sockets.app, player.token),
      { payment_id: paymentId, amount: 2_000 },
      'en',
    );
    expect((await nextOfKind(client, 'balance')).data.balance).toBe(wallet.balance + 3_000);
    const refund = await webhook(
      sockets.app,
      depositEvent(
        { id: player.id, walletId: wallet.id },
        { type: 'withdrawal', payment_id: paymentId, amount: 2_000, status: 'canceled', reason: 'Declined' },
      ),
    );
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await nextOfKind(client, 'balance')).data.balance).toBe(wallet.balance + 5_000);
  });

  it('tells the player a bet was settled, and the new balance', async () => {
    const player = await fundedPlayer(sockets.app, 10_000n);
    const { client } = await userSocket(player.token);
    const match = await openMatch(sockets.app);
    const bet = await placeBet(sockets.app, player, 1_000n, [legOn(match, 1, 11)]);
    await sockets.app.services.ingestion.ingest([homeWins(match)]);
    const settled = await nextOfKind(client, 'bet_settled');
    expect(settled.data).toEqual({
      kind: 'bet_settled',
      account_id: Number(player.walletId),
      bet_id: Number(bet),
      status: 2,
      amount_win: 2_100,
    });
    const balance = await nextOfKind(client, 'balance');
    expect(balance.data).toEqual({ kind: 'balance', account_id: Number(player.walletId), balance: 11_100 });
  });

  it('ends the channel of a terminated session, and only of that session', async () => {
    const player = await registerOneClick(sockets.app);
    const other = await login(sockets.app, player.id, player.password);
    expect(other.statusCode, other.body).toBe(200);
    const otherToken = other.json().payload.token as string;
    const terminated = await userSocket(player.token);
    const kept = await userSocket(otherToken);

    const sessions = await call(sockets.app, 'GET', '/user/tokens', { token: otherToken });
    const target = sessions.json().payload.list.find((s: { is_current: boolean }) => !s.is_current);
    expect(target).toBeDefined();
    const res = await call(sockets.app, 'DELETE', `/user/token/${target.id}`, { token: otherToken });
    expect(res.statusCode, res.body).toBe(200);

    expect(await terminated.client.nextUpdate()).toEqual({
      type: 'update',
      channel: 'user',
      data: { kind: 'session_terminated' },
    });
    expect(await terminated.client.nextUpdate()).toMatchObject({ type: 'error', channel: 'user' });
    // The other session's socket stays on the channel and still gets the player's events.
    const wallet = kept.snapshot.data.list[0];
    await webhook(sockets.app, depositEvent({ id: player.id, walletId: wallet.id }, { amount: 100 }));
    expect((await nextOfKind(kept.client, 'balance')).data.balance).toBe(wallet.balance + 100);
    terminated.client.send({ type: 'ping' });
    expect(await terminated.client.next()).toEqual({ type: 'pong' });
  });

  it('ends the other sessions’ channels when the password is changed', async () => {
    const player = await registerOneClick(sockets.app);
    const other = await login(sockets.app, player.id, player.password);
    const otherToken = other.json().payload.token as string;
    const current = await userSocket(otherToken);
    const ended = await userSocket(player.token);
    const res = await call(sockets.app, 'PUT', '/user/password/change', {
      token: otherToken,
      body: { password: player.password, new_password: 'Fresh1234', new_password_confirmation: 'Fresh1234' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ended.client.nextUpdate()).data).toEqual({ kind: 'session_terminated' });
    current.client.send({ type: 'ping' });
    expect(await current.client.next()).toEqual({ type: 'pong' });
  });

  it('sends session_terminated on logout', async () => {
    const player = await registerOneClick(sockets.app);
    const { client } = await userSocket(player.token);
    expect((await call(sockets.app, 'POST', '/auth/logout', { token: player.token })).statusCode).toBe(200);
    expect((await client.nextUpdate()).data).toEqual({ kind: 'session_terminated' });
    expect(await client.nextUpdate()).toMatchObject({ type: 'error', channel: 'user' });
    expect(await client.subscribe('user')).toMatchObject({ type: 'error', message: 'authentication required' });
  });
});
