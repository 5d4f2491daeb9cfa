/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import {
  bet,
  casinoPostings,
  connectStudio,
  expectLedgerConsistent,
  launchReal,
  rollback,
  win,
} from './casino.fixtures.js';

const app = useApp(CASHIER_APP);

/** The statements `work` sent, the job queue's polls left out (they run on their own timer). */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const stop = app().database.statements.listen((text) => {
    if (!/pgboss/i.test(text)) statements.push(text);
  });
  try {
    return { result: await work(), statements };
  } finally {
    stop();
  }
}

async function round() {
  connectStudio(app());
  const player = await playerWithDeposit(app(), '50');
  const token = await launchReal(app(), player.token, 'blackjack');
  return { player, r: { token, user: player.id, game: 'blackjack' } };
}

const records = (walletId: number) =>
  app()
    .database.db.selectFrom('casino_transactions')
    .select([
      'transaction_uuid',
      'kind',
      'status',
      'answer_status',
      'amount',
      'balance_after',
      'round_closed',
      'ledger_transaction_id',
    ])
    .where('wallet_id', '=', BigInt(walletId))
    .orderBy('id')
    .execute();

// A paid bet and win on a token seen before are one statement each under the wallet's lock
// (CasinoWalletService's `atOnce`): BEGIN, the lock, that statement and COMMIT.
const AT_ONCE_STATEMENTS = 4;

describe('the casino wallet on a token seen before', () => {
  it('takes a paid bet and its win in four statements each, recorded and posted as in full', async () => {
    const { player, r } = await round();
    // The first calls read the session in full and the ledger's accounts (the house's made by the first).
    const first = randomUUID();
    expect(await bet(app(), r, first, 100, 'warm')).toMatchObject({ status: 'RS_OK', balance: 4_900 });
    expect(await win(app(), r, randomUUID(), first, 100, 'warm', false)).toMatchObject({ status: 'RS_OK' });
    const session = await app()
      .database.db.selectFrom('casino_sessions')
      .select('expires_at')
      .where('wallet_id', '=', BigInt(player.walletId))
      .executeTakeFirstOrThrow();

    const stake = randomUUID();
    const placed = await statementsOf(() => bet(app(), r, stake, 1_000, 'round-2'));
    expect(placed.result).toMatchObject({ status: 'RS_OK', balance: 4_000, currency: 'EUR', user: String(player.id) });
    expect(placed.statements.length).toBeLessThanOrEqual(AT_ONCE_STATEMENTS);
    const prize = randomUUID();
    const paid = await statementsOf(() => win(app(), r, prize, stake, 2_500, 'round-2'));
    expect(paid.result).toMatchObject({ status: 'RS_OK', balance: 6_500 });
    expect(paid.statements.length).toBeLessThanOrEqual(AT_ONCE_STATEMENTS);

    // The call's record, the ledger and the session as the full path leaves them.
    const rows = await records(player.walletId);
    expect(rows.slice(2)).toEqual([
      expect.objectContaining({
        transaction_uuid: stake,
        kind: 'bet',
        status: 'accepted',
        answer_status: 'RS_OK',
        amount: 1_000n,
        balance_after: 4_000n,
        round_closed: false,
        ledger_transaction_id: expect.any(BigInt),
      }),
      expect.objectContaining({
        transaction_uuid: prize,
        kind: 'win',
        status: 'accepted',
        answer_status: 'RS_OK',
        amount: 2_500n,
        balance_after: 6_500n,
        round_closed: true,
        ledger_transaction_id: expect.any(BigInt),
      }),
    ]);
    const postings = await casinoPostings(app(), player.walletId);
    expect(postings.map((p) => [p.kind, p.amount])).toEqual([
      ['casino_bet', -100],
      ['casino_win', 100],
      ['casino_bet', -1_000],
      ['casino_win', 2_500],
    ]);
    expect(postings[3]?.metadata).toEqual({ ...postings[2]?.metadata, transaction: prize, bet: stake });
    expect(postings[2]?.metadata).toEqual({
      provider: 'meridian',
      game: 'blackjack',
      game_id: expect.any(Number),
      round: 'round-2',
      transaction: stake,
      session: expect.any(String),
    });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(6_500);
    const extended = await app()
      .database.db.selectFrom('casino_sessions')
      .select('expires_at')
      .where('wallet_id', '=', BigInt(player.walletId))
      .executeTakeFirstOrThrow();
    expect(extended.expires_at.getTime()).toBeGreaterThanOrEqual(session.expires_at.getTime());

    // Repeats, a closed round and a short balance are still decided in full, as the first time.
    expect(await bet(app(), r, stake, 1_000, 'round-2')).toMatchObject({ status: 'RS_OK', balance: 4_000 });
    expect(await bet(app(), r, stake, 999, 'round-2')).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION' });
    expect(await win(app(), r, prize, stake, 2_500, 'round-2')).toMatchObject({ status: 'RS_OK', balance: 6_500 });
    expect(await bet(app(), r, randomUUID(), 10, 'round-2')).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED' });
    expect(await bet(app(), r, randomUUID(), 7_000, 'round-3')).toMatchObject({
      status: 'RS_ERROR_NOT_ENOUGH_MONEY',
      balance: 6_500,
    });
    expect(await win(app(), r, randomUUID(), first, 300, 'other')).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(6_500);
  });

  it('decides in full what one statement does not take: a rollback, a stake of nothing, a win of a refused bet', async () => {
    const { player, r } = await round();
    await bet(app(), r, randomUUID(), 100, 'warm');
    const stake = randomUUID();
    expect(await bet(app(), r, stake, 500)).toMatchObject({ status: 'RS_OK', balance: 4_400 });
    expect(await rollback(app(), r, randomUUID(), stake)).toMatchObject({ status: 'RS_OK', balance: 4_900 });
    // A rolled-back bet takes no win.
    expect(await win(app(), r, randomUUID(), stake, 1_000)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
    });
    const nothing = randomUUID();
    expect(await bet(app(), r, nothing, 0, 'round-0')).toMatchObject({ status: 'RS_OK', balance: 4_900 });
    expect(await win(app(), r, randomUUID(), nothing, 0, 'round-0')).toMatchObject({ status: 'RS_OK', balance: 4_900 });
    const short = randomUUID();
    expect(await bet(app(), r, short, 9_000, 'round-9')).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await win(app(), r, randomUUID(), short, 9_000, 'round-9')).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(4_900);
  });
});
