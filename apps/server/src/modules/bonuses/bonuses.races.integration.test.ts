/**
 * @module-tag engine
 */
import type { Wallet } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { homeWins } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { CASHIER_APP, depositByCard, EUR } from '../payments/payments.fixtures.js';
import { ledgerInvariants, legOn, openMatch, placeBet, type TestPlayer } from '../settlement/settlement.fixtures.js';
import { BonusesService } from './bonuses.service.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const DAY_MS = 24 * 60 * 60 * 1000;

async function wallets(app: App, token: string): Promise<Wallet[]> {
  const res = await call(app, 'GET', '/user/balance', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list;
}

const cashOf = (list: Wallet[]) => list.find((w) => !w.is_bonus_sport && !w.is_bonus_casino && w.currency_id === EUR);
const sportBonusOf = (list: Wallet[]) => list.find((w) => w.is_bonus_sport) as Wallet;

/** A player in euros whose first deposit of `euros` brought the sports welcome bonus (the same amount). */
async function playerWithSportsBonus(app: App, euros: string) {
  const player = await registerOneClick(app, { country_id: 58, currency_id: EUR, first_bonus: 1 });
  await depositByCard(app, player.token, euros);
  const bonus = sportBonusOf(await wallets(app, player.token));
  expect(bonus.balance).toBe(Number(euros) * 100);
  const account = await app.services.ledger.walletAccount(app.database.db, BigInt(bonus.id));
  const staking: TestPlayer = { ...player, walletId: BigInt(bonus.id), accountId: account, currencyId: EUR };
  return { player, bonus, staking };
}

function giveUp(app: App, token: string, bonusWalletId: number) {
  return call(app, 'DELETE', `/user/bonus/${bonusWalletId}`, { token });
}

/** The player's gifts' ledger transactions of one step (`forfeit`, `convert`), by their idempotency keys. */
async function giftPostings(app: App, userId: number, step: 'forfeit' | 'convert') {
  const { db } = app.database;
  const gifts = await db.selectFrom('bonus_gifts').select('id').where('user_id', '=', BigInt(userId)).execute();
  return db
    .selectFrom('ledger_transactions')
    .select('idempotency_key')
    .where(
      'idempotency_key',
      'in',
      gifts.map((g) => `gift:${g.id}:${step}`),
    )
    .execute();
}

/**
 * The bonus paths that take or give money while something else may do the same to the same gift, run
 * at the same moment: each ends with one outcome, the money of that outcome and a balanced ledger.
 */
describe('bonus races', () => {
  const app = useApp(CASHIER_APP);

  it('forfeits a bonus once when the player gives it up as the expiry job ends it', async () => {
    const { db } = app().database;
    const expiry = new BonusesService(
      db,
      app().services.ledger,
      app().services.freeBets,
      () => Date.now() + 31 * DAY_MS,
    );
    for (let round = 0; round < 4; round++) {
      const { player, bonus } = await playerWithSportsBonus(app(), '20');
      const [answer] = await Promise.all([giveUp(app(), player.token, bonus.id), expiry.expireDue()]);
      // Whichever came first ended the gift; the other found it ended.
      expect([200, 422], answer.body).toContain(answer.statusCode);
      const list = await wallets(app(), player.token);
      expect(sportBonusOf(list).balance).toBe(0);
      expect(cashOf(list)?.balance).toBe(2_000);
      expect(await giftPostings(app(), player.id, 'forfeit')).toHaveLength(1);
      const [gift] = await db
        .selectFrom('bonus_gifts')
        .select('status')
        .where('user_id', '=', BigInt(player.id))
        .execute();
      expect(gift?.status).toBe(answer.statusCode === 200 ? 'cancelled' : 'expired');
    }
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('either converts or forfeits a bonus when the player gives it up as the bet completing its wagering settles', async () => {
    for (let round = 0; round < 4; round++) {
      // 50 € bonus, 250 € of stakes asked: 50 and 100 won at 2.10 leave 215 € and 150 € counted.
      const { player, bonus, staking } = await playerWithSportsBonus(app(), '50');
      for (const amount of [5_000n, 10_000n]) {
        const match = await openMatch(app());
        await placeBet(app(), staking, amount, [legOn(match, 1, 11)]);
        await app().services.ingestion.ingest([homeWins(match)]);
        await app().services.settlement.sweep();
      }
      expect(sportBonusOf(await wallets(app(), player.token)).balance).toBe(21_500);
      // The last 100 € in play: winning completes the wagering and the 115 € + 210 € become cash.
      const last = await openMatch(app());
      await placeBet(app(), staking, 10_000n, [legOn(last, 1, 11)]);
      await app().services.ingestion.ingest([homeWins(last)]);

      const [answer] = await Promise.all([giveUp(app(), player.token, bonus.id), app().services.settlement.sweep()]);
      await app().services.settlement.sweep();

      const list = await wallets(app(), player.token);
      expect(sportBonusOf(list).balance).toBe(0);
      const conversions = await giftPostings(app(), player.id, 'convert');
      const forfeits = await giftPostings(app(), player.id, 'forfeit');
      if (answer.statusCode === 200) {
        // Given up first: the 115 € left is forfeited, and so is the win landing after the gift ended.
        expect(conversions).toHaveLength(0);
        expect(forfeits).toHaveLength(1);
        expect(cashOf(list)?.balance).toBe(5_000);
      } else {
        // Settled first: the wagering was done and the whole bonus balance is cash; nothing was left to give up.
        expect(answer.statusCode, answer.body).toBe(422);
        expect(conversions).toHaveLength(1);
        expect(forfeits).toHaveLength(0);
        expect(cashOf(list)?.balance).toBe(5_000 + 11_500 + 21_000);
      }
    }
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });
});
