import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import type { ProviderRequest } from '../../platform/provider-transport.js';
import { bet, connectStudio, launchReal, rollback, STUDIO_SECRET, walletCall, win } from '../casino/casino.fixtures.js';
import { LIVE_CASINO_CODE } from '../casino/live-casino.mount.js';
import { CASHIER_APP, EUR } from '../payments/payments.fixtures.js';
import { ledgerInvariants } from '../settlement/settlement.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

/** A casino bonus campaign an operator added: €10 by code, wagered once, converted up to twice the bonus. */
async function addCampaign(app: App, code: string) {
  await app.database.db
    .insertInto('bonus_campaigns')
    .values({
      slug: code.toLowerCase(),
      type_id: 2,
      trigger: 'promo_code',
      names: JSON.stringify({ en: 'Casino test bonus', ru: 'Тестовый бонус казино' }),
      amounts: JSON.stringify({ EUR: 1_000 }),
      wagering_multiplier: 1,
      contributions: JSON.stringify({ slots: 100, table: 10, live: 10 }),
      conversion_cap_multiplier: 2,
      valid_days: 7,
      promo_code: code,
      starts_at: new Date(Date.now() - 60_000),
    })
    .execute();
}

async function state(app: App, token: string) {
  const wallets = (await call(app, 'GET', '/user/balance', { token })).json().payload.list as Array<{
    id: number;
    balance: number;
    is_bonus_casino: boolean;
  }>;
  const gift = (await call(app, 'GET', '/user/gifts', { token })).json().payload.list[0];
  return {
    cash: wallets.find((w) => !w.is_bonus_casino)?.balance,
    bonus: wallets.find((w) => w.is_bonus_casino)?.balance,
    bonusWalletId: wallets.find((w) => w.is_bonus_casino)?.id as number,
    status: gift.status as string,
    betAmount: gift.bet_amount as number,
  };
}

describe('a casino bonus played through the seamless wallet', () => {
  const app = useApp(CASHIER_APP);

  it('counts stakes by the game’s share, takes back a rolled-back one, converts up to the cap when wagering is done, and lets late wins follow the bonus', async () => {
    connectStudio(app());
    await addCampaign(app(), 'CASINOTEST');
    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    const activated = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: player.token,
      body: { code: 'CASINOTEST' },
    });
    expect(activated.json().payload.gift).toMatchObject({
      status: 'active',
      bonus_amount: 1_000,
      wagering_amount: 1_000,
    });
    const { bonusWalletId } = await state(app(), player.token);
    const slot = {
      token: await launchReal(app(), player.token, 'sunken-treasure', bonusWalletId),
      user: player.id,
      game: 'sunken-treasure',
    };
    const table = {
      token: await launchReal(app(), player.token, 'european-roulette', bonusWalletId),
      user: player.id,
      game: 'european-roulette',
    };

    // A slot counts in full, a rolled-back stake stops counting, roulette counts a tenth.
    expect(await bet(app(), slot, 'b1', 500, 's1')).toMatchObject({ status: 'RS_OK', balance: 500 });
    expect(await bet(app(), slot, 'b0', 100, 's0')).toMatchObject({ status: 'RS_OK', balance: 400 });
    expect(await rollback(app(), slot, 'rb0', 'b0', 's0')).toMatchObject({ status: 'RS_OK', balance: 500 });
    expect(await bet(app(), table, 'r1', 500, 't1')).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await state(app(), player.token)).toMatchObject({ status: 'spent', betAmount: 550, bonus: 0 });

    // The roulette round's win lands after the balance ran out: the bonus plays again.
    expect(await win(app(), table, 'w1', 'r1', 1_000, 't1')).toMatchObject({ status: 'RS_OK', balance: 1_000 });
    expect(await win(app(), slot, 'w2', 'b1', 2_000, 's1')).toMatchObject({ status: 'RS_OK', balance: 3_000 });
    expect(await state(app(), player.token)).toMatchObject({ status: 'active', betAmount: 550, bonus: 3_000 });

    // This stake completes the wagering: 2 500 left converts, capped at twice the bonus (2 000).
    expect(await bet(app(), slot, 'b2', 500, 's2')).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await state(app(), player.token)).toMatchObject({
      status: 'completed',
      betAmount: 1_050,
      bonus: 0,
      cash: 2_000,
    });
    // Its round's win comes after: the cap is used up, so it goes back to the house.
    expect(await win(app(), slot, 'w3', 'b2', 400, 's2')).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await state(app(), player.token)).toMatchObject({ status: 'completed', bonus: 0, cash: 2_000 });
    const gift = await app()
      .database.db.selectFrom('bonus_gifts')
      .select('converted_amount')
      .where('user_id', '=', BigInt(player.id))
      .executeTakeFirstOrThrow();
    expect(gift.converted_amount).toBe(2_000n);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('counts a live table’s stakes at the campaign’s live share', async () => {
    // A stand-in for the live studio's operator API, signing its wallet calls with a key of its own.
    app().services.casino.connect({
      code: LIVE_CASINO_CODE,
      secret: STUDIO_SECRET,
      gameUrlPath: '/live/game/url',
      transport: async (request: ProviderRequest) => {
        const body = JSON.parse(request.body ?? '{}') as { token?: string };
        return { status: 200, body: JSON.stringify({ url: `https://live.test/play?token=${body.token ?? ''}` }) };
      },
    });
    await addCampaign(app(), 'LIVETEST');
    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    await call(app(), 'POST', '/user/promo-codes/activate', { token: player.token, body: { code: 'LIVETEST' } });
    const { bonusWalletId } = await state(app(), player.token);
    const table = {
      token: await launchReal(app(), player.token, 'roulette-grand', bonusWalletId),
      user: player.id,
      game: 'roulette-grand',
    };
    const live = (uuid: string, amount: number) =>
      walletCall(
        app(),
        'transaction/bet',
        {
          token: table.token,
          user: String(table.user),
          transaction_uuid: uuid,
          round: `live-${uuid}`,
          round_closed: false,
          game_code: table.game,
          currency: 'EUR',
          amount,
        },
        { provider: LIVE_CASINO_CODE },
      );
    expect(await live('l1', 400)).toMatchObject({ status: 'RS_OK', balance: 600 });
    expect(await live('l2', 200)).toMatchObject({ status: 'RS_OK', balance: 400 });
    // A tenth of €6 counts: €0.60 of the €10 wagering.
    expect(await state(app(), player.token)).toMatchObject({ status: 'active', betAmount: 60, bonus: 400 });
  });
});
