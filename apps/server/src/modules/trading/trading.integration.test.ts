/**
 * @module-tag engine
 */
import { BET_ERRORS, combinedOdds, winningsOf } from '@meridian/contract/bets';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { betStop, footballMarkets, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { useApp } from '../../../test/helper.js';
import { adminCall, newSignedInOperator, operatorClock } from '../../../test/operators.js';
import { until } from '../../../test/two-nodes.js';
import { fundedPlayer, lineMatch, pick, placed, singleBet } from '../bets/bets.fixtures.js';
import { balanceOf } from '../payments/payments.fixtures.js';
import { hold, holdCall, marketOf, tradingEvent } from './trading.fixtures.js';

describe('trading: the operator’s suspensions over the feed', () => {
  const app = useApp();

  it('refuses bets on a market an operator suspended as the feed’s suspension does, keeps it so through feed updates, and lets the feed’s status apply after resuming', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const player = await fundedPlayer(app(), 100_000n);
    const m = await lineMatch(app());

    const held = await hold(app(), trader.token, 'suspend', m.event_id, { market_id: 1, reason: 'team news due' });
    expect(held.holds).toEqual([expect.objectContaining({ market_id: 1, outcome_id: null, reason: 'team news due' })]);
    const refused = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100)));
    expect(refused).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });
    expect(refused.events).toEqual([expect.objectContaining({ market_id: 1, is_blocked: true })]);
    // The other markets of the event take bets.
    expect((await placed(app(), player.token, singleBet(player.walletId, pick(m, 3, 31, 1300)))).error).toBeNull();

    // The feed prices the market again as active: the operator's word still holds.
    await feed(app(), odds(m, footballMarkets([2000, 3300, 3600]), m.ts + 700));
    const still = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2000)));
    expect(still).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });
    const seen = marketOf(await tradingEvent(app(), trader.token, m.event_id), 1);
    expect(seen).toMatchObject({ feed_status: 'active', suspended_by_operator: true, status: 'suspended' });
    expect(seen.outcomes[0]).toMatchObject({ odds: 2000, feed_active: true, open: false });

    // Meanwhile the feed suspends it too: resuming releases the operator's hold, not the feed's.
    await feed(app(), betStop(m, [1], m.ts + 800));
    await hold(app(), trader.token, 'resume', m.event_id, { market_id: 1, reason: 'news is out' });
    const feedsOwn = await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2000)));
    expect(feedsOwn).toMatchObject({ error: BET_ERRORS.eventClosed, bet_id: null });
    expect(marketOf(await tradingEvent(app(), trader.token, m.event_id), 1)).toMatchObject({
      feed_status: 'suspended',
      suspended_by_operator: false,
      status: 'suspended',
    });

    await feed(app(), odds(m, footballMarkets([2000, 3300, 3600]), m.ts + 900));
    expect((await placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2000)))).error).toBeNull();
  });

  it('holds one outcome, or the whole event, and releases each', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const player = await fundedPlayer(app(), 100_000n);
    const m = await lineMatch(app());
    const bet = (marketId: number, outcomeId: number, price: number) =>
      placed(app(), player.token, singleBet(player.walletId, pick(m, marketId, outcomeId, price)));

    await hold(app(), trader.token, 'suspend', m.event_id, { market_id: 1, outcome_id: 11, reason: 'home price' });
    expect((await bet(1, 11, 2100)).error).toBe(BET_ERRORS.eventClosed);
    expect((await bet(1, 12, 3300)).error).toBeNull();

    await hold(app(), trader.token, 'suspend', m.event_id, { reason: 'integrity alert' });
    expect((await bet(1, 12, 3300)).error).toBe(BET_ERRORS.eventClosed);
    expect((await bet(3, 31, 1300)).error).toBe(BET_ERRORS.eventClosed);
    const event = await tradingEvent(app(), trader.token, m.event_id);
    expect(event.suspended_by_operator).toBe(true);
    expect(event.markets.every((market) => market.status === 'suspended' && market.feed_status === 'active')).toBe(
      true,
    );

    await hold(app(), trader.token, 'resume', m.event_id, { reason: 'alert cleared' });
    expect((await bet(3, 31, 1300)).error).toBeNull();
    expect((await bet(1, 11, 2100)).error).toBe(BET_ERRORS.eventClosed);
    await hold(app(), trader.token, 'resume', m.event_id, { market_id: 1, outcome_id: 11, reason: 'priced' });
    expect((await bet(1, 11, 2100)).error).toBeNull();
  });

  it('shows players the suspension in the match they read', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const m = await lineMatch(app());
    const marketBlocked = async () => {
      const res = await call(app(), 'POST', '/events/match', { body: { ids: [m.event_id] } });
      expect(res.statusCode, res.body).toBe(200);
      const markets = res.json().payload.list[0].markets as Array<{ id: number; is_blocked: boolean }>;
      return markets.find((market) => market.id === 1)?.is_blocked;
    };
    expect(await marketBlocked()).toBe(false);
    await hold(app(), trader.token, 'suspend', m.event_id, { market_id: 1, reason: 'team news due' });
    expect(await marketBlocked()).toBe(true);
    await hold(app(), trader.token, 'resume', m.event_id, { market_id: 1, reason: 'news is out' });
    expect(await marketBlocked()).toBe(false);
  });

  it('writes each suspension and release to the audit with the reason typed, and refuses what does not apply', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const m = await lineMatch(app());
    await hold(app(), trader.token, 'suspend', m.event_id, { market_id: 2, reason: 'price check on 1X' });
    expect(
      (await holdCall(app(), trader.token, 'suspend', m.event_id, { market_id: 2, reason: 'again' })).statusCode,
    ).toBe(409);
    await hold(app(), trader.token, 'resume', m.event_id, { market_id: 2, reason: 'checked, fine' });
    expect(
      (await holdCall(app(), trader.token, 'resume', m.event_id, { market_id: 2, reason: 'again' })).statusCode,
    ).toBe(409);
    expect(
      (await holdCall(app(), trader.token, 'suspend', m.event_id, { market_id: 99, reason: 'typo' })).statusCode,
    ).toBe(404);
    expect((await holdCall(app(), trader.token, 'suspend', 999_999_999, { reason: 'typo!' })).statusCode).toBe(404);
    // A reason is required.
    expect((await holdCall(app(), trader.token, 'suspend', m.event_id, { market_id: 2, reason: '' })).statusCode).toBe(
      422,
    );

    const { list } = await app().services.operators.listAudit({ limit: 200, operatorId: BigInt(trader.id) });
    const trading = list.filter((r) => r.target === `market:${m.event_id}:2`).reverse();
    expect(trading).toEqual([
      expect.objectContaining({
        action: 'trading.suspended',
        operator_role: 'trader',
        reason: 'price check on 1X',
        before: { feed_status: 'active', suspended_by_operator: false },
        after: { feed_status: 'active', suspended_by_operator: true },
      }),
      expect.objectContaining({
        action: 'trading.resumed',
        reason: 'checked, fine',
        before: { feed_status: 'active', suspended_by_operator: true },
        after: { feed_status: 'active', suspended_by_operator: false },
      }),
    ]);
  });

  it('lets a role without markets.trade read events but not suspend them', async () => {
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    const m = await lineMatch(app());
    expect((await adminCall(app(), 'GET', `/events/${m.event_id}`, { token: viewer.token })).statusCode).toBe(200);
    const res = await holdCall(app(), viewer.token, 'suspend', m.event_id, { market_id: 1, reason: 'not mine to do' });
    expect(res.statusCode).toBe(403);
    expect(marketOf(await tradingEvent(app(), viewer.token, m.event_id), 1).suspended_by_operator).toBe(false);
  });
});

describe('trading: bets, stakes and liability per outcome', () => {
  const app = useApp();

  it('counts open singles and an accumulator against a worked model', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const player = await fundedPlayer(app(), 100_000n);
    const m = await lineMatch(app());
    const other = await lineMatch(app());
    for (const [outcome, price, amount] of [
      [11, 2100, 1_000],
      [12, 3300, 500],
    ] as const) {
      const bet = singleBet(player.walletId, pick(m, 1, outcome, price), { amount });
      expect((await placed(app(), player.token, bet)).error).toBeNull();
    }
    const acca = {
      account_id: player.walletId,
      amount: 200,
      bet_type: 2,
      check_odds: 1,
      events: [pick(m, 1, 11, 2100), pick(other, 1, 13, 3600)],
    };
    expect((await placed(app(), player.token, acca)).error).toBeNull();
    const accaPayout = winningsOf(200, combinedOdds([2100, 3600]));

    // Market 1 of m took 1,000 + 500 + 200. If 1 wins: the single pays 2,100 and the accumulator
    // (its other leg winning too) pays its whole payout; if X wins: 1,650; if 2 wins: nothing.
    const figures = (event: Awaited<ReturnType<typeof tradingEvent>>, market: number, outcome: number) =>
      marketOf(event, market).outcomes.find((o) => o.id === outcome)?.figures;
    const event = await tradingEvent(app(), trader.token, m.event_id);
    expect(figures(event, 1, 11)).toEqual([
      { currency_id: 1, currency: 'EUR', scale: 2, bets: 2, stakes: 1_200, liability: 2_100 + accaPayout - 1_700 },
    ]);
    expect(figures(event, 1, 12)).toEqual([
      { currency_id: 1, currency: 'EUR', scale: 2, bets: 1, stakes: 500, liability: 1_650 - 1_700 },
    ]);
    expect(figures(event, 1, 13)).toEqual([
      { currency_id: 1, currency: 'EUR', scale: 2, bets: 0, stakes: 0, liability: -1_700 },
    ]);
    expect(figures(event, 2, 21)).toEqual([]);

    const second = await tradingEvent(app(), trader.token, other.event_id);
    expect(figures(second, 1, 13)).toEqual([
      { currency_id: 1, currency: 'EUR', scale: 2, bets: 1, stakes: 200, liability: accaPayout - 200 },
    ]);
    expect(figures(second, 1, 11)).toEqual([
      { currency_id: 1, currency: 'EUR', scale: 2, bets: 0, stakes: 0, liability: -200 },
    ]);
  });
});

describe('trading: a liability limit per market', () => {
  const app = useApp();

  it('suspends the market once its largest liability reaches the limit, and audits it', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const player = await fundedPlayer(app(), 100_000n);
    const m = await lineMatch(app());
    const setLimit = (amount: number | null, token = trader.token) =>
      adminCall(app(), 'PUT', `/events/${m.event_id}/limits`, {
        token,
        body: { market_id: 1, currency_id: 1, amount, reason: 'house exposure policy' },
      });
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    expect((await setLimit(1_500, viewer.token)).statusCode).toBe(403);
    const set = await setLimit(1_500);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().payload.limits).toEqual([{ market_id: 1, currency_id: 1, amount: 1_500 }]);

    const bet = (amount: number) =>
      placed(app(), player.token, singleBet(player.walletId, pick(m, 1, 11, 2100), { amount }));
    // 2,100 to pay against 1,000 taken: 1,100, under the limit.
    expect((await bet(1_000)).error).toBeNull();
    expect(app().services.catalog.get(m.event_id)?.hold).toBeUndefined();
    // 3,150 against 1,500: 1,650 reaches it. That bet stands; the market is held after it.
    expect((await bet(500)).error).toBeNull();
    await until(() => app().services.catalog.get(m.event_id)?.hold?.markets.has(1) === true);
    expect((await bet(100)).error).toBe(BET_ERRORS.eventClosed);

    const event = await tradingEvent(app(), trader.token, m.event_id);
    // The page shows the limit in its currency, and offers every currency of the site for another.
    expect(marketOf(event, 1)).toMatchObject({
      suspended_by_operator: true,
      limits: [{ currency_id: 1, currency: 'EUR', scale: 2, amount: 1_500 }],
    });
    expect(marketOf(event, 2).limits).toEqual([]);
    expect(event.currencies).toContainEqual({ currency_id: 1, currency: 'EUR', scale: 2 });
    expect(event.currencies).toContainEqual({ currency_id: 13, currency: 'JPY', scale: 0 });
    const { list } = await app().services.operators.listAudit({ limit: 50, action: 'trading.limit_reached' });
    expect(list.find((r) => r.target === `market:${m.event_id}:1`)).toMatchObject({
      operator_id: null,
      after: { suspended_by_operator: true, liability: '1650', limit: '1500' },
    });
    // An operator releases it like any hold.
    await hold(app(), trader.token, 'resume', m.event_id, { market_id: 1, reason: 'limit raised by the desk' });
    expect((await setLimit(null)).json().payload.limits).toEqual([]);
    expect((await bet(100)).error).toBeNull();
  });
});

describe('trading: a liability limit reached by bets placed at the same moment', () => {
  const app = useApp();

  it('holds the market once, with every bet placed before the hold standing and paid for, and refuses the next', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const m = await lineMatch(app());
    const set = await adminCall(app(), 'PUT', `/events/${m.event_id}/limits`, {
      token: trader.token,
      body: { market_id: 1, currency_id: 1, amount: 1_500, reason: 'house exposure policy' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const players = await Promise.all([1, 2, 3].map(() => fundedPlayer(app(), 10_000n)));
    const makeBet = (player: (typeof players)[number]) =>
      call(app(), 'POST', '/bets/make', {
        token: player.token,
        body: singleBet(player.walletId, pick(m, 1, 11, 2100), { amount: 1_000 }),
      });
    // Each bet leaves 1,100 to lose: the limit is a trigger checked after each bet commits, so bets
    // in flight together may all stand; the market is held once whatever the order.
    const answers = await Promise.all(players.map(makeBet));
    const accepted = answers.filter((r) => r.statusCode === 200 && r.json().payload.error === null);
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    await until(() => app().services.catalog.get(m.event_id)?.hold?.markets.has(1) === true);

    // The money model: each accepted bet took its stake once, the others nothing.
    const stakes = await app()
      .database.db.selectFrom('bets')
      .select(['wallet_id', 'amount'])
      .where(
        'wallet_id',
        'in',
        players.map((p) => BigInt(p.walletId)),
      )
      .execute();
    expect(stakes).toHaveLength(accepted.length);
    for (const player of players) {
      const staked = stakes.some((b) => Number(b.wallet_id) === player.walletId);
      expect(await balanceOf(app(), player.token, player.walletId)).toBe(staked ? 9_000 : 10_000);
    }
    const { list } = await app().services.operators.listAudit({ limit: 50, action: 'trading.limit_reached' });
    expect(list.filter((r) => r.target === `market:${m.event_id}:1`)).toHaveLength(1);

    const late = await fundedPlayer(app(), 10_000n);
    expect((await placed(app(), late.token, singleBet(late.walletId, pick(m, 1, 11, 2100)))).error).toBe(
      BET_ERRORS.eventClosed,
    );
  });
});

describe('trading: the events list', () => {
  const app = useApp();

  it('filters by source, sport, league, status and search, and pages', async () => {
    const trader = await newSignedInOperator(app(), operatorClock(app()), 'trader');
    const tag = `Zq${Date.now().toString(36)}`;
    const a = await lineMatch(app(), { homeName: `${tag} Athletic`, tournamentName: `${tag} Cup` });
    const b = await lineMatch(app(), {
      awayName: `${tag} Wanderers`,
      tournamentId: a.tournament.id,
      tournamentName: `${tag} Cup`,
    });
    await lineMatch(app(), { homeName: `${tag} Basket`, sport_id: 2 });
    const list = async (query: string) => {
      const res = await adminCall(app(), 'GET', `/events?${query}`, { token: trader.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().payload as { list: Array<{ id: number; home: string }>; total: number };
    };
    expect((await list(`search=${tag}`)).total).toBe(3);
    expect((await list(`search=${tag.toLowerCase()}&sport_id=1`)).list.map((e) => e.id).sort()).toEqual(
      [a.event_id, b.event_id].sort(),
    );
    expect((await list(`search=${tag}&tournament_id=${a.tournament.id}&source=line&status=not_started`)).total).toBe(2);
    expect((await list(`search=${tag}&source=live`)).total).toBe(0);
    const page = await list(`search=${tag}&per_page=2&page=2`);
    expect(page).toMatchObject({ total: 3 });
    expect(page.list).toHaveLength(1);
    expect((await list(`search=${b.event_id}`)).list.map((e) => e.id)).toEqual([b.event_id]);
  });

  it('lists a sport’s leagues for the filter, top ones first, to every role that reads events', async () => {
    const viewer = await newSignedInOperator(app(), operatorClock(app()), 'viewer');
    const tag = `Zl${Date.now().toString(36)}`;
    const cup = await lineMatch(app(), { tournamentName: `${tag} B Cup`, sport_id: 2 });
    const top = await lineMatch(app(), { tournamentName: `${tag} Z Top League`, sport_id: 2, isTop: true });
    await lineMatch(app(), { tournamentName: `${tag} A Other Sport`, sport_id: 1 });
    const leagues = async (sportId: number) => {
      const res = await adminCall(app(), 'GET', `/sports/${sportId}/leagues`, { token: viewer.token });
      return { status: res.statusCode, list: res.json().payload?.list as Array<{ id: number; name: string }> };
    };
    const tennis = await leagues(2);
    expect(tennis.status).toBe(200);
    expect(tennis.list.filter((l) => l.name.startsWith(tag))).toEqual([
      { id: top.tournament.id, name: `${tag} Z Top League`, country_code: 'ES' },
      { id: cup.tournament.id, name: `${tag} B Cup`, country_code: 'ES' },
    ]);
    expect((await leagues(999_999)).status).toBe(404);
  });
});
