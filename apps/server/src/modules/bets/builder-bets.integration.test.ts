/**
 * @module-tag engine
 */
import { randomUUID } from 'node:crypto';
import { BUILDER_ERRORS } from '@meridian/contract/bet-builder';
import { BET_ERRORS, BET_STATUS, BET_TYPE, betMakeRequestSchema, combinedOdds } from '@meridian/contract/bets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { startApp } from '../../../test/helper.js';
import { testConfig } from '../../config.js';
import { untilFed } from '../builder/builder.fixtures.js';
import { BUILDER_ERROR_TEXTS } from '../builder/builder.texts.js';
import type { CatalogMatch } from '../catalog/catalog.state.js';
import { ledgerInvariants } from '../ledger/ledger.fixtures.js';
import { balanceOf, postingsOf } from '../payments/payments.fixtures.js';
import { betHistory, fundedPlayer, makeBet, placed } from './bets.fixtures.js';

/**
 * The moment the simulator's feed and the bet builder live at. Placement checks a pre-match match
 * against the wall clock (it must not have started), so the world is the one of this minute.
 */
const NOW = Math.floor(Date.now() / 60_000) * 60_000;
const SPEED = 10;
const FOOTBALL = 1;
const MATCH_PART = 1;
const TYPE = { result: 1, total: 5, bothScore: 7, correctScore: 8 } as const;

type Selection = { id: number; is_live: boolean; market_id: number; outcome_id: number; odds: number };

/** A slip selection of a market's outcome (its position in the market), by type and line, at the market's odds. */
function pick(match: CatalogMatch, typeId: number, outcome: number, line: number | null = null): Selection {
  const market = [...match.markets.values()].find(
    (m) => m.type_id === typeId && m.part_id === MATCH_PART && m.line === line,
  );
  if (!market) throw new Error(`match ${match.id} has no market of type ${typeId} line ${line}`);
  const chosen = market.outcomes[outcome]!;
  return { id: match.id, is_live: false, market_id: market.id, outcome_id: chosen.id, odds: chosen.odds };
}

describe('bet builders (bet_type 4) placed and settled', () => {
  let app: FastifyInstance;
  /** Football matches before kick-off, at least an hour away, with every market the builder needs on offer. */
  let matches: CatalogMatch[];

  beforeAll(async () => {
    const base = testConfig().feed;
    app = await startApp({ feed: { ...base, source: 'simulator', speed: SPEED } }, { now: () => NOW });
    await untilFed(app, NOW);
    matches = [...app.services.catalog.inSource('line', NOW)].filter((candidate) => {
      if (candidate.fixture.sport_id !== FOOTBALL || candidate.fixture.start_time < NOW / 1000 + 3600) return false;
      const types = new Set([...candidate.markets.values()].map((m) => m.type_id));
      return [TYPE.result, TYPE.total, TYPE.bothScore, TYPE.correctScore].every((type) => types.has(type));
    });
    expect(matches.length).toBeGreaterThanOrEqual(2);
  }, 180_000);
  afterAll(() => app?.close());

  /** The builder's price of the selections now, as the slip asks for it. */
  async function priceOf(selections: Selection[]): Promise<number> {
    const match_id = selections[0]!.id;
    const body = {
      match_id,
      selections: selections.map((s) => ({ market_id: s.market_id, outcome_id: s.outcome_id })),
    };
    const { payload } = (await call(app, 'POST', '/bets/builder', { body })).json();
    expect(payload.odds).toEqual(expect.any(Number));
    return payload.odds;
  }

  const builderBet = (
    walletId: number,
    events: Selection[],
    builderOdds: number,
    extra: Record<string, unknown> = {},
  ) => ({
    account_id: walletId,
    amount: 1_000,
    bet_type: BET_TYPE.builder,
    check_odds: 1,
    events,
    builder_odds: builderOdds,
    ...extra,
  });

  it('places a builder of two or three parts at the builder’s price, not the product of its legs', async () => {
    const match = matches[0]!;
    const player = await fundedPlayer(app, 10_000n);
    const twoParts = [pick(match, TYPE.result, 0), pick(match, TYPE.total, 0, 250)];
    const threeParts = [...twoParts, pick(match, TYPE.bothScore, 0)];
    for (const [at, events] of [twoParts, threeParts].entries()) {
      const price = await priceOf(events);
      expect(price).not.toBe(combinedOdds(events.map((e) => e.odds)));
      // The second is placed on a wallet already known to the one-statement path, which leaves it to the full one.
      const result = await placed(app, player.token, builderBet(player.walletId, events, price));
      expect(result).toMatchObject({ error: null, wait_time: 0, bet_id: expect.any(Number) });
      expect(await balanceOf(app, player.token, player.walletId)).toBe(10_000 - 1_000 * (at + 1));

      const [bet] = await betHistory(app, player.token, `?coupon_id=${result.bet_id}`);
      expect(bet).toMatchObject({
        type: BET_TYPE.builder,
        status: BET_STATUS.inGame,
        amount: 1_000,
        odds: price,
        possible_win: price,
        system: null,
        cash_out: { available: false, reason: 'not_offered' },
      });
      // Its parts are its legs, each at its market's own odds.
      expect(bet?.events.map((leg) => [leg.id, leg.market_id, leg.outcome_id, leg.odds])).toEqual(
        events.map((e) => [e.id, e.market_id, e.outcome_id, e.odds]),
      );
    }
    expect((await betHistory(app, player.token, `?bet_type=${BET_TYPE.builder}`)).length).toBe(2);
    expect(await betHistory(app, player.token, `?bet_type=${BET_TYPE.accumulator}`)).toEqual([]);
    expect((await postingsOf(app, player.walletId, 'bet_stake')).map((p) => p.amount)).toEqual([-1_000, -1_000]);
    expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });

  it('refuses a combination the builder does not price with its reason, writing nothing', async () => {
    const match = matches[0]!;
    const player = await fundedPlayer(app, 10_000n);
    // 1:0 and over 2.5 goals cannot both win.
    const contradiction = [pick(match, TYPE.correctScore, 4), pick(match, TYPE.total, 0, 250)];
    const refused = await placed(app, player.token, builderBet(player.walletId, contradiction, 5_000));
    expect(refused).toMatchObject({ error: BUILDER_ERRORS.contradiction, bet_id: null, wait_time: 0 });
    expect(refused.events).toHaveLength(2);
    const inRussian = await makeBet(app, player.token, builderBet(player.walletId, contradiction, 5_000), 'ru');
    expect(inRussian.json().payload.error).toBe(BUILDER_ERROR_TEXTS.ru.contradiction);

    const sameMarket = [pick(match, TYPE.result, 0), pick(match, TYPE.result, 1)];
    expect((await placed(app, player.token, builderBet(player.walletId, sameMarket, 5_000))).error).toBe(
      BUILDER_ERRORS.same_market,
    );
    expect(await balanceOf(app, player.token, player.walletId)).toBe(10_000);
    expect(await betHistory(app, player.token)).toEqual([]);
  });

  it('refuses a builder of the wrong shape with the field that is wrong', async () => {
    const [first, second] = matches as [CatalogMatch, CatalogMatch];
    const player = await fundedPlayer(app, 10_000n);
    const parts = [pick(first, TYPE.result, 0), pick(first, TYPE.total, 0, 250)];
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await makeBet(app, player.token, body);
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().errors ?? {});
    };
    expect(await fieldsOf(builderBet(player.walletId, parts.slice(0, 1), 2_000))).toEqual(['events']);
    expect(await fieldsOf(builderBet(player.walletId, [parts[0]!, pick(second, TYPE.total, 0, 250)], 2_000))).toEqual([
      'events',
    ]);
    expect(await fieldsOf(builderBet(player.walletId, parts, 2_000, { builder_odds: undefined }))).toEqual([
      'builder_odds',
    ]);
    expect(await fieldsOf(builderBet(player.walletId, parts, 2_000, { bet_type: BET_TYPE.accumulator }))).toContain(
      'builder_odds',
    );
    expect(await betHistory(app, player.token)).toEqual([]);
  });

  it('compares a moved price under check_odds: 1 refuses it, 2 places at the price now, 3 takes only a raise', async () => {
    const match = matches[0]!;
    const player = await fundedPlayer(app, 10_000n);
    const events = [pick(match, TYPE.result, 2), pick(match, TYPE.bothScore, 1)];
    const price = await priceOf(events);
    const shown = price + 50;

    const exact = await placed(app, player.token, builderBet(player.walletId, events, shown));
    expect(exact).toMatchObject({ error: BET_ERRORS.oddsChanged, bet_id: null });
    const raiseOnly = await placed(app, player.token, builderBet(player.walletId, events, shown, { check_odds: 3 }));
    expect(raiseOnly).toMatchObject({ error: BET_ERRORS.oddsChanged, bet_id: null });
    expect(await balanceOf(app, player.token, player.walletId)).toBe(10_000);

    const raised = await placed(app, player.token, builderBet(player.walletId, events, price - 50, { check_odds: 3 }));
    const any = await placed(app, player.token, builderBet(player.walletId, events, shown, { check_odds: 2 }));
    for (const result of [raised, any]) {
      const [bet] = await betHistory(app, player.token, `?coupon_id=${result.bet_id}`);
      expect(bet).toMatchObject({ type: BET_TYPE.builder, odds: price });
    }
    expect(await balanceOf(app, player.token, player.walletId)).toBe(8_000);
  });

  it('answers a repeat of its bet_uuid with the same bet', async () => {
    const match = matches[0]!;
    const player = await fundedPlayer(app, 10_000n);
    const events = [pick(match, TYPE.result, 0), pick(match, TYPE.bothScore, 0)];
    const body = builderBet(player.walletId, events, await priceOf(events), { bet_uuid: randomUUID() });
    const first = await placed(app, player.token, body);
    expect((await placed(app, player.token, body)).bet_id).toBe(first.bet_id);
    expect(await balanceOf(app, player.token, player.walletId)).toBe(9_000);
  });

  it('holds a live builder for the live delay, then prices it again and places it at that price', async () => {
    const player = await fundedPlayer(app, 10_000n);
    // A football match in play whose result and both-teams-to-score the builder prices together now.
    let events: Selection[] | null = null;
    let price = 0;
    for (const match of app.services.catalog.inSource('live', NOW)) {
      if (match.fixture.sport_id !== FOOTBALL || events) continue;
      for (const outcome of [0, 1, 2]) {
        let candidate: Selection[];
        try {
          candidate = [pick(match, TYPE.result, outcome), pick(match, TYPE.bothScore, 0)].map((s) => ({
            ...s,
            is_live: true,
          }));
        } catch {
          break;
        }
        const body = {
          match_id: match.id,
          selections: candidate.map((s) => ({ market_id: s.market_id, outcome_id: s.outcome_id })),
        };
        const { payload } = (await call(app, 'POST', '/bets/builder', { body })).json();
        if (payload.odds === null) continue;
        events = candidate;
        price = payload.odds;
        break;
      }
    }
    if (!events) throw new Error('no football match in play takes a builder now');

    const body = builderBet(player.walletId, events, price);
    const first = await placed(app, player.token, body);
    expect(first).toMatchObject({ wait_time: expect.any(Number), bet_id: null, error: null });
    expect(first.wait_time).toBeGreaterThan(0);
    expect(await balanceOf(app, player.token, player.walletId)).toBe(10_000);

    // Repeated once the delay is over (the service is told the time rather than waiting it out).
    const repeat = betMakeRequestSchema.parse({ ...body, bet_uuid: first.bet_uuid });
    const done = await app.services.bets.make(BigInt(player.id), repeat, 'en', Date.now() + first.wait_time * 1000);
    expect(done).toMatchObject({ wait_time: 0, error: null, bet_id: expect.any(Number) });
    const [bet] = await betHistory(app, player.token, `?coupon_id=${done.bet_id}`);
    expect(bet).toMatchObject({ type: BET_TYPE.builder, odds: price, events: [{ is_live: true }, { is_live: true }] });
    expect(await balanceOf(app, player.token, player.walletId)).toBe(9_000);
  });

  it('settles through ingestion: all parts won pays the stake at the builder’s odds, one lost loses, one void refunds', async () => {
    const match = matches[1]!;
    const player = await fundedPlayer(app, 10_000n);
    const homeWin = pick(match, TYPE.result, 0);
    const over = pick(match, TYPE.total, 0, 250);
    const under = pick(match, TYPE.total, 1, 250);
    const bothScore = pick(match, TYPE.bothScore, 0);
    const place = async (events: Selection[]) => {
      const price = await priceOf(events);
      const { bet_id } = await placed(app, player.token, builderBet(player.walletId, events, price));
      return { id: bet_id as number, price };
    };
    const won = await place([homeWin, over]);
    const lost = await place([homeWin, under]);
    const voided = await place([homeWin, over, bothScore]);
    expect(await balanceOf(app, player.token, player.walletId)).toBe(7_000);

    // The home side won, over 2.5 goals; both-teams-to-score is void.
    const outcomes = (selection: Selection, result: 'won' | 'void') =>
      match.markets
        .get(selection.market_id)!
        .outcomes.map((o): [number, 'won' | 'lost' | 'void'] => [
          o.id,
          result === 'void' ? 'void' : o.id === selection.outcome_id ? 'won' : 'lost',
        ]);
    await app.services.ingestion.ingest([
      {
        type: 'bet_settlement',
        event_id: match.id,
        ts: NOW + 60_000,
        markets: [
          { id: homeWin.market_id, outcomes: outcomes(homeWin, 'won') },
          { id: over.market_id, outcomes: outcomes(over, 'won') },
          { id: bothScore.market_id, outcomes: outcomes(bothScore, 'void') },
        ].map((m) => ({ id: m.id, outcomes: m.outcomes.map(([id, result]) => ({ id, result })) })),
      },
    ]);
    await app.services.settlement.sweep();

    const bets = new Map((await betHistory(app, player.token)).map((bet) => [bet.id, bet]));
    const paid = Math.floor((1_000 * won.price) / 1000);
    expect(bets.get(won.id)).toMatchObject({ status: BET_STATUS.won, odds: won.price, amount_win: paid });
    expect(bets.get(lost.id)).toMatchObject({ status: BET_STATUS.lost, amount_win: 0 });
    expect(bets.get(voided.id)).toMatchObject({ status: BET_STATUS.canceled, amount_win: 1_000 });
    expect(bets.get(voided.id)?.events.map((leg) => leg.status_id)).toEqual([
      BET_STATUS.won,
      BET_STATUS.won,
      BET_STATUS.canceled,
    ]);
    expect(await balanceOf(app, player.token, player.walletId)).toBe(7_000 + paid + 1_000);
    expect((await postingsOf(app, player.walletId, 'bet_win')).map((p) => p.amount)).toEqual([paid]);
    expect((await postingsOf(app, player.walletId, 'bet_refund')).map((p) => p.amount)).toEqual([1_000]);
    expect(await ledgerInvariants(app)).toEqual({ mismatched: [], unbalanced: [], negative: [] });
  });
});
