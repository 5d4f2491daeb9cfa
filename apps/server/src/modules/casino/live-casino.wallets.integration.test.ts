import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { CASHIER_APP, playerWithDeposit } from '../payments/payments.fixtures.js';
import { casinoPostings, expectLedgerConsistent } from './casino.fixtures.js';
import { coveredRound, launchLive, speedRoulette } from './live-casino.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** A casino bonus by code: €10, wagered once, live tables counting a tenth of their stakes. */
async function casinoBonus(app: App, playerToken: string) {
  await app.database.db
    .insertInto('bonus_campaigns')
    .values({
      slug: 'live-wallets',
      type_id: 2,
      trigger: 'promo_code',
      names: JSON.stringify({ en: 'Live wallets bonus', ru: 'Бонус живых столов' }),
      amounts: JSON.stringify({ EUR: 1_000 }),
      wagering_multiplier: 1,
      contributions: JSON.stringify({ slots: 100, table: 10, live: 10 }),
      conversion_cap_multiplier: 2,
      valid_days: 7,
      promo_code: 'LIVEWALLETS',
      starts_at: new Date(Date.now() - 60_000),
    })
    .execute();
  const res = await call(app, 'POST', '/user/promo-codes/activate', {
    token: playerToken,
    body: { code: 'LIVEWALLETS' },
  });
  expect(res.json().payload.gift).toMatchObject({ status: 'active', bonus_amount: 1_000 });
  const wallets = (await call(app, 'GET', '/user/balance', { token: playerToken })).json().payload.list as Array<{
    id: number;
    is_bonus_casino: boolean;
  }>;
  return wallets.find((w) => w.is_bonus_casino)?.id as number;
}

/** The bonus's wagering so far, as the player's gifts show it. */
async function wagered(app: App, playerToken: string) {
  const gift = (await call(app, 'GET', '/user/gifts', { token: playerToken })).json().payload.list[0];
  return { status: gift.status as string, betAmount: gift.bet_amount as number };
}

const launchSpeed = (app: App, playerToken: string, accountId?: number) =>
  launchLive(app, playerToken, speedRoulette.id, accountId);

const wins = async (app: App, walletId: number) =>
  (await casinoPostings(app, walletId)).filter((p) => p.kind === 'casino_win').map((p) => p.amount);

describe('live-table wins land in the wallet each stake came from', () => {
  const app = useApp(CASHIER_APP);

  it('pays a player seated from the cash wallet and from the casino bonus at one table into each wallet its own return', async () => {
    const player = await playerWithDeposit(app(), '50');
    const bonusWalletId = await casinoBonus(app(), player.token);
    // The cash launch bets first, so a win merged per person would name its stake.
    const cash = await launchSpeed(app(), player.token);
    const bonus = await launchSpeed(app(), player.token, bonusWalletId);
    const { studio, returns } = await coveredRound(app(), [
      { id: cash, stake: 200n },
      { id: bonus, stake: 100n },
    ]);
    const [cashReturn, bonusReturn] = returns as [number, number];
    await expect
      .poll(async () => {
        await studio.tick();
        return [await wins(app(), player.walletId), await wins(app(), bonusWalletId)];
      })
      .toEqual([[cashReturn], [bonusReturn]]);
    expect(await expectLedgerConsistent(app(), player.walletId)).toBe(5_000 - 600 + cashReturn);
    expect(await expectLedgerConsistent(app(), bonusWalletId)).toBe(1_000 - 300 + bonusReturn);
    // The bonus counts its own stakes only, at the live share: a tenth of €3.
    expect(await wagered(app(), player.token)).toEqual({ status: 'active', betAmount: 30 });
    studio.stop();
  });

  it('pays both of two launches from one wallet at one table', async () => {
    const player = await playerWithDeposit(app(), '50');
    const first = await launchSpeed(app(), player.token);
    const second = await launchSpeed(app(), player.token);
    const { studio, returns } = await coveredRound(app(), [
      { id: first, stake: 200n },
      { id: second, stake: 100n },
    ]);
    const paid = (returns[0] as number) + (returns[1] as number);
    await expect
      .poll(async () => {
        await studio.tick();
        return expectLedgerConsistent(app(), player.walletId);
      })
      .toBe(5_000 - 900 + paid);
    expect((await wins(app(), player.walletId)).sort((a, b) => a - b)).toEqual([...returns].sort((a, b) => a - b));
    studio.stop();
  });
});
