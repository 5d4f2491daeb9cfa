import { walletAddResultSchema, walletListSchema } from '@meridian/contract/wallet';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';

const RUSSIA = 183;
const EUR = 1;
const USD = 2;
const RUB = 3;
const GBP = 4;
const BTC = 22;

describe('wallets', () => {
  const app = useApp();

  const newPlayer = () => registerOneClick(app(), { country_id: RUSSIA, currency_id: RUB });
  const list = async (token: string) => {
    const res = await call(app(), 'GET', '/user/balance', { token });
    expect(res.statusCode, res.body).toBe(200);
    return walletListSchema.parse(res.json().payload).list;
  };
  const add = (token: string, currencyId: unknown) =>
    call(app(), 'POST', '/user/account', { token, body: { currency_id: currencyId } });

  /** Puts money on a wallet the way the cashier will: one ledger posting against the house. */
  async function deposit(userId: number, walletId: number, amount: bigint) {
    const { db } = app().database;
    const wallet = await app().services.wallets.account(db, BigInt(userId), BigInt(walletId));
    const house = await app().services.ledger.houseAccount(db, 'house_cash', wallet.currencyId);
    await app().services.ledger.postAlone({
      kind: 'deposit',
      idempotencyKey: `test-deposit:${walletId}:${amount}`,
      entries: [
        { accountId: wallet.accountId, amount },
        { accountId: house, amount: -amount },
      ],
    });
  }

  it('a new player has one empty default wallet in the sign-up currency', async () => {
    const player = await newPlayer();
    const wallets = await list(player.token);
    expect(wallets).toEqual([
      {
        id: expect.any(Number),
        name: 'RUB',
        currency_id: RUB,
        balance: 0,
        is_default: true,
        is_hidden: false,
        is_bonus_sport: false,
        is_bonus_casino: false,
        debt: 0,
      },
    ]);
  });

  it('adds a wallet in an allowed currency; the default stays first and balances are minor units', async () => {
    const player = await newPlayer();
    const res = await add(player.token, USD);
    expect(res.statusCode, res.body).toBe(200);
    const { account } = walletAddResultSchema.parse(res.json().payload);
    expect(account).toMatchObject({ name: 'USD', currency_id: USD, balance: 0, is_default: false });
    await deposit(player.id, account.id, 12_345n);
    const wallets = await list(player.token);
    expect(wallets.map((w) => [w.currency_id, w.is_default, w.balance])).toEqual([
      [RUB, true, 0],
      [USD, false, 12_345],
    ]);
    const events = await app()
      .database.db.selectFrom('audit_log')
      .select(['event', 'details'])
      .where('user_id', '=', BigInt(player.id))
      .where('event', '=', 'wallet_added')
      .execute();
    expect(events).toMatchObject([{ details: { currency_id: USD, wallet_id: String(account.id) } }]);
  });

  it('refuses a held, hidden, unknown, or out-of-country currency with a field error and adds nothing', async () => {
    const player = await newPlayer();
    for (const [currencyId, message] of [
      [RUB, 'You already have a wallet in this currency.'],
      [BTC, 'This currency is not available.'],
      [999, 'The selected currency is invalid.'],
      [GBP, 'This currency is not available in your country.'],
    ] as const) {
      const res = await add(player.token, currencyId);
      expect(res.statusCode, `currency ${currencyId}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ValidationError', errors: { currency_id: [message] } });
    }
    const malformed = await add(player.token, 'euro');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toHaveProperty('currency_id');
    expect(await list(player.token)).toHaveLength(1);
  });

  it('offers any visible currency when the country has no list, and none when wallets are off there', async () => {
    const player = await newPlayer();
    const { db } = app().database;
    const country = await db.selectFrom('countries').selectAll().where('id', '=', RUSSIA).executeTakeFirstOrThrow();
    try {
      await sql`update countries set currencies = '{}' where id = ${RUSSIA}`.execute(db);
      await app().services.dictionaries.refresh();
      expect((await add(player.token, GBP)).statusCode).toBe(200);
      expect((await add(player.token, BTC)).statusCode).toBe(422);

      await sql`update countries set is_off_wallets = true where id = ${RUSSIA}`.execute(db);
      await app().services.dictionaries.refresh();
      const res = await add(player.token, EUR);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('Forbidden');
    } finally {
      await db
        .updateTable('countries')
        .set({ currencies: country.currencies, is_off_wallets: country.is_off_wallets })
        .where('id', '=', RUSSIA)
        .execute();
      await app().services.dictionaries.refresh();
    }
    expect((await list(player.token)).map((w) => w.currency_id)).toEqual([RUB, GBP]);
  });

  it('deletes only an empty wallet that is not the default; a deleted currency can be added again', async () => {
    const player = await newPlayer();
    const [main] = await list(player.token);
    const usd = walletAddResultSchema.parse((await add(player.token, USD)).json().payload).account;
    const eur = walletAddResultSchema.parse((await add(player.token, EUR)).json().payload).account;
    await deposit(player.id, eur.id, 1n);

    const defaultOne = await call(app(), 'DELETE', `/user/account/${main?.id}`, { token: player.token });
    expect(defaultOne.statusCode).toBe(422);
    expect(defaultOne.json().errors).toEqual({ id: ['The default wallet cannot be deleted.'] });
    const funded = await call(app(), 'DELETE', `/user/account/${eur.id}`, { token: player.token });
    expect(funded.statusCode).toBe(422);
    expect(funded.json().errors).toEqual({ id: ['Only an empty wallet can be deleted.'] });

    const removed = await call(app(), 'DELETE', `/user/account/${usd.id}`, { token: player.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(player.token)).map((w) => w.currency_id)).toEqual([RUB, EUR]);
    expect((await call(app(), 'DELETE', `/user/account/${usd.id}`, { token: player.token })).statusCode).toBe(404);

    const again = walletAddResultSchema.parse((await add(player.token, USD)).json().payload).account;
    expect(again.id).toBe(usd.id);
    expect((await list(player.token)).map((w) => w.currency_id)).toEqual([RUB, USD, EUR]);
  });

  it('switches the active wallet: it becomes the default and comes first', async () => {
    const player = await newPlayer();
    const [main] = await list(player.token);
    const usd = walletAddResultSchema.parse((await add(player.token, USD)).json().payload).account;
    const res = await call(app(), 'PUT', `/user/account/${usd.id}/default`, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
    const switched = walletListSchema.parse(res.json().payload).list;
    expect(switched.map((w) => [w.id, w.is_default])).toEqual([
      [usd.id, true],
      [main?.id, false],
    ]);
    expect(await list(player.token)).toEqual(switched);
    // The former default is now an ordinary wallet: empty, it can be deleted.
    expect((await call(app(), 'DELETE', `/user/account/${main?.id}`, { token: player.token })).statusCode).toBe(200);
  });

  it("another player's wallet reads as unknown", async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const usd = walletAddResultSchema.parse((await add(owner.token, USD)).json().payload).account;
    const del = await call(app(), 'DELETE', `/user/account/${usd.id}`, { token: other.token });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('NotFound');
    const put = await call(app(), 'PUT', `/user/account/${usd.id}/default`, { token: other.token });
    expect(put.statusCode).toBe(404);
    expect((await list(owner.token)).map((w) => w.id)).toContain(usd.id);
    expect((await list(other.token)).map((w) => w.id)).not.toContain(usd.id);
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    const balance = doc.paths['/api/v1/user/balance'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(balance.properties.payload.properties.list.items.properties).sort()).toEqual([
      'balance',
      'currency_id',
      'debt',
      'id',
      'is_bonus_casino',
      'is_bonus_sport',
      'is_default',
      'is_hidden',
      'name',
    ]);
    expect(doc.paths['/api/v1/user/account'].post).toBeDefined();
    expect(doc.paths['/api/v1/user/account/{id}'].delete).toBeDefined();
    expect(doc.paths['/api/v1/user/account/{id}/default'].put).toBeDefined();
  });

  it('every call needs a signed-in player', async () => {
    for (const [method, url] of [
      ['GET', '/user/balance'],
      ['POST', '/user/account'],
      ['DELETE', '/user/account/1'],
      ['PUT', '/user/account/1/default'],
    ] as const) {
      const res = await call(app(), method, url, method === 'POST' ? { body: { currency_id: USD } } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
