/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { CASHIER_APP, newPlayer, playerWithDeposit } from '../payments/payments.fixtures.js';
import {
  bet,
  casinoPostings,
  connectStudio,
  expectLedgerConsistent,
  gameId,
  launchReal,
  rollback,
  walletCall,
  win,
} from './casino.fixtures.js';

describe('casino lobby and launch', () => {
  const app = useApp(CASHIER_APP);

  it('lists the studio’s games in lobby order with filters, search from three characters and pages', async () => {
    const all = (await call(app(), 'GET', '/casino/games')).json().payload.list;
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all[0]).toMatchObject({ external_id: 'sunken-treasure', provider_id: 1, has_demo: true, is_live: false });
    const slots = (await call(app(), 'GET', '/casino/games?category_id=1')).json().payload.list;
    expect(slots.map((g: { external_id: string }) => g.external_id)).toEqual([
      'sunken-treasure',
      'jade-temple',
      'lucky-orchard',
    ]);
    const top = (await call(app(), 'GET', '/casino/games?is_top=1')).json().payload.list;
    expect(top.every((g: { is_top: boolean }) => g.is_top)).toBe(true);
    const found = (await call(app(), 'GET', '/casino/games?is_live=false&name=%20ROUL%20')).json().payload.list;
    expect(found.map((g: { name: string }) => g.name)).toEqual(['European Roulette']);
    // The live tables answer only where live games are asked for (the live casino's lobby).
    const live = (await call(app(), 'GET', '/casino/games?is_live=true&name=roul')).json().payload.list;
    expect(live.map((g: { name: string }) => g.name)).toEqual(['Grand Roulette', 'Speed Roulette']);
    // Two characters are no search yet.
    expect((await call(app(), 'GET', '/casino/games?name=ro')).json().payload.list).toHaveLength(all.length);
    const page = (await call(app(), 'GET', '/casino/games?limit=3&offset=3')).json().payload.list;
    expect(page.map((g: { id: number }) => g.id)).toEqual(all.slice(3, 6).map((g: { id: number }) => g.id));
    expect((await call(app(), 'GET', '/casino/games?limit=0')).statusCode).toBe(422);
  });

  it('names the providers with games and the categories in the request’s language', async () => {
    const providers = (await call(app(), 'GET', '/casino/providers')).json().payload.list;
    expect(providers).toEqual([
      expect.objectContaining({ code: 'meridian', name: 'Meridian Originals', is_live: false }),
      expect.objectContaining({ code: 'meridian-live', name: 'Meridian Live', is_live: true }),
    ]);
    const ru = (await call(app(), 'GET', '/casino/dictionaries', { headers: { 'accept-language': 'ru' } })).json()
      .payload;
    expect(ru.categories[0]).toMatchObject({ slug: 'slots', name: 'Слоты' });
    expect(ru.providers.map((p: { code: string }) => p.code)).toContain('meridian-live');
  });

  it('launches a demo for a visitor and asks sign-in for real money', async () => {
    const calls = connectStudio(app());
    const id = await gameId(app(), 'european-roulette');
    const demo = await call(app(), 'POST', '/casino/games/launch', {
      body: { game_id: id, play_mode: 'demo', theme: 'light' },
    });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json().payload).toMatchObject({
      name: 'European Roulette',
      provider: 'meridian',
      script_url: null,
      url: 'https://studio.test/play/european-roulette?token=demo',
    });
    expect(calls.at(-1)).toMatchObject({ game_code: 'european-roulette', demo: true, theme: 'light' });
    expect(calls.at(-1)).not.toHaveProperty('token');
    const real = await call(app(), 'POST', '/casino/games/launch', { body: { game_id: id, play_mode: 'real' } });
    expect(real.statusCode).toBe(401);
    expect(
      (await call(app(), 'POST', '/casino/games/launch', { body: { game_id: 999, play_mode: 'demo' } })).statusCode,
    ).toBe(404);
  });

  it('binds a real launch to the player, wallet and currency, and reports a provider that fails', async () => {
    const calls = connectStudio(app());
    const player = await newPlayer(app());
    const token = await launchReal(app(), player.token, 'blackjack');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(calls.at(-1)).toMatchObject({
      demo: false,
      user: String(player.id),
      currency: 'EUR',
      game_code: 'blackjack',
    });
    const info = await walletCall(app(), 'user/info', { token });
    expect(info).toMatchObject({ http: 200, status: 'RS_OK', user: String(player.id), currency: 'EUR', balance: 0 });
    // Only the token's hash is stored.
    const stored = await app().database.db.selectFrom('casino_sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash.toString('utf8').includes(token))).toBe(false);

    connectStudio(app(), { fail: true });
    const failed = await call(app(), 'POST', '/casino/games/launch', {
      token: player.token,
      body: { game_id: await gameId(app(), 'dice'), play_mode: 'real' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'ProviderUnavailable',
      message: 'An error occurred during launching the game',
    });
  });
});

describe('casino seamless wallet', () => {
  const app = useApp(CASHIER_APP);

  async function round(amount = '50') {
    connectStudio(app());
    const player = await playerWithDeposit(app(), amount);
    const token = await launchReal(app(), player.token, 'sunken-treasure');
    return { player, r: { token, user: player.id, game: 'sunken-treasure' } };
  }

  it('refuses a call not signed with the provider’s key, a stale one and a malformed body', async () => {
    const { r } = await round();
    expect(await walletCall(app(), 'user/balance', { token: r.token }, { secret: 'wrong' })).toMatchObject({
      http: 401,
      code: 'Unauthorized',
    });
    expect(await walletCall(app(), 'user/balance', { token: r.token }, { provider: 'meridian-live' })).toMatchObject({
      http: 401,
      code: 'Unauthorized',
    });
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect(await walletCall(app(), 'user/balance', { token: r.token }, { timestamp: stale })).toMatchObject({
      http: 401,
    });
    expect(await walletCall(app(), 'transaction/bet', { token: r.token, amount: -5 })).toMatchObject({
      http: 422,
      code: 'ValidationError',
    });
    expect(await walletCall(app(), 'user/balance', { token: 'not-a-session' })).toMatchObject({
      http: 200,
      status: 'RS_ERROR_INVALID_TOKEN',
    });
  });

  it('debits a bet once, answers a repeat alike and refuses the uuid with other data', async () => {
    const { player, r } = await round();
    const uuid = randomUUID();
    expect(await bet(app(), r, uuid, 1_250)).toMatchObject({ status: 'RS_OK', balance: 3_750, currency: 'EUR' });
    expect(await bet(app(), r, uuid, 1_250)).toMatchObject({ status: 'RS_OK', balance: 3_750 });
    expect(await bet(app(), r, uuid, 900)).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 3_750 });
    expect(await bet(app(), r, randomUUID(), 10_000)).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 3_750,
    });
    expect(await bet(app(), { ...r, currency: 'USD' }, randomUUID(), 100)).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
    });
    expect(await bet(app(), { ...r, game: 'dice' }, randomUUID(), 100)).toMatchObject({
      status: 'RS_ERROR_INVALID_GAME',
    });
    expect(await walletCall(app(), 'user/balance', { token: r.token })).toMatchObject({
      status: 'RS_OK',
      balance: 3_750,
    });
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings).toEqual([
      {
        kind: 'casino_bet',
        amount: -1_250,
        metadata: expect.objectContaining({
          provider: 'meridian',
          game: 'sunken-treasure',
          round: 'round-1',
          transaction: uuid,
        }),
      },
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(3_750);
  });

  it('credits a win for its bet, refuses one for an unknown bet, and takes wins after the session expired', async () => {
    const { player, r } = await round();
    const stake = randomUUID();
    await bet(app(), r, stake, 1_000);
    expect(await win(app(), r, randomUUID(), randomUUID(), 500)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 4_000,
    });
    await app()
      .database.db.updateTable('casino_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect(await bet(app(), r, randomUUID(), 100)).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 4_000 });
    expect(await walletCall(app(), 'user/balance', { token: r.token })).toMatchObject({
      status: 'RS_ERROR_TOKEN_EXPIRED',
    });
    const prize = randomUUID();
    expect(await win(app(), r, prize, stake, 3_500)).toMatchObject({ status: 'RS_OK', balance: 7_500 });
    expect(await win(app(), r, prize, stake, 3_500)).toMatchObject({ status: 'RS_OK', balance: 7_500 });
    // A bet with a win stays: it cannot be rolled back.
    expect(await rollback(app(), r, randomUUID(), stake)).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 7_500 });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(7_500);
  });

  it('rolls a bet back once, and a rollback that overtakes its bet voids the bet', async () => {
    const { player, r } = await round();
    const stake = randomUUID();
    await bet(app(), r, stake, 2_000);
    const undo = randomUUID();
    expect(await rollback(app(), r, undo, stake)).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    expect(await rollback(app(), r, undo, stake)).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    expect(await rollback(app(), r, randomUUID(), stake)).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    expect(await win(app(), r, randomUUID(), stake, 100)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_ROLLED_BACK' });

    const late = randomUUID();
    expect(await rollback(app(), r, randomUUID(), late)).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    expect(await bet(app(), r, late, 700)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: 5_000,
    });
    const kinds = (await casinoPostings(app(), player.walletId)).map((p) => [p.kind, p.amount]);
    expect(kinds).toEqual([
      ['casino_bet', -2_000],
      ['casino_rollback', 2_000],
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000);
  });

  it('never overdraws when two tabs bet at once', async () => {
    const { player, r } = await round('10');
    const answers = await Promise.all(Array.from({ length: 12 }, () => bet(app(), r, randomUUID(), 200)));
    const taken = answers.filter((a) => a.status === 'RS_OK');
    expect(taken).toHaveLength(5);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(7);
    // The same uuid from both tabs at once moves money once.
    const { r: other, player: second } = await round('10');
    const uuid = randomUUID();
    const twice = await Promise.all([bet(app(), other, uuid, 300), bet(app(), other, uuid, 300)]);
    expect(twice.map((a) => a.status)).toEqual(['RS_OK', 'RS_OK']);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(0);
    expect(await expectLedgerConsistent(app(), second.walletId)).toBe(700);
  });

  it('is described in the OpenAPI document with its signature', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['bet', 'win', 'rollback']) {
      const op = doc.paths[`/api/v1/casino/wallet/transaction/${path}`].post;
      expect(op.security).toEqual([{ casinoSignature: [] }]);
      expect(op.responses['401']).toBeDefined();
    }
    expect(doc.paths['/api/v1/casino/games/launch'].post.responses['502']).toBeDefined();
  });
});
