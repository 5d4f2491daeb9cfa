import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { startApp } from '../../../test/helper.js';
import type { Database } from '../../db/database.js';
import { ledgerInvariants } from './ledger.fixtures.js';
import { InsufficientFundsError, LedgerPostingError } from './ledger.planning.js';
import type { HousePurpose, LedgerService } from './ledger.service.js';

type App = Awaited<ReturnType<typeof startApp>>;

interface Player {
  walletId: bigint;
  accountId: bigint;
  currencyId: number;
}

type Op = { type: 'deposit' | 'stake' | 'win' | 'withdraw'; player: number; amount: bigint };

/** Every ledger posting of the game: which house account is the other side, and which way money goes. */
const SIDES: Record<Op['type'], { house: HousePurpose; sign: bigint }> = {
  deposit: { house: 'house_cash', sign: 1n },
  stake: { house: 'house_betting', sign: -1n },
  win: { house: 'house_betting', sign: 1n },
  withdraw: { house: 'house_cash', sign: -1n },
};

let run = 0;

describe('ledger on the database', () => {
  let app: App;
  let ledger: LedgerService;
  const players: Player[] = [];

  beforeAll(async () => {
    app = await startApp();
    ledger = app.services.ledger;
    // Three wallets in two currencies: two players in RUB, one of them with a second wallet in EUR.
    const a = await registerOneClick(app, { country_id: 183, currency_id: 3 });
    const b = await registerOneClick(app, { country_id: 183, currency_id: 3 });
    const added = await call(app, 'POST', '/user/account', { token: a.token, body: { currency_id: 1 } });
    expect(added.statusCode, added.body).toBe(200);
    for (const [userId, walletId] of [
      [a.id, undefined],
      [b.id, undefined],
      [a.id, BigInt(added.json().payload.account.id)],
    ] as const) {
      const w = await app.services.wallets.account(app.database.db, BigInt(userId), walletId);
      players.push({ walletId: w.walletId, accountId: w.accountId, currencyId: w.currencyId });
    }
  });
  afterAll(() => app.close());

  it('random deposits, stakes, wins and withdrawals keep every balance equal to its entries and every currency at zero', async () => {
    const op = fc.record({
      type: fc.constantFrom<Op['type']>('deposit', 'stake', 'win', 'withdraw'),
      player: fc.integer({ min: 0, max: 2 }),
      amount: fc.bigInt({ min: 1n, max: 50_000n }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const db = app.database.db;
        const model = new Map<bigint, bigint>();
        for (const p of players) {
          const row = await db
            .selectFrom('wallets')
            .select('balance')
            .where('id', '=', p.walletId)
            .executeTakeFirstOrThrow();
          model.set(p.walletId, row.balance);
        }
        run += 1;
        for (const [i, o] of ops.entries()) {
          const p = players[o.player] as Player;
          const side = SIDES[o.type];
          const delta = side.sign * o.amount;
          const house = await ledger.houseAccount(db, side.house, p.currencyId);
          const posting = {
            kind: o.type,
            idempotencyKey: `prop:${run}:${i}`,
            entries: [
              { accountId: p.accountId, amount: delta },
              { accountId: house, amount: -delta },
            ],
            metadata: { step: i },
          };
          const before = model.get(p.walletId) as bigint;
          const countBefore = await countTransactions(db);
          if (before + delta < 0n) {
            await expect(ledger.postAlone(posting)).rejects.toBeInstanceOf(InsufficientFundsError);
            expect(await countTransactions(db)).toBe(countBefore);
          } else {
            const posted = await ledger.postAlone(posting);
            expect(posted.replayed).toBe(false);
            expect(posted.walletBalances.get(p.walletId)).toBe(before + delta);
            model.set(p.walletId, before + delta);
            expect(await countTransactions(db)).toBe(countBefore + 1n);
          }
        }
        for (const p of players) {
          const row = await db
            .selectFrom('wallets')
            .select('balance')
            .where('id', '=', p.walletId)
            .executeTakeFirstOrThrow();
          expect(row.balance).toBe(model.get(p.walletId));
        }
        expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
      }),
      { numRuns: 12 },
    );
  });

  it('posting a key again answers the first transaction and writes nothing', async () => {
    const db = app.database.db;
    const p = players[1] as Player;
    const house = await ledger.houseAccount(db, 'house_cash', p.currencyId);
    const deposit = (amount: bigint) => ({
      kind: 'deposit',
      idempotencyKey: 'replay:deposit:1',
      entries: [
        { accountId: p.accountId, amount },
        { accountId: house, amount: -amount },
      ],
    });
    const first = await ledger.postAlone(deposit(700n));
    const count = await countTransactions(db);
    const again = await ledger.postAlone(deposit(900n));
    expect(again).toMatchObject({ id: first.id, replayed: true, kind: 'deposit' });
    expect(again.entries.map((e) => e.amount)).toEqual([700n, -700n]);
    expect(await countTransactions(db)).toBe(count);
    expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('a failure later in the caller’s transaction leaves no posting behind', async () => {
    const db = app.database.db;
    const p = players[0] as Player;
    const house = await ledger.houseAccount(db, 'house_cash', p.currencyId);
    const before = await db
      .selectFrom('wallets')
      .select('balance')
      .where('id', '=', p.walletId)
      .executeTakeFirstOrThrow();
    await expect(
      db.transaction().execute(async (trx) => {
        await ledger.post(trx, {
          kind: 'deposit',
          idempotencyKey: 'rolled-back:1',
          entries: [
            { accountId: p.accountId, amount: 100n },
            { accountId: house, amount: -100n },
          ],
        });
        throw new Error('the bet could not be stored');
      }),
    ).rejects.toThrow('the bet could not be stored');
    const after = await db
      .selectFrom('wallets')
      .select('balance')
      .where('id', '=', p.walletId)
      .executeTakeFirstOrThrow();
    expect(after.balance).toBe(before.balance);
    const found = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', 'rolled-back:1')
      .execute();
    expect(found).toEqual([]);
  });

  it('refuses postings outside a transaction, across currencies, or on unknown accounts', async () => {
    const db = app.database.db;
    const [rub, , eur] = players as [Player, Player, Player];
    const entries = [
      { accountId: rub.accountId, amount: 1n },
      { accountId: eur.accountId, amount: -1n },
    ];
    await expect(ledger.post(db, { kind: 'transfer', idempotencyKey: 'x:1', entries })).rejects.toBeInstanceOf(
      LedgerPostingError,
    );
    await expect(ledger.postAlone({ kind: 'transfer', idempotencyKey: 'x:2', entries })).rejects.toBeInstanceOf(
      LedgerPostingError,
    );
    await expect(
      ledger.postAlone({
        kind: 'transfer',
        idempotencyKey: 'x:3',
        entries: [
          { accountId: rub.accountId, amount: 1n },
          { accountId: 987_654_321n, amount: -1n },
        ],
      }),
    ).rejects.toBeInstanceOf(LedgerPostingError);
  });

  it('the database refuses changing or removing entries and transactions, and unbalanced writes', async () => {
    const db = app.database.db;
    await expect(sql`update ledger_entries set amount = amount * 2`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_entries`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transactions`.execute(db)).rejects.toThrow(/append-only/);
    const p = players[0] as Player;
    await expect(
      db.transaction().execute(async (trx) => {
        const tx = await trx
          .insertInto('ledger_transactions')
          .values({ kind: 'deposit', idempotency_key: 'unbalanced:1', metadata: '{}' })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entries')
          .values({ transaction_id: tx.id, account_id: p.accountId, currency_id: p.currencyId, amount: 5n })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(sql`update wallets set balance = -1 where id = ${p.walletId}`.execute(db)).rejects.toThrow(/check/);
  });
});

async function countTransactions(db: Database): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_transactions')
    .select(sql<bigint>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
