/**
 * @module-tag engine
 */
import type { Gift } from '@meridian/contract/bonuses';
import type { Wallet } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { homeWins } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { lineMatch, pick, placed, singleBet } from '../bets/bets.fixtures.js';
import {
  bet,
  casinoPostings,
  connectStudio,
  expectLedgerConsistent,
  gameId,
  launchReal,
  walletCall,
} from '../casino/casino.fixtures.js';
import { CASHIER_APP, depositByCard, EUR } from '../payments/payments.fixtures.js';
import { ledgerInvariants, legOn, openMatch, placeBet, type TestPlayer } from '../settlement/settlement.fixtures.js';
import { BonusesService } from './bonuses.service.js';

type App = ReturnType<ReturnType<typeof useApp>>;

async function wallets(app: App, token: string): Promise<Wallet[]> {
  const res = await call(app, 'GET', '/user/balance', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list;
}

async function gifts(app: App, token: string, query = ''): Promise<Gift[]> {
  const res = await call(app, 'GET', `/user/gifts${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list;
}

const cashOf = (list: Wallet[]) => list.find((w) => !w.is_bonus_sport && !w.is_bonus_casino && w.currency_id === EUR);
const sportBonusOf = (list: Wallet[]) => list.find((w) => w.is_bonus_sport);

/** A one-click player in euros, with the first-deposit choice given. */
async function newcomer(app: App, firstBonus: 0 | 1 | 2 = 0) {
  return registerOneClick(app, { country_id: 58, currency_id: EUR, first_bonus: firstBonus });
}

/** The player as the settlement fixtures stake: from a given wallet of theirs. */
async function stakingFrom(app: App, player: { id: number; token: string; refresh: string }, walletId: number) {
  const account = await app.services.ledger.walletAccount(app.database.db, BigInt(walletId));
  return { ...player, walletId: BigInt(walletId), accountId: account, currencyId: EUR } satisfies TestPlayer;
}

/** A single on the home side at 2.10, settled won. */
async function winningSingle(app: App, player: TestPlayer, amount: bigint) {
  const match = await openMatch(app);
  await placeBet(app, player, amount, [legOn(match, 1, 11)]);
  await app.services.ingestion.ingest([homeWins(match)]);
  await app.services.settlement.sweep();
}

async function activate(app: App, token: string, code: string, language = 'en') {
  return call(app, 'POST', '/user/promo-codes/activate', {
    token,
    body: { code },
    headers: { 'accept-language': language },
  });
}

describe('bonuses', () => {
  const app = useApp(CASHIER_APP);

  it('stops counting a bonus stake towards wagering when an operator voids its bet, and takes its win back', async () => {
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '50');
    const bonusWallet = sportBonusOf(await wallets(app(), player.token)) as Wallet;
    const staking = await stakingFrom(app(), player, bonusWallet.id);
    const match = await openMatch(app());
    const betId = await placeBet(app(), staking, 5_000n, [legOn(match, 1, 11)]);
    await app().services.ingestion.ingest([homeWins(match)]);
    await app().services.settlement.sweep();
    expect((await gifts(app(), player.token))[0]).toMatchObject({ bet_amount: 5_000, balance: 10_500 });

    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const voided = await adminCall(app(), 'POST', `/bets/${betId}/void`, {
      token: trader.token,
      body: { reason: 'late bet after the goal' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // The 10 500 win back, the 5 000 stake returned: the bonus balance as before the bet, nothing wagered.
    expect((await gifts(app(), player.token))[0]).toMatchObject({ status: 'active', bet_amount: 0, balance: 5_000 });
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('gives the sports welcome bonus on the first deposit, counts settled stakes, and pays the balance as cash when wagering is done', async () => {
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '50');
    let list = await wallets(app(), player.token);
    expect(cashOf(list)?.balance).toBe(5_000);
    const bonusWallet = sportBonusOf(list) as Wallet;
    expect(bonusWallet).toMatchObject({
      balance: 5_000,
      is_bonus_sport: true,
      is_bonus_casino: false,
      is_default: false,
    });
    const [gift] = await gifts(app(), player.token);
    expect(gift).toMatchObject({
      name: 'Sports welcome bonus',
      type_id: 1,
      status: 'active',
      balance: 5_000,
      bonus_amount: 5_000,
      wagering_amount: 25_000,
      bet_amount: 0,
      min_odds: '1.50',
      is_cancellable: true,
    });
    // A second deposit is not a first one.
    await depositByCard(app(), player.token, '20');
    expect(await gifts(app(), player.token)).toHaveLength(1);

    // Stakes from the bonus balance count as their bets settle: 5 000 + 10 000 + 10 000 = the 25 000 asked.
    const staking = await stakingFrom(app(), player, bonusWallet.id);
    await winningSingle(app(), staking, 5_000n);
    expect((await gifts(app(), player.token))[0]).toMatchObject({
      status: 'active',
      bet_amount: 5_000,
      balance: 10_500,
    });
    await winningSingle(app(), staking, 10_000n);
    expect((await gifts(app(), player.token))[0]).toMatchObject({ bet_amount: 15_000, balance: 21_500 });
    await winningSingle(app(), staking, 10_000n);

    // Wagering done and nothing in play: the bonus balance (11 500 + 21 000) is cash now.
    expect((await gifts(app(), player.token))[0]).toMatchObject({
      status: 'completed',
      bet_amount: 25_000,
      balance: 0,
    });
    list = await wallets(app(), player.token);
    expect(cashOf(list)?.balance).toBe(7_000 + 32_500);
    expect(sportBonusOf(list)?.balance).toBe(0);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
    const conversion = await app()
      .database.db.selectFrom('ledger_transactions')
      .select(['kind', 'metadata'])
      .where('idempotency_key', '=', `gift:${gift?.id}:convert`)
      .executeTakeFirstOrThrow();
    expect(conversion).toMatchObject({ kind: 'bonus_conversion', metadata: { reason: 'wagering_completed' } });
  });

  it('lets the first-deposit choice change until the first deposit, and not after', async () => {
    const player = await newcomer(app(), 0);
    const changed = await call(app(), 'PUT', '/user/bonus/change', { token: player.token, body: { first_bonus: 2 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().payload.user.first_bonus).toBe(2);
    await depositByCard(app(), player.token, '30');
    const [gift] = await gifts(app(), player.token);
    expect(gift).toMatchObject({
      name: 'Casino welcome bonus',
      type_id: 2,
      bonus_amount: 3_000,
      wagering_amount: 90_000,
    });
    expect((await wallets(app(), player.token)).find((w) => w.is_bonus_casino)?.balance).toBe(3_000);

    const late = await call(app(), 'PUT', '/user/bonus/change', {
      token: player.token,
      body: { first_bonus: 1 },
      headers: { 'accept-language': 'ru' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Первый депозит уже сделан: приветственный бонус больше нельзя изменить.');
  });

  it('caps the welcome bonus at the campaign’s amount in the player’s currency', async () => {
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '250');
    expect((await gifts(app(), player.token))[0]).toMatchObject({ bonus_amount: 10_000, wagering_amount: 50_000 });
  });

  it('activates a promo code once per player, and says why a wrong, expired or used-up code is refused', async () => {
    const player = await newcomer(app());
    // Typed as a person might: capital letters and spaces do not matter, inside the code either.
    const res = await activate(app(), player.token, ' meri dian10 ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payload.gift).toMatchObject({
      code: 'MERIDIAN10',
      status: 'active',
      bonus_amount: 1_000,
      wagering_amount: 3_000,
      min_odds: '1.80',
      min_events: 2,
    });
    expect(sportBonusOf(await wallets(app(), player.token))?.balance).toBe(1_000);

    const refusals: Array<[string, string, string]> = [
      ['MERIDIAN10', 'en', 'You have already used this promo code.'],
      ['NOSUCHCODE', 'en', 'There is no promo code like that. Check it and try again.'],
      ['EURONIGHTS', 'en', 'This promo code has expired.'],
      ['EURONIGHTS', 'ru', 'Срок действия промокода истёк.'],
    ];
    for (const [code, language, message] of refusals) {
      const refused = await activate(app(), player.token, code, language);
      expect(refused.statusCode, code).toBe(422);
      expect(refused.json()).toMatchObject({ message, errors: { code: [message] } });
    }

    // A campaign whose uses ran out (an operator's limit of 1, already taken).
    await app()
      .database.db.updateTable('bonus_campaigns')
      .set({ max_uses: 1, uses: 1 })
      .where('slug', '=', 'spins-50')
      .execute();
    const usedUp = await activate(app(), player.token, 'SPINS50');
    expect(usedUp.json().message).toBe('This promo code has been used up.');
    await app()
      .database.db.updateTable('bonus_campaigns')
      .set({ max_uses: null, uses: 0 })
      .where('slug', '=', 'spins-50')
      .execute();
  });

  it('takes a promo code with the sign-up form: a usable one is granted with the account, another is refused beside its field', async () => {
    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR, promo_code: 'meridian10' });
    expect((await gifts(app(), player.token))[0]).toMatchObject({
      code: 'MERIDIAN10',
      status: 'active',
      balance: 1_000,
    });

    const refused = await call(app(), 'POST', '/auth/registration', {
      body: { type_id: 3, group_id: 1, fields: { country_id: 58, currency_id: EUR, promo_code: 'EURONIGHTS' } },
      headers: { 'accept-language': 'ru' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ promo_code: ['Срок действия промокода истёк.'] });
  });

  it('grants a promo code once when a player sends it twice at once, and stops at the campaign’s last use', async () => {
    const player = await newcomer(app());
    const answers = await Promise.all([
      activate(app(), player.token, 'MERIDIAN10'),
      activate(app(), player.token, 'MERIDIAN10'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(await gifts(app(), player.token)).toHaveLength(1);

    // One use left and three players at once: one of them gets it.
    const { db } = app().database;
    const campaign = await db
      .selectFrom('bonus_campaigns')
      .select('uses')
      .where('slug', '=', 'meridian-10')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('bonus_campaigns')
      .set({ max_uses: campaign.uses + 1 })
      .where('slug', '=', 'meridian-10')
      .execute();
    const players = await Promise.all([newcomer(app()), newcomer(app()), newcomer(app())]);
    const race = await Promise.all(players.map((p) => activate(app(), p.token, 'MERIDIAN10')));
    expect(race.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
    expect(race.filter((a) => a.statusCode === 422).map((a) => a.json().message)).toEqual([
      'This promo code has been used up.',
      'This promo code has been used up.',
    ]);
    await db.updateTable('bonus_campaigns').set({ max_uses: 1_000 }).where('slug', '=', 'meridian-10').execute();
  });

  it('keeps a second bonus of a kind waiting while one plays, and starts it by hand once that one ends', async () => {
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '40');
    expect((await activate(app(), player.token, 'MERIDIAN10')).statusCode).toBe(200);
    const [code, welcome] = await gifts(app(), player.token);
    expect(code).toMatchObject({ status: 'available', balance: 0 });
    expect(welcome).toMatchObject({ status: 'active', balance: 4_000 });
    const early = await call(app(), 'POST', `/user/gift/${code?.id}/activate`, { token: player.token });
    expect(early.json().message).toBe('You already have an active bonus of this kind. Finish or cancel it first.');

    // Giving up the welcome bonus (by its bonus balance's id) forfeits its balance to the house.
    const bonusWallet = sportBonusOf(await wallets(app(), player.token)) as Wallet;
    const cancelled = await call(app(), 'DELETE', `/user/bonus/${bonusWallet.id}`, { token: player.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await gifts(app(), player.token, '?statuses=cancelled'))[0]).toMatchObject({ id: welcome?.id, balance: 0 });
    expect(sportBonusOf(await wallets(app(), player.token))?.balance).toBe(0);

    const started = await call(app(), 'POST', `/user/gift/${code?.id}/activate`, { token: player.token });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().payload.gift).toMatchObject({ status: 'active', balance: 1_000 });
    expect(sportBonusOf(await wallets(app(), player.token))?.balance).toBe(1_000);
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('expires gifts past their time exactly once, forfeiting a playing bonus’s balance', async () => {
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '10');
    expect((await activate(app(), player.token, 'MERIDIAN10')).statusCode).toBe(200);
    const { db } = app().database;
    const later = Date.now() + 31 * 24 * 60 * 60 * 1000;
    const expiry = new BonusesService(db, app().services.ledger, app().services.freeBets, () => later);
    const expired = await Promise.all([expiry.expireDue(), expiry.expireDue()]);
    expect(expired[0] + expired[1]).toBeGreaterThanOrEqual(2);
    const mine = await gifts(app(), player.token);
    expect(mine.map((g) => g.status)).toEqual(['expired', 'expired']);
    expect(sportBonusOf(await wallets(app(), player.token))?.balance).toBe(0);
    const forfeits = await db
      .selectFrom('ledger_transactions')
      .select('idempotency_key')
      .where('kind', '=', 'bonus_forfeit')
      .where(
        'idempotency_key',
        'in',
        mine.map((g) => `gift:${g.id}:forfeit`),
      )
      .execute();
    expect(forfeits).toHaveLength(1);
    expect(await expiry.expireDue()).toBe(0);
  });

  it('gives the weekly free bet to players whose week of stakes reached €25, once, and uses it up with its bet', async () => {
    const keen = await newcomer(app());
    const light = await newcomer(app());
    await depositByCard(app(), keen.token, '40');
    await depositByCard(app(), light.token, '40');
    for (const [player, stakes] of [
      [keen, [1_500, 1_000]],
      [light, [2_400]],
    ] as const) {
      const cash = cashOf(await wallets(app(), player.token)) as Wallet;
      for (const amount of stakes) {
        const match = await lineMatch(app());
        await placed(app(), player.token, singleBet(cash.id, pick(match, 1, 11, 2100), { amount }));
      }
    }
    // The week of these bets ends: a week later the job grants it.
    const nextWeek = new BonusesService(
      app().database.db,
      app().services.ledger,
      app().services.freeBets,
      () => Date.now() + 7 * 24 * 60 * 60 * 1000,
    );
    expect(await nextWeek.grantWeekly()).toBeGreaterThanOrEqual(1);
    expect(await nextWeek.grantWeekly()).toBe(0);
    expect(await gifts(app(), light.token)).toEqual([]);
    const [gift] = await gifts(app(), keen.token);
    expect(gift).toMatchObject({ name: 'Weekly free bet', type_id: 3, status: 'active', bet: 500, balance: 500 });

    // The slip offers it; its bet decided, the gift is used up.
    const cash = cashOf(await wallets(app(), keen.token)) as Wallet;
    const offer = await call(app(), 'POST', '/bets/update', {
      token: keen.token,
      body: { account_id: cash.id, events: [] },
    });
    const freeBet = offer.json().payload.free_bets[0] as { id: number; bet: number };
    expect(freeBet.bet).toBe(500);
    const match = await lineMatch(app());
    await placed(
      app(),
      keen.token,
      singleBet(cash.id, pick(match, 1, 11, 2100), { amount: 500, free_bet_id: freeBet.id }),
    );
    expect((await gifts(app(), keen.token))[0]).toMatchObject({ status: 'active', balance: 0 });
    await app().services.ingestion.ingest([homeWins(match)]);
    await app().services.settlement.sweep();
    expect((await gifts(app(), keen.token))[0]).toMatchObject({ status: 'completed' });
  });

  it('keeps bonus money out of payments and wallet deletion', async () => {
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '10');
    const bonusWallet = sportBonusOf(await wallets(app(), player.token)) as Wallet;
    const token = await call(app(), 'GET', `/user/payment-token?account_id=${bonusWallet.id}`, { token: player.token });
    expect(token.statusCode).toBe(422);
    const removed = await call(app(), 'DELETE', `/user/account/${bonusWallet.id}`, { token: player.token });
    expect(removed.statusCode).toBe(422);
  });

  /** A newcomer with the sports welcome bonus and €45 of cash, the game studio connected. */
  async function withSportsBonusAndCash() {
    connectStudio(app());
    const player = await newcomer(app(), 1);
    await depositByCard(app(), player.token, '45');
    const before = await wallets(app(), player.token);
    return { player, cash: cashOf(before) as Wallet, bonusWallet: sportBonusOf(before) as Wallet };
  }

  /** One casino stake was taken from the cash wallet, and the sports bonus wallet was left as it was. */
  async function expectStakedFromCashOnly(player: { token: string }, cash: Wallet, bonusWallet: Wallet, stake: number) {
    const after = await wallets(app(), player.token);
    expect(cashOf(after)?.balance).toBe(cash.balance - stake);
    expect(sportBonusOf(after)?.balance).toBe(bonusWallet.balance);
    expect(await casinoPostings(app(), cash.id)).toEqual([
      expect.objectContaining({ kind: 'casino_bet', amount: -stake }),
    ]);
    expect(await casinoPostings(app(), bonusWallet.id)).toEqual([]);
    await expectLedgerConsistent(app(), cash.id);
  }

  it('plays a casino game launched from a sports bonus wallet on the cash wallet of its currency', async () => {
    const { player, cash, bonusWallet } = await withSportsBonusAndCash();
    // The sports bonus is left as the active wallet: the launch names it (or no wallet at all).
    const switched = await call(app(), 'PUT', `/user/account/${bonusWallet.id}/default`, { token: player.token });
    expect(switched.statusCode, switched.body).toBe(200);
    const game = await gameId(app(), 'sunken-treasure');
    for (const body of [{ account_id: bonusWallet.id }, {}]) {
      const launch = await call(app(), 'POST', '/casino/games/launch', {
        token: player.token,
        body: { game_id: game, play_mode: 'real', ...body },
      });
      expect(launch.statusCode, launch.body).toBe(200);
      expect(launch.json().payload.account_id).toBe(cash.id);
    }
    const token = await launchReal(app(), player.token, 'sunken-treasure', bonusWallet.id);
    const r = { token, user: player.id, game: 'sunken-treasure' };
    expect(await walletCall(app(), 'user/balance', { token })).toMatchObject({ status: 'RS_OK', balance: 4_500 });
    expect(await bet(app(), r, 'b-1', 1_000)).toMatchObject({ status: 'RS_OK', balance: 3_500 });
    await expectStakedFromCashOnly(player, cash, bonusWallet, 1_000);

    // With no open cash wallet of the currency there is nothing to play from.
    await app()
      .database.db.updateTable('wallets')
      .set({ closed_at: new Date() })
      .where('id', '=', BigInt(cash.id))
      .execute();
    const refused = await call(app(), 'POST', '/casino/games/launch', {
      token: player.token,
      body: { game_id: game, play_mode: 'real', account_id: bonusWallet.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      account_id: ['A sports bonus balance cannot play casino games, and there is no EUR wallet to play from.'],
    });
  });

  it('two games launched at once from a sports bonus wallet share its cash wallet, which no bets at once overdraw', async () => {
    const { player, cash, bonusWallet } = await withSportsBonusAndCash();
    const [first, second] = await Promise.all([
      launchReal(app(), player.token, 'sunken-treasure', bonusWallet.id),
      launchReal(app(), player.token, 'sunken-treasure', bonusWallet.id),
    ]);
    // Two stakes of €30 at once against €45: one is taken, the other refused, the bonus never touched.
    const answers = await Promise.all([
      bet(app(), { token: first, user: player.id, game: 'sunken-treasure' }, 'race-1', 3_000, 'race-a'),
      bet(app(), { token: second, user: player.id, game: 'sunken-treasure' }, 'race-2', 3_000, 'race-b'),
    ]);
    expect(answers.filter((answer) => answer.status === 'RS_OK')).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 'RS_OK')).toHaveLength(1);
    await expectStakedFromCashOnly(player, cash, bonusWallet, 3_000);
  });
});
