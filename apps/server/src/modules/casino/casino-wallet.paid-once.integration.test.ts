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

describe('the casino wallet pays a bet once', () => {
  const app = useApp(CASHIER_APP);

  async function round() {
    connectStudio(app());
    const player = await playerWithDeposit(app(), '50');
    const token = await launchReal(app(), player.token, 'blackjack');
    return { player, r: { token, user: player.id, game: 'blackjack' } };
  }

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
