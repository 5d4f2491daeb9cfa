import { studioGames } from '@meridian/providers/casino-games/studio.games';
import { fairRandom } from '@meridian/providers/shared/games/provably-fair';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { providerTable } from '../../platform/provider-mount.js';
import { connectStudio, gameId, launchReal, walletCall } from '../casino/casino.fixtures.js';
import { CASINO_GAMES_BASE } from '../casino/casino-games.mount.js';
import { CASHIER_APP, EUR } from '../payments/payments.fixtures.js';
import { ledgerInvariants } from '../settlement/settlement.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const SLOT = 'lucky-orchard';
const SPIN_BET = 20;

/** A free-spins campaign an operator added: `spins` spins at €0.20 on Lucky Orchard, winnings wagered 20×. */
async function addSpinsCampaign(app: App, code: string, spins: number) {
  await app.database.db
    .insertInto('bonus_campaigns')
    .values({
      slug: code.toLowerCase(),
      type_id: 4,
      trigger: 'promo_code',
      names: JSON.stringify({ en: 'Test spins', ru: 'Тестовые фриспины' }),
      amounts: JSON.stringify({ EUR: 0 }),
      wagering_multiplier: 20,
      games: JSON.stringify([SLOT]),
      provider: 'meridian',
      contributions: JSON.stringify({ slots: 100 }),
      spins,
      spin_bets: JSON.stringify({ EUR: SPIN_BET }),
      valid_days: 7,
      promo_code: code,
      starts_at: new Date(Date.now() - 60_000),
    })
    .execute();
}

async function playerWithSpins(app: App, code: string) {
  const player = await registerOneClick(app, { country_id: 58, currency_id: EUR });
  const activated = await call(app, 'POST', '/user/promo-codes/activate', { token: player.token, body: { code } });
  expect(activated.statusCode, activated.body).toBe(200);
  const giftId = activated.json().payload.gift.id as number;
  // The id the gift's spins go by at the provider, which learns it when the player launches the game.
  const row = await app.database.db
    .selectFrom('bonus_gifts')
    .select('reward_id')
    .where('id', '=', BigInt(giftId))
    .executeTakeFirstOrThrow();
  return { ...player, giftId, reward: row.reward_id ?? '' };
}

async function gift(app: App, token: string, id: number) {
  const list = (await call(app, 'GET', '/user/gifts', { token })).json().payload.list as Array<Record<string, unknown>>;
  return list.find((item) => item.id === id) as Record<string, unknown>;
}

async function wallets(app: App, token: string) {
  const list = (await call(app, 'GET', '/user/balance', { token })).json().payload.list as Array<{
    id: number;
    balance: number;
    is_bonus_casino: boolean;
  }>;
  return { cash: list.find((w) => !w.is_bonus_casino)?.balance, bonus: list.find((w) => w.is_bonus_casino)?.balance };
}

/** A real launch of the slot through the platform: the studio's launch id. */
async function launchSlot(app: App, token: string) {
  const res = await call(app, 'POST', '/casino/games/launch', {
    token,
    body: { game_id: await gameId(app, SLOT), play_mode: 'real' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().payload.url as string).slice(`${CASINO_GAMES_BASE}/play/`.length).split('?')[0] as string;
}

const studio = (app: App, method: 'GET' | 'POST', path: string, body?: object) =>
  app.inject({ method, url: `${CASINO_GAMES_BASE}/api/launches/${path}`, ...(body ? { payload: body } : {}) });

/**
 * Plays one free round to its end (picking the first closed tile of a bonus game while one is open),
 * or the one already started when its answer is given.
 */
async function playFree(app: App, launch: string, reward: string, started?: Awaited<ReturnType<typeof studio>>) {
  const res = started ?? (await studio(app, 'POST', `${launch}/rounds`, { stake: 5_000, free_round: reward }));
  if (res.statusCode !== 200) return { status: res.statusCode, error: res.json() as Record<string, unknown> };
  let answer = res.json();
  while (answer.round.status === 'open') {
    // An open bonus shows its picked tiles and null for the closed ones.
    const tiles = answer.round.view.bonus.tiles as Array<unknown>;
    const tile = tiles.indexOf(null);
    answer = (await studio(app, 'POST', `${launch}/rounds/${answer.round.id}/actions`, { tile })).json();
  }
  return { status: 200, answer };
}

type SlotStep = { finished: boolean; win: bigint };

/**
 * Sets the player's next client seed so that the next spin at the free spins' bet turns out as
 * `wanted` says; answers that spin's step as the slot plays it.
 */
async function fixNextSpin(app: App, userId: number, wanted: (step: SlotStep) => boolean): Promise<SlotStep> {
  const owner = `player:${userId}`;
  const rows = (await app.database.db
    .selectFrom(providerTable(app, 'casinoGames', 'studio_seeds') as never)
    .selectAll()
    .where('owner' as never, '=', owner as never)
    .execute()) as unknown as Array<{ server_seed: string; nonce: number }>;
  const seeds = rows[0];
  if (!seeds) throw new Error(`no seeds for ${owner}`);
  const slot = studioGames().get(SLOT);
  if (!slot) throw new Error('no slot');
  for (let i = 0; i < 5_000; i++) {
    const clientSeed = `seed-${i}`;
    const random = fairRandom({ serverSeed: seeds.server_seed, clientSeed, nonce: seeds.nonce });
    const step = slot.start({ stake: SPIN_BET }, BigInt(SPIN_BET), random);
    if (wanted(step)) {
      await app.database.db
        .updateTable(providerTable(app, 'casinoGames', 'studio_seeds') as never)
        .set({ client_seed: clientSeed } as never)
        .where('owner' as never, '=', owner as never)
        .execute();
      return step;
    }
  }
  throw new Error('no seed gives the spin wanted');
}

/** The next spin wins outright: answers its win. */
const winNextSpin = async (app: App, userId: number) =>
  (await fixNextSpin(app, userId, (step) => step.finished && step.win > 0n)).win;

describe('free spins played in the studio', () => {
  const app = useApp(CASHIER_APP);

  it('are offered in their slot at their bet, staked from nobody’s money, and their winnings become a casino bonus with wagering', async () => {
    await addSpinsCampaign(app(), 'SPINTEST', 3);
    const player = await playerWithSpins(app(), 'SPINTEST');
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({
      type_id: 4,
      status: 'available',
      spins: 3,
      spins_total: 3,
      bet: SPIN_BET,
      games: [SLOT],
    });

    const launch = await launchSlot(app(), player.token);
    const reward = player.reward;
    const overview = (await studio(app(), 'GET', launch)).json();
    expect(overview.freeRounds).toEqual({ reward, left: 3, total: 3, bet: SPIN_BET, won: 0 });
    // Launching again grants nothing twice.
    const again = await launchSlot(app(), player.token);
    expect((await studio(app(), 'GET', again)).json().freeRounds).toMatchObject({ left: 3, total: 3 });

    const firstWin = await winNextSpin(app(), player.id);
    const first = await playFree(app(), launch, reward);
    expect(first.status).toBe(200);
    expect(first.answer.round).toMatchObject({ stake: SPIN_BET, win: Number(firstWin), free: true });
    expect(first.answer.freeRounds).toMatchObject({ left: 2, won: Number(firstWin) });
    // Nothing was staked from the player's (empty) cash wallet, and no bonus is credited mid-spins.
    expect(await wallets(app(), player.token)).toEqual({ cash: 0, bonus: undefined });
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({
      status: 'active',
      spins: 2,
      bonus_amount: Number(firstWin),
      wagering_amount: 0,
    });

    // A spin that opens the pick bonus keeps the round in play, its tiles closed, until the picks end it.
    await fixNextSpin(app(), player.id, (step) => !step.finished);
    const opened = await studio(app(), 'POST', `${launch}/rounds`, { stake: 5_000, free_round: reward });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().round).toMatchObject({ status: 'open', free: true, view: { bonus: { finished: false } } });
    expect(opened.json().freeRounds).toMatchObject({ left: 1 });
    const picked = await playFree(app(), launch, reward, opened);
    expect(picked.answer.round).toMatchObject({ status: 'settled', free: true });
    expect(picked.answer.freeRounds).toMatchObject({ left: 1 });

    const last = await playFree(app(), launch, reward);
    const won = last.answer.freeRounds.won as number;
    expect(last.answer.freeRounds).toMatchObject({ left: 0, total: 3 });
    expect(won).toBeGreaterThanOrEqual(Number(firstWin));

    // All played: the winnings are a casino bonus, wagered 20×, in the casino bonus balance.
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({
      status: 'wagering',
      spins: 0,
      bonus_amount: won,
      wagering_amount: won * 20,
      bet_amount: 0,
      balance: won,
    });
    expect(await wallets(app(), player.token)).toEqual({ cash: 0, bonus: won });

    // None left: the studio stops offering them, and another free round is refused.
    expect((await studio(app(), 'GET', launch)).json().freeRounds).toBeNull();
    const refused = await playFree(app(), launch, reward);
    expect(refused).toMatchObject({ status: 409, error: { wallet_status: 'RS_ERROR_FREEBET_UNAVAILABLE' } });
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('made before gifts had reward ids go by `gift-<id>` at the studio, as they were first granted', async () => {
    await addSpinsCampaign(app(), 'OLDSPINS', 2);
    const player = await playerWithSpins(app(), 'OLDSPINS');
    // A gift from before the migration that added reward ids has none.
    await app()
      .database.db.updateTable('bonus_gifts')
      .set({ reward_id: null })
      .where('id', '=', BigInt(player.giftId))
      .execute();
    const launch = await launchSlot(app(), player.token);
    const reward = `gift-${player.giftId}`;
    expect((await studio(app(), 'GET', launch)).json().freeRounds).toMatchObject({ reward, left: 2 });
    expect((await playFree(app(), launch, reward)).status).toBe(200);
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({ status: 'active', spins: 1 });
  });

  it('stop when the player gives them up: the next spin is refused and the studio ends them', async () => {
    await addSpinsCampaign(app(), 'SPINCANCEL', 5);
    const player = await playerWithSpins(app(), 'SPINCANCEL');
    const launch = await launchSlot(app(), player.token);
    const reward = player.reward;
    expect((await playFree(app(), launch, reward)).status).toBe(200);

    const cancelled = await call(app(), 'DELETE', `/user/gift/${player.giftId}`, { token: player.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({ status: 'cancelled', balance: 0 });

    const refused = await playFree(app(), launch, reward);
    expect(refused).toMatchObject({ status: 409, error: { wallet_status: 'RS_ERROR_FREEBET_UNAVAILABLE' } });
    expect((await studio(app(), 'GET', launch)).json().freeRounds).toBeNull();
    // Paid play goes on as before (refused here for want of money, not for the free spins).
    const paid = await studio(app(), 'POST', `${launch}/rounds`, { stake: 100 });
    expect(paid.json()).toMatchObject({ wallet_status: 'RS_ERROR_NOT_ENOUGH_MONEY' });
    expect(await wallets(app(), player.token)).toEqual({ cash: 0, bonus: undefined });
  });
});

describe('free rounds on the seamless wallet', () => {
  const app = useApp(CASHIER_APP);

  const freeBet = (r: { token: string; user: number }, uuid: string, reward: string, amount = 0) =>
    walletCall(app(), 'transaction/bet', {
      token: r.token,
      user: String(r.user),
      transaction_uuid: uuid,
      round: `round-${uuid}`,
      round_closed: false,
      game_code: SLOT,
      currency: 'EUR',
      amount,
      is_free: true,
      reward_uuid: reward,
    });
  const freeWin = (
    r: { token: string; user: number },
    uuid: string,
    betUuid: string,
    amount: number,
    reward?: string,
  ) =>
    walletCall(app(), 'transaction/win', {
      token: r.token,
      user: String(r.user),
      transaction_uuid: uuid,
      reference_transaction_uuid: betUuid,
      round: `round-${betUuid}`,
      round_closed: true,
      game_code: SLOT,
      currency: 'EUR',
      amount,
      ...(reward ? { is_free: true, reward_uuid: reward } : {}),
    });

  it('counts each spin once, gives a rolled-back one back, checks the reward, and leaves nothing when nothing was won', async () => {
    connectStudio(app());
    await addSpinsCampaign(app(), 'WALLETSPINS', 2);
    const player = await playerWithSpins(app(), 'WALLETSPINS');
    const reward = player.reward;
    const r = { token: await launchReal(app(), player.token, SLOT), user: player.id };

    // A free bet stakes nothing; a stake with it, another player's reward or an unknown one is refused.
    expect(await freeBet(r, 'x1', reward, 20)).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX' });
    expect(await freeBet(r, 'x2', 'gift-999999')).toMatchObject({ status: 'RS_ERROR_FREEBET_UNAVAILABLE' });
    expect(await freeBet(r, 'x3', 'not-ours')).toMatchObject({ status: 'RS_ERROR_FREEBET_UNAVAILABLE' });
    // A gift is known by its reward id alone, never by its serial id.
    expect(await freeBet(r, 'x4', `gift-${player.giftId}`)).toMatchObject({ status: 'RS_ERROR_FREEBET_UNAVAILABLE' });

    // The same call twice plays one spin; a rollback gives it back.
    expect(await freeBet(r, 'f1', reward)).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await freeBet(r, 'f1', reward)).toMatchObject({ status: 'RS_OK', balance: 0 });
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({ status: 'active', spins: 1 });
    const rolledBack = await walletCall(app(), 'transaction/rollback', {
      token: r.token,
      user: String(r.user),
      transaction_uuid: 'rb1',
      reference_transaction_uuid: 'f1',
      round: 'round-f1',
      round_closed: true,
      game_code: SLOT,
    });
    expect(rolledBack).toMatchObject({ status: 'RS_OK' });
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({ spins: 2 });

    // A win must name its bet's reward: a paid win for a free bet is refused.
    expect(await freeBet(r, 'f2', reward)).toMatchObject({ status: 'RS_OK' });
    expect(await freeWin(r, 'w2x', 'f2', 50)).toMatchObject({ status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' });
    expect(await freeWin(r, 'w2', 'f2', 0, reward)).toMatchObject({ status: 'RS_OK' });
    expect(await freeBet(r, 'f3', reward)).toMatchObject({ status: 'RS_OK' });
    expect(await freeBet(r, 'f4', reward)).toMatchObject({ status: 'RS_ERROR_FREEBET_UNAVAILABLE' });
    expect(await freeWin(r, 'w3', 'f3', 0, reward)).toMatchObject({ status: 'RS_OK', balance: 0 });

    // Both spins lost: used up, no bonus balance opened, the ledger untouched.
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({
      status: 'spent',
      spins: 0,
      bonus_amount: 0,
    });
    expect(await wallets(app(), player.token)).toEqual({ cash: 0, bonus: undefined });
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('waits with its winnings while another casino bonus plays, and starts when the player activates it after', async () => {
    connectStudio(app());
    await addSpinsCampaign(app(), 'WAITSPINS', 1);
    await app()
      .database.db.insertInto('bonus_campaigns')
      .values({
        slug: 'casino-wait-test',
        type_id: 2,
        trigger: 'promo_code',
        names: JSON.stringify({ en: 'Casino test bonus', ru: 'Тестовый бонус казино' }),
        amounts: JSON.stringify({ EUR: 1_000 }),
        wagering_multiplier: 1,
        valid_days: 7,
        promo_code: 'CASINOWAIT',
        starts_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const player = await playerWithSpins(app(), 'WAITSPINS');
    const casino = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: player.token,
      body: { code: 'CASINOWAIT' },
    });
    const casinoGift = casino.json().payload.gift.id as number;
    expect(casino.json().payload.gift.status).toBe('active');
    const reward = player.reward;
    const r = { token: await launchReal(app(), player.token, SLOT), user: player.id };

    expect(await freeBet(r, 'g1', reward)).toMatchObject({ status: 'RS_OK' });
    expect(await freeWin(r, 'gw1', 'g1', 300, reward)).toMatchObject({ status: 'RS_OK' });
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({
      status: 'available',
      spins: 0,
      bonus_amount: 300,
    });
    expect(await wallets(app(), player.token)).toMatchObject({ bonus: 1_000 });

    const early = await call(app(), 'POST', `/user/gift/${player.giftId}/activate`, { token: player.token });
    expect(early.statusCode).toBe(422);
    await call(app(), 'DELETE', `/user/gift/${casinoGift}`, { token: player.token });
    const started = await call(app(), 'POST', `/user/gift/${player.giftId}/activate`, { token: player.token });
    expect(started.statusCode, started.body).toBe(200);
    expect(await gift(app(), player.token, player.giftId)).toMatchObject({
      status: 'wagering',
      bonus_amount: 300,
      wagering_amount: 6_000,
      balance: 300,
    });
    expect(await wallets(app(), player.token)).toMatchObject({ bonus: 300 });
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });
});
