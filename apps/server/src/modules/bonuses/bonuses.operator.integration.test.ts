/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import type { Gift } from '@meridian/contract/bonuses';
import type { Wallet } from '@meridian/contract/wallet';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { CASHIER_APP, depositByCard, EUR } from '../payments/payments.fixtures.js';
import { ledgerInvariants } from '../settlement/settlement.fixtures.js';

type App = ReturnType<ReturnType<typeof useApp>>;

let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++serial}`.toUpperCase();

/** A sports bonus campaign as an operator fills the form; `overrides` change or add fields. */
function sportsCampaign(overrides: Record<string, unknown> = {}) {
  const code = unique('OPS');
  return {
    type_id: 1,
    trigger: 'promo_code',
    slug: code.toLowerCase(),
    names: { en: `Desk bonus ${code}`, ru: `Бонус стола ${code}` },
    amounts: { EUR: 2_000, USD: 2_000, RUB: 200_000 },
    wagering_multiplier: 4,
    min_odds: '1.60',
    min_events: 2,
    valid_days: 10,
    promo_code: code,
    max_uses: 100,
    starts_at: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

async function gifts(app: App, token: string): Promise<Gift[]> {
  const res = await call(app, 'GET', '/user/gifts', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list;
}

async function wallets(app: App, token: string): Promise<Wallet[]> {
  const res = await call(app, 'GET', '/user/balance', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list;
}

const auditOf = (app: App, target: string) =>
  app.database.db
    .selectFrom('operator_audit_log')
    .select(['action', 'reason', 'operator_role', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

/** The house bonus account's postings of a campaign's gifts, read by their idempotency keys: its spend, negated. */
async function ledgerCost(app: App, campaignId: number): Promise<number> {
  const result = await sql<{ spent: string | null }>`
    select sum(e.amount) as spent
    from bonus_gifts g
    join ledger_transactions t on t.idempotency_key like 'gift:' || g.id || ':%'
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id and a.kind = 'house_bonus'
    where g.campaign_id = ${campaignId}`.execute(app.database.db);
  return 0 - Number(result.rows[0]?.spent ?? 0) || 0;
}

describe('bonus campaigns in the back office', () => {
  const app = useApp(CASHIER_APP);

  async function marketing() {
    return newSignedInOperator(app(), operatorClock(app()), 'marketing');
  }

  async function create(token: string, campaign: object, reason = 'autumn push') {
    return adminCall(app(), 'POST', '/bonuses/campaigns', { token, body: { campaign, reason } });
  }

  it('a promo-code campaign made over the API is activated by a player and grants its gift, as a seeded one does', async () => {
    const operator = await marketing();
    const draft = sportsCampaign();
    const created = await create(operator.token, draft);
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().payload;
    expect(campaign).toMatchObject({
      status: 'running',
      promo_code: draft.promo_code,
      amounts: draft.amounts,
      min_odds: '1.60',
      uses: 0,
      gifts: { total: 0, open: 0 },
      cost: [],
    });

    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    const activated = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: player.token,
      body: { code: draft.promo_code.toLowerCase() },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().payload.gift).toMatchObject({
      name: draft.names.en,
      type_id: 1,
      status: 'active',
      bonus_amount: 2_000,
      balance: 2_000,
      wagering_amount: 8_000,
      min_odds: '1.60',
      min_events: 2,
    });
    expect((await wallets(app(), player.token)).find((w) => w.is_bonus_sport)?.balance).toBe(2_000);

    const after = (await adminCall(app(), 'GET', `/bonuses/campaigns/${campaign.id}`, { token: operator.token })).json()
      .payload;
    expect(after).toMatchObject({ uses: 1, gifts: { total: 1, open: 1 } });
    expect(after.cost).toEqual([{ currency: 'EUR', scale: 2, cost: 2_000, converted: 0 }]);
    expect(after.cost[0].cost).toBe(await ledgerCost(app(), campaign.id));

    expect(await auditOf(app(), `campaign:${campaign.id}`)).toEqual([
      expect.objectContaining({
        action: 'bonuses.campaign_created',
        reason: 'autumn push',
        operator_role: 'marketing',
        before: null,
        after: expect.objectContaining({ promo_code: draft.promo_code, wagering_multiplier: 4 }),
      }),
    ]);
  });

  it('a first-deposit campaign made over the API is the one granted on a first deposit', async () => {
    const operator = await marketing();
    const code = unique('first');
    const created = await create(operator.token, {
      type_id: 1,
      trigger: 'first_deposit',
      slug: code.toLowerCase(),
      names: { en: `Double first deposit ${code}`, ru: `Двойной первый депозит ${code}` },
      percent: 200,
      amounts: { EUR: 6_000 },
      wagering_multiplier: 3,
      valid_days: 20,
      starts_at: new Date(Date.now() - 1_000).toISOString(),
    });
    expect(created.statusCode, created.body).toBe(200);
    const campaign = created.json().payload;

    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR, first_bonus: 1 });
    await depositByCard(app(), player.token, '20');
    // 200 % of €20 is €40, under the €60 cap.
    expect((await gifts(app(), player.token))[0]).toMatchObject({
      name: `Double first deposit ${code}`,
      status: 'active',
      bonus_amount: 4_000,
      wagering_amount: 12_000,
    });

    // Ended, the welcome bonus the install started with is the first deposit's again.
    const ended = await adminCall(app(), 'POST', `/bonuses/campaigns/${campaign.id}/end`, {
      token: operator.token,
      body: { reason: 'the double offer is over' },
    });
    expect(ended.json().payload.status).toBe('ended');
    const next = await registerOneClick(app(), { country_id: 58, currency_id: EUR, first_bonus: 1 });
    await depositByCard(app(), next.token, '20');
    expect((await gifts(app(), next.token))[0]).toMatchObject({ name: 'Sports welcome bonus', bonus_amount: 2_000 });
  });

  it('refuses a campaign with every field error at once: taken code and slug, fields of another type, dates, amounts', async () => {
    const operator = await marketing();
    const first = sportsCampaign();
    expect((await create(operator.token, first)).statusCode).toBe(200);
    const count = async () =>
      (await adminCall(app(), 'GET', '/bonuses/campaigns', { token: operator.token })).json().payload.list.length;
    const stored = await count();

    const refused = await create(operator.token, {
      ...sportsCampaign(),
      slug: first.slug,
      promo_code: first.promo_code.toLowerCase(),
      names: { en: 'Only English' },
      spins: 10,
      games: ['lucky-orchard'],
      amounts: { EUR: 2_000, USD: 40_000, XYZ: 100 },
      starts_at: '2026-12-10T00:00:00Z',
      ends_at: '2026-12-01T00:00:00Z',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    const errors = refused.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'campaign.amounts.USD',
        'campaign.amounts.XYZ',
        'campaign.ends_at',
        'campaign.games',
        'campaign.names.ru',
        'campaign.promo_code',
        'campaign.slug',
        'campaign.spins',
      ].sort(),
    );
    expect(errors['campaign.promo_code']).toEqual(['A campaign has this promo code already.']);
    expect(errors['campaign.spins']).toEqual(['Does not apply to a sports bonus.']);
    expect(errors['campaign.ends_at']).toEqual(['After the start.']);

    const spins = await create(operator.token, {
      ...sportsCampaign(),
      type_id: 4,
      amounts: { EUR: 500 },
      min_odds: '1.50',
      wagering_multiplier: 10,
    });
    expect(spins.json().errors).toMatchObject({
      'campaign.amounts': ['Free spins give spins, not money: set the bet of a spin instead.'],
      'campaign.min_odds': ['Does not apply to free spins.'],
      'campaign.spins': ['How many spins.'],
    });
    // Shapes the contract refuses are field errors too.
    const shape = await create(operator.token, { ...sportsCampaign(), min_odds: 'high', valid_days: 0 });
    expect(Object.keys(shape.json().errors).sort()).toEqual(['campaign.min_odds', 'campaign.valid_days']);
    expect(await count()).toBe(stored);
  });

  it('lets only marketing change campaigns and gifts; reading a player’s gifts takes players.read', async () => {
    const clock = operatorClock(app());
    const content = await newSignedInOperator(app(), clock, 'content');
    const support = await newSignedInOperator(app(), clock, 'support');
    expect((await create(content.token, sportsCampaign())).statusCode).toBe(403);
    expect((await create(support.token, sportsCampaign())).statusCode).toBe(403);
    expect((await adminCall(app(), 'GET', '/bonuses/campaigns', { token: support.token })).statusCode).toBe(403);
    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    const grant = await adminCall(app(), 'POST', `/players/${player.id}/gifts`, {
      token: support.token,
      body: { campaign_id: 1, request_id: randomUUID(), reason: 'goodwill' },
    });
    expect(grant.statusCode).toBe(403);
    const read = await adminCall(app(), 'GET', `/players/${player.id}/gifts`, { token: support.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().payload.list).toEqual([]);
    expect((await adminCall(app(), 'GET', `/players/${player.id}/gifts`, { token: content.token })).statusCode).toBe(
      403,
    );
  });

  it('grants a gift by hand once per request id and cancels it, moving the money as the ledger says, all audited', async () => {
    const operator = await marketing();
    const code = unique('hand');
    const campaign = (
      await create(operator.token, {
        type_id: 1,
        trigger: 'manual',
        slug: code.toLowerCase(),
        names: { en: `Goodwill ${code}`, ru: `Компенсация ${code}` },
        amounts: { EUR: 1_500, USD: 1_500 },
        wagering_multiplier: 2,
        valid_days: 7,
        is_cancellable: false,
        starts_at: new Date(Date.now() - 1_000).toISOString(),
      })
    ).json().payload;
    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    const body = { campaign_id: campaign.id, amount: 1_200, request_id: randomUUID(), reason: 'late payout apology' };

    // The same request twice at once, then again: one gift.
    const answers = await Promise.all([
      adminCall(app(), 'POST', `/players/${player.id}/gifts`, { token: operator.token, body }),
      adminCall(app(), 'POST', `/players/${player.id}/gifts`, { token: operator.token, body }),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const again = await adminCall(app(), 'POST', `/players/${player.id}/gifts`, { token: operator.token, body });
    expect(again.json().payload).toMatchObject({ repeated: true });
    const gift = again.json().payload.gift;
    expect(answers.map((a) => a.json().payload.gift.id)).toEqual([gift.id, gift.id]);
    expect(gift).toMatchObject({
      campaign_slug: campaign.slug,
      status: 'active',
      currency: 'EUR',
      bonus_amount: 1_200,
      balance: 1_200,
      wagering_amount: 2_400,
      granted_by: operator.email,
      open: true,
    });
    expect(await gifts(app(), player.token)).toHaveLength(1);
    expect((await wallets(app(), player.token)).find((w) => w.is_bonus_sport)?.balance).toBe(1_200);
    // The ledger moved it from the house's bonus account, keyed by the gift.
    const credit = await app()
      .database.db.selectFrom('ledger_transactions')
      .select(['kind'])
      .where('idempotency_key', '=', `gift:${gift.id}:credit`)
      .execute();
    expect(credit).toEqual([{ kind: 'bonus_credit' }]);
    let listed = (await adminCall(app(), 'GET', `/bonuses/campaigns/${campaign.id}`, { token: operator.token })).json()
      .payload;
    expect(listed.cost).toEqual([{ currency: 'EUR', scale: 2, cost: 1_200, converted: 0 }]);

    // More than the campaign gives is refused; so is a request id of another grant.
    const tooMuch = await adminCall(app(), 'POST', `/players/${player.id}/gifts`, {
      token: operator.token,
      body: { ...body, amount: 1_600, request_id: randomUUID() },
    });
    expect(tooMuch.json().errors).toHaveProperty('amount');
    const reused = await adminCall(app(), 'POST', `/players/${player.id}/gifts`, {
      token: operator.token,
      body: { ...body, campaign_id: 1 },
    });
    expect(reused.statusCode).toBe(409);

    // Not cancellable by the player, cancelled by the operator: the balance goes back to the house.
    const cancelled = await adminCall(app(), 'POST', `/players/${player.id}/gifts/${gift.id}/cancel`, {
      token: operator.token,
      body: { reason: 'granted to the wrong account' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().payload).toMatchObject({ status: 'cancelled', balance: 0, open: false });
    expect((await wallets(app(), player.token)).find((w) => w.is_bonus_sport)?.balance ?? 0).toBe(0);
    const twice = await adminCall(app(), 'POST', `/players/${player.id}/gifts/${gift.id}/cancel`, {
      token: operator.token,
      body: { reason: 'again' },
    });
    expect(twice.statusCode).toBe(409);
    listed = (await adminCall(app(), 'GET', `/bonuses/campaigns/${campaign.id}`, { token: operator.token })).json()
      .payload;
    expect(listed.cost).toEqual([{ currency: 'EUR', scale: 2, cost: 0, converted: 0 }]);
    expect(listed.cost[0].cost).toBe(await ledgerCost(app(), campaign.id));
    expect(await ledgerInvariants(app())).toEqual({ mismatched: [], unbalanced: [], negative: [] });

    const trail = await auditOf(app(), `player:${player.id}`);
    expect(trail.map((row) => [row.action, row.reason])).toEqual([
      ['bonuses.gift_granted', 'late payout apology'],
      ['bonuses.gift_cancelled', 'granted to the wrong account'],
    ]);
    expect(trail[0]?.after).toMatchObject({ gift_id: String(gift.id), amount: '1200', currency: 'EUR' });
  });

  it('changes only future gifts when a running campaign is edited, and pauses, resumes and ends it', async () => {
    const operator = await marketing();
    const draft = sportsCampaign({ max_uses: null });
    const campaign = (await create(operator.token, draft)).json().payload;
    const early = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    await call(app(), 'POST', '/user/promo-codes/activate', { token: early.token, body: { code: draft.promo_code } });

    const changed = await adminCall(app(), 'PUT', `/bonuses/campaigns/${campaign.id}`, {
      token: operator.token,
      body: { campaign: { ...draft, wagering_multiplier: 10, min_odds: '2.00', min_events: null }, reason: 'harder' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const late = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    await call(app(), 'POST', '/user/promo-codes/activate', { token: late.token, body: { code: draft.promo_code } });
    expect((await gifts(app(), early.token))[0]).toMatchObject({
      wagering_amount: 8_000,
      min_odds: '1.60',
      min_events: 2,
    });
    expect((await gifts(app(), late.token))[0]).toMatchObject({
      wagering_amount: 20_000,
      min_odds: '2.00',
      min_events: null,
    });
    // Gifts were granted: the type may no longer change.
    const retyped = await adminCall(app(), 'PUT', `/bonuses/campaigns/${campaign.id}`, {
      token: operator.token,
      body: { campaign: { ...draft, type_id: 2, min_odds: null, min_events: null }, reason: 'make it casino' },
    });
    expect(retyped.json().errors).toHaveProperty(['campaign.type_id']);

    const state = (action: string, reason: string) =>
      adminCall(app(), 'POST', `/bonuses/campaigns/${campaign.id}/${action}`, {
        token: operator.token,
        body: { reason },
      });
    expect((await state('pause', 'budget check')).json().payload.status).toBe('paused');
    expect((await state('pause', 'again')).statusCode).toBe(409);
    const player = await registerOneClick(app(), { country_id: 58, currency_id: EUR });
    const paused = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: player.token,
      body: { code: draft.promo_code },
    });
    expect(paused.json().message).toBe('This promo code is not available right now. Try again later.');
    expect((await state('resume', 'budget approved')).json().payload.status).toBe('running');
    expect((await state('end', 'campaign over')).json().payload.status).toBe('ended');
    const over = await call(app(), 'POST', '/user/promo-codes/activate', {
      token: player.token,
      body: { code: draft.promo_code },
    });
    expect(over.json().message).toBe('This promo code has expired.');
    expect((await state('resume', 'oops')).statusCode).toBe(409);

    expect((await auditOf(app(), `campaign:${campaign.id}`)).map((row) => [row.action, row.reason])).toEqual([
      ['bonuses.campaign_created', 'autumn push'],
      ['bonuses.campaign_changed', 'harder'],
      ['bonuses.campaign_paused', 'budget check'],
      ['bonuses.campaign_resumed', 'budget approved'],
      ['bonuses.campaign_ended', 'campaign over'],
    ]);
    const change = (await auditOf(app(), `campaign:${campaign.id}`))[1];
    expect(change?.before).toEqual({ wagering_multiplier: 4, min_odds: '1.60', min_events: 2 });
    expect(change?.after).toEqual({ wagering_multiplier: 10, min_odds: '2.00', min_events: null });
  });

  it('previews a campaign in each language as the player’s bonus card reads it', async () => {
    const operator = await marketing();
    const list = (await adminCall(app(), 'GET', '/bonuses/campaigns', { token: operator.token })).json().payload.list;
    const spins = list.find((c: { slug: string }) => c.slug === 'spins-50');
    const preview = await adminCall(app(), 'GET', `/bonuses/campaigns/${spins.id}/preview?currency=EUR`, {
      token: operator.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const [en, ru] = preview.json().payload.list;
    expect(preview.json().payload).toMatchObject({ currency: 'EUR', offered: true });
    expect(en).toMatchObject({
      language: 'en',
      gift: { name: '50 free spins', type_id: 4, spins: 50, bet: 20, games: ['lucky-orchard'] },
      card: {
        name: '50 free spins',
        kind: 'Free spins',
        offer: '50 spins at €0.20 each',
        how: 'Promo code SPINS50',
        wagering: 'Wagering: 20× the bonus',
        conditions: ['Counts on Lucky Orchard only'],
        validity: 'Valid for 7 days from the grant',
      },
    });
    expect(ru.card).toMatchObject({
      name: '50 фриспинов',
      kind: 'Фриспины',
      how: 'Промокод SPINS50',
      conditions: ['Засчитывается только в игре Lucky Orchard'],
      validity: 'Действует 7 дней с начисления',
    });
    const welcome = list.find((c: { slug: string }) => c.slug === 'sport-welcome');
    const sport = (
      await adminCall(app(), 'GET', `/bonuses/campaigns/${welcome.id}/preview?currency=EUR`, { token: operator.token })
    ).json().payload.list[0].card;
    expect(sport).toMatchObject({
      offer: '100% of the first deposit, up to €100.00',
      conditions: ['Counts on sports bets', 'Bets at odds of 1.50 or higher count'],
    });
  });
});
