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

// One app for both rules: a bet is paid once, and a round takes no win after it closed.
const app = useApp(CASHIER_APP);

async function round() {
  connectStudio(app());
  const player = await playerWithDeposit(app(), '50');
  const token = await launchReal(app(), player.token, 'blackjack');
  return { player, r: { token, user: player.id, game: 'blackjack' } };
}

const postings = async (walletId: number) => (await casinoPostings(app(), walletId)).map((p) => [p.kind, p.amount]);

describe('the casino wallet pays a bet once', () => {
  it('refuses a second, different win naming a paid bet; a repeat of the first still answers as before', async () => {
    const { player, r } = await round();
    const stake = randomUUID();
    const double = randomUUID();
    expect(await bet(app(), r, stake, 1_000)).toMatchObject({ status: 'RS_OK', balance: 4_000 });
    expect(await bet(app(), r, double, 1_000)).toMatchObject({ status: 'RS_OK', balance: 3_000 });
    const prize = randomUUID();
    expect(await win(app(), r, prize, stake, 4_000)).toMatchObject({ status: 'RS_OK', balance: 7_000 });
    const again = randomUUID();
    expect(await win(app(), r, again, stake, 4_000)).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 7_000,
    });
    // Each answered as it was the first time.
    expect(await win(app(), r, again, stake, 4_000)).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 7_000,
    });
    expect(await win(app(), r, prize, stake, 4_000)).toMatchObject({ status: 'RS_OK', balance: 7_000 });
    // The paid bet cannot be rolled back; a stake of the round without a win still can.
    expect(await rollback(app(), r, randomUUID(), stake)).toMatchObject({ status: 'RS_ERROR_UNKNOWN' });
    expect(await rollback(app(), r, randomUUID(), double)).toMatchObject({ status: 'RS_OK', balance: 8_000 });
    expect((await casinoPostings(app(), player.walletId)).map((p) => [p.kind, p.amount])).toEqual([
      ['casino_bet', -1_000],
      ['casino_bet', -1_000],
      ['casino_win', 4_000],
      ['casino_rollback', 1_000],
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(8_000);
  });

  it('takes one of several wins sent at once for one bet', async () => {
    const { player, r } = await round();
    const stake = randomUUID();
    await bet(app(), r, stake, 500);
    const answers = await Promise.all(Array.from({ length: 5 }, () => win(app(), r, randomUUID(), stake, 1_000)));
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'RS_ERROR_DUPLICATE_TRANSACTION')).toHaveLength(4);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_500);
  });

  it('pays each bet of a round once: several bets of one round each take their own win', async () => {
    const { player, r } = await round();
    const red = randomUUID();
    const black = randomUUID();
    await bet(app(), r, red, 300, 'table-round');
    await bet(app(), r, black, 200, 'table-round');
    // The round's last win closes it; the ones before leave it open.
    expect(await win(app(), r, `${red}:win`, red, 600, 'table-round', false)).toMatchObject({ status: 'RS_OK' });
    expect(await win(app(), r, `${black}:win`, black, 0, 'table-round')).toMatchObject({ status: 'RS_OK' });
    expect(await win(app(), r, randomUUID(), black, 400, 'table-round')).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
    });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000 - 500 + 600);
  });
});

describe('the casino wallet takes no win on a round that closed', () => {
  it('refuses a win naming another bet of a round its win closed; repeats answer as the first time', async () => {
    const { player, r } = await round();
    const stake = randomUUID();
    const double = randomUUID();
    await bet(app(), r, stake, 1_000);
    expect(await bet(app(), r, double, 1_000)).toMatchObject({ status: 'RS_OK', balance: 3_000 });
    const prize = randomUUID();
    expect(await win(app(), r, prize, stake, 4_000)).toMatchObject({ status: 'RS_OK', balance: 7_000 });
    const late = randomUUID();
    expect(await win(app(), r, late, double, 4_000)).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED', balance: 7_000 });
    // Each answered again as it was the first time.
    expect(await win(app(), r, late, double, 4_000)).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED', balance: 7_000 });
    expect(await win(app(), r, prize, stake, 4_000)).toMatchObject({ status: 'RS_OK', balance: 7_000 });
    // A closed round takes no more stakes either.
    expect(await bet(app(), r, randomUUID(), 500)).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED', balance: 7_000 });
    // A stake of the round without a win is still given back: a late rollback lands.
    expect(await rollback(app(), r, randomUUID(), double, 'round-1', false)).toMatchObject({
      status: 'RS_OK',
      balance: 8_000,
    });
    expect(await postings(player.walletId)).toEqual([
      ['casino_bet', -1_000],
      ['casino_bet', -1_000],
      ['casino_win', 4_000],
      ['casino_rollback', 1_000],
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(8_000);
  });

  it('takes every win of a round until one closes it', async () => {
    const { player, r } = await round();
    const red = randomUUID();
    const black = randomUUID();
    await bet(app(), r, red, 300, 'spots');
    await bet(app(), r, black, 200, 'spots');
    expect(await win(app(), r, randomUUID(), red, 600, 'spots', false)).toMatchObject({ status: 'RS_OK' });
    expect(await win(app(), r, randomUUID(), black, 400, 'spots', true)).toMatchObject({ status: 'RS_OK' });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000 - 500 + 1_000);
  });

  it('closes a round on a rollback that says so, and leaves it open on one that does not', async () => {
    const { player, r } = await round();
    const first = randomUUID();
    const extra = randomUUID();
    await bet(app(), r, first, 1_000, 'hand');
    await bet(app(), r, extra, 1_000, 'hand');
    // An extra stake given back mid-round: the hand goes on and its win still lands.
    expect(await rollback(app(), r, randomUUID(), extra, 'hand', false)).toMatchObject({ status: 'RS_OK' });
    expect(await win(app(), r, randomUUID(), first, 2_500, 'hand')).toMatchObject({ status: 'RS_OK', balance: 6_500 });

    const voided = randomUUID();
    const other = randomUUID();
    await bet(app(), r, voided, 700, 'void');
    await bet(app(), r, other, 300, 'void');
    expect(await rollback(app(), r, randomUUID(), voided, 'void', true)).toMatchObject({ status: 'RS_OK' });
    expect(await win(app(), r, randomUUID(), other, 900, 'void')).toMatchObject({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 6_200,
    });
    // The void round's other stake still comes back.
    expect(await rollback(app(), r, randomUUID(), other, 'void', true)).toMatchObject({
      status: 'RS_OK',
      balance: 6_500,
    });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(6_500);
  });

  it('keeps a refused win from closing a round', async () => {
    const { player, r } = await round();
    const stake = randomUUID();
    await bet(app(), r, stake, 1_000);
    expect(await win(app(), r, randomUUID(), randomUUID(), 9_000)).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
    });
    expect(await win(app(), r, randomUUID(), stake, 1_500)).toMatchObject({ status: 'RS_OK', balance: 5_500 });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_500);
  });

  it('refuses a win naming its bet under another round, so a closed round cannot be reopened by name', async () => {
    const { player, r } = await round();
    const first = randomUUID();
    const second = randomUUID();
    await bet(app(), r, first, 1_000, 'closing');
    await bet(app(), r, second, 1_000, 'closing');
    await win(app(), r, randomUUID(), first, 2_000, 'closing');
    expect(await win(app(), r, randomUUID(), second, 2_000, 'elsewhere')).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 5_000,
    });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000);
  });

  it('closes a round within one launch: another launch of the wallet at the same round is paid too', async () => {
    const { player, r } = await round();
    const tab = { ...r, token: await launchReal(app(), player.token, 'blackjack') };
    const mine = randomUUID();
    const theirs = randomUUID();
    const extra = randomUUID();
    await bet(app(), r, mine, 1_000, 'table');
    await bet(app(), tab, theirs, 500, 'table');
    await bet(app(), tab, extra, 500, 'table');
    expect(await win(app(), r, randomUUID(), mine, 2_000, 'table')).toMatchObject({ status: 'RS_OK', balance: 5_000 });
    // The other launch's round is its own: its win lands, and closes it.
    expect(await win(app(), tab, randomUUID(), theirs, 1_500, 'table')).toMatchObject({
      status: 'RS_OK',
      balance: 6_500,
    });
    // A win for a stake of a closed round stays refused whichever of the wallet's tokens it comes with.
    expect(await win(app(), r, randomUUID(), extra, 900, 'table')).toMatchObject({
      status: 'RS_ERROR_ROUND_CLOSED',
      balance: 6_500,
    });
    expect(await bet(app(), tab, randomUUID(), 100, 'table')).toMatchObject({ status: 'RS_ERROR_ROUND_CLOSED' });
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(6_500);
  });

  it('lands one of five different wins of one round sent at once', async () => {
    const { player, r } = await round();
    const stakes = Array.from({ length: 5 }, () => randomUUID());
    for (const stake of stakes) await bet(app(), r, stake, 200, 'raced');
    const answers = await Promise.all(stakes.map((stake) => win(app(), r, randomUUID(), stake, 1_000, 'raced')));
    expect(answers.filter((a) => a.status === 'RS_OK')).toHaveLength(1);
    expect(answers.filter((a) => a.status === 'RS_ERROR_ROUND_CLOSED')).toHaveLength(4);
    expect((await postings(player.walletId)).filter(([kind]) => kind === 'casino_win')).toEqual([
      ['casino_win', 1_000],
    ]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000 - 1_000 + 1_000);
  });
});
