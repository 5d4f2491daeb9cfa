import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountState,
  checkRequest,
  InsufficientFundsError,
  LedgerPostingError,
  metadataJson,
  type PostingRequest,
  planPosting,
} from './ledger.planning.js';

// Two players in currency 1, one in currency 2, and a house account per currency.
const accountsWith = (balances: [bigint, bigint, bigint]) =>
  new Map<bigint, AccountState>([
    [1n, { id: 1n, currencyId: 1, walletId: 11n, balance: balances[0] }],
    [2n, { id: 2n, currencyId: 1, walletId: 12n, balance: balances[1] }],
    [3n, { id: 3n, currencyId: 2, walletId: 13n, balance: balances[2] }],
    [4n, { id: 4n, currencyId: 1, walletId: null, balance: null }],
    [5n, { id: 5n, currencyId: 2, walletId: null, balance: null }],
  ]);

const request = (entries: PostingRequest['entries']): PostingRequest => ({
  kind: 'transfer',
  idempotencyKey: 'k',
  entries,
});

const amount = fc.bigInt({ min: 1n, max: 10n ** 12n });
const balance = fc.bigInt({ min: 0n, max: 10n ** 12n });

describe('planPosting', () => {
  it('moves money between a player and the house: the wallet ends at its balance plus its entries, never below zero', () => {
    fc.assert(
      fc.property(
        fc.tuple(balance, balance, balance),
        fc.constantFrom(1n, 2n, 3n),
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).filter((a) => a !== 0n),
        (balances, player, delta) => {
          const accounts = accountsWith(balances);
          const state = accounts.get(player) as AccountState;
          const house = state.currencyId === 1 ? 4n : 5n;
          const req = request([
            { accountId: player, amount: delta },
            { accountId: house, amount: -delta },
          ]);
          const before = state.balance as bigint;
          if (before + delta < 0n) {
            expect(() => planPosting(req, accounts)).toThrow(InsufficientFundsError);
            return;
          }
          const plan = planPosting(req, accounts);
          expect(plan.wallets).toEqual([{ walletId: state.walletId, delta, balance: before + delta }]);
          expect(plan.entries.map((e) => e.currencyId)).toEqual([state.currencyId, state.currencyId]);
        },
      ),
    );
  });

  it('nets several entries on one account and orders wallet changes by wallet id', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        const accounts = accountsWith([a + b, 0n, 0n]);
        const plan = planPosting(
          request([
            { accountId: 2n, amount: a },
            { accountId: 1n, amount: -a },
            { accountId: 1n, amount: -b },
            { accountId: 4n, amount: b },
          ]),
          accounts,
        );
        expect(plan.wallets).toEqual([
          { walletId: 11n, delta: -(a + b), balance: 0n },
          { walletId: 12n, delta: a, balance: a },
        ]);
      }),
    );
  });

  it('refuses entries that do not sum to zero in each currency', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        fc.pre(a !== b);
        const accounts = accountsWith([10n ** 13n, 10n ** 13n, 10n ** 13n]);
        expect(() =>
          planPosting(
            request([
              { accountId: 1n, amount: -a },
              { accountId: 4n, amount: b },
            ]),
            accounts,
          ),
        ).toThrow(LedgerPostingError);
        // Balanced overall but across two currencies is still unbalanced per currency.
        expect(() =>
          planPosting(
            request([
              { accountId: 1n, amount: -a },
              { accountId: 3n, amount: a },
            ]),
            accounts,
          ),
        ).toThrow(LedgerPostingError);
      }),
    );
  });

  it('refuses an unknown account', () => {
    expect(() =>
      planPosting(
        request([
          { accountId: 9n, amount: 5n },
          { accountId: 4n, amount: -5n },
        ]),
        accountsWith([0n, 0n, 0n]),
      ),
    ).toThrow(LedgerPostingError);
  });
});

describe('checkRequest', () => {
  it('needs a kind word, a key, two or more entries and non-zero bigint amounts', () => {
    const good = request([
      { accountId: 1n, amount: 5n },
      { accountId: 4n, amount: -5n },
    ]);
    expect(() => checkRequest(good)).not.toThrow();
    expect(() => checkRequest({ ...good, kind: 'Bet stake' })).toThrow(LedgerPostingError);
    expect(() => checkRequest({ ...good, idempotencyKey: '' })).toThrow(LedgerPostingError);
    expect(() => checkRequest({ ...good, entries: [{ accountId: 1n, amount: 5n }] })).toThrow(LedgerPostingError);
    expect(() =>
      checkRequest({
        ...good,
        entries: [
          { accountId: 1n, amount: 0n },
          { accountId: 4n, amount: 0n },
        ],
      }),
    ).toThrow(LedgerPostingError);
    expect(() =>
      checkRequest({
        ...good,
        entries: [
          { accountId: 1n, amount: 5 as unknown as bigint },
          { accountId: 4n, amount: -5n },
        ],
      }),
    ).toThrow(LedgerPostingError);
  });
});

describe('metadataJson', () => {
  it('keeps bigints exact as decimal strings', () => {
    expect(JSON.parse(metadataJson({ bet_id: 2n ** 63n - 1n, note: 'x' }))).toEqual({
      bet_id: '9223372036854775807',
      note: 'x',
    });
  });
});
