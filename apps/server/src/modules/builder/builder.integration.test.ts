/**
 * @module-tag engine
 */
import { BUILDER_ERRORS } from '@meridian/contract/bet-builder';
import { combinedOdds } from '@meridian/contract/bets';
import { CustomBetService } from '@meridian/feed/custom-bet';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import { fixture, footballMarkets, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { startApp, useApp } from '../../../test/helper.js';
import { testConfig } from '../../config.js';
import type { CatalogMatch } from '../catalog/catalog.state.js';
import { untilFed } from './builder.fixtures.js';
import { BUILDER_ERROR_TEXTS } from './builder.texts.js';

/** The moment the whole app lives at: the simulator's feed and the builder read this clock. */
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const SPEED = 10;
const FOOTBALL = 1;
const MATCH_PART = 1;
const TYPE = { result: 1, drawNoBet: 3, total: 5, bothScore: 7, correctScore: 8 } as const;

type Selection = { market_id: number; outcome_id: number };

/** The selection of a market's outcome (its position in the market), by the market's type, part and line. */
function pick(match: CatalogMatch, typeId: number, outcome: number, line: number | null = null): Selection {
  const market = [...match.markets.values()].find(
    (m) => m.type_id === typeId && m.part_id === MATCH_PART && m.line === line,
  );
  if (!market) throw new Error(`match ${match.id} has no market of type ${typeId} line ${line}`);
  return { market_id: market.id, outcome_id: market.outcomes[outcome]!.id };
}

const oddsOf = (match: CatalogMatch, selection: Selection) =>
  match.markets.get(selection.market_id)!.outcomes.find((o) => o.id === selection.outcome_id)!.odds;

const builder = (app: FastifyInstance, body: unknown, language?: string) =>
  call(app, 'POST', '/bets/builder', { body, ...(language ? { headers: { 'accept-language': language } } : {}) });

describe('POST /bets/builder with the simulator feed', () => {
  let app: FastifyInstance;
  let match: CatalogMatch;
  let feedService: CustomBetService;

  beforeAll(async () => {
    const base = testConfig().feed;
    app = await startApp({ feed: { ...base, source: 'simulator', speed: SPEED } }, { now: () => NOW });
    await untilFed(app, NOW);
    feedService = new CustomBetService({ seed: base.seed, speed: SPEED });
    // A football match before kick-off with every market the builder needs on offer.
    match = [...app.services.catalog.inSource('line', NOW)].find((candidate) => {
      if (candidate.fixture.sport_id !== FOOTBALL) return false;
      const types = new Set([...candidate.markets.values()].map((m) => m.type_id));
      return [TYPE.result, TYPE.total, TYPE.bothScore, TYPE.correctScore].every((type) => types.has(type));
    })!;
  }, 180_000);
  afterAll(() => app?.close());

  it('prices a combination as the feed’s custom-bet service does, not as the product of its legs', async () => {
    const homeWin = pick(match, TYPE.result, 0);
    const over = pick(match, TYPE.total, 0, 250);
    const bothScore = pick(match, TYPE.bothScore, 0);
    for (const selections of [
      [homeWin, over],
      [homeWin, over, bothScore],
    ]) {
      const expected = feedService.calculate(
        match.id,
        selections.map((s) => ({ marketId: s.market_id, outcomeId: s.outcome_id })),
        NOW,
      );
      expect(expected).toEqual({ odds: expect.any(Number) });
      const response = await builder(app, { match_id: match.id, selections });
      expect(response.statusCode).toBe(200);
      const answer = response.json().payload;
      expect(answer).toEqual({
        available: true,
        odds: (expected as { odds: number }).odds,
        refusal: null,
        error: null,
        conflicting: expect.any(Array),
        markets: expect.arrayContaining(selections.map((s) => s.market_id)),
      });
      expect(answer.odds).not.toBe(combinedOdds(selections.map((s) => oddsOf(match, s))));
    }
  });

  it('refuses a contradiction with its reason in the request’s language, and names what conflicts', async () => {
    const oneNil = pick(match, TYPE.correctScore, 4);
    const over = pick(match, TYPE.total, 0, 250);
    const under = pick(match, TYPE.total, 1, 250);
    const refused = (await builder(app, { match_id: match.id, selections: [oneNil, over] })).json().payload;
    expect(refused).toMatchObject({
      available: true,
      odds: null,
      refusal: 'contradiction',
      error: BUILDER_ERRORS.contradiction,
    });
    const inRussian = (await builder(app, { match_id: match.id, selections: [oneNil, over] }, 'ru')).json().payload;
    expect(inRussian.error).toBe(BUILDER_ERROR_TEXTS.ru.contradiction);

    const homeWin = pick(match, TYPE.result, 0);
    const draw = pick(match, TYPE.result, 1);
    expect((await builder(app, { match_id: match.id, selections: [homeWin, draw] })).json().payload).toMatchObject({
      odds: null,
      refusal: 'same_market',
      error: BUILDER_ERRORS.same_market,
    });

    // 1:0 alone: over 2.5 and the other results conflict with it, under 2.5 and a home win do not.
    const { payload } = (await builder(app, { match_id: match.id, selections: [oneNil] })).json();
    expect(payload.odds).toBe(oddsOf(match, oneNil));
    expect(payload.conflicting).toEqual(
      expect.arrayContaining([over, draw, pick(match, TYPE.result, 2), pick(match, TYPE.bothScore, 0)]),
    );
    expect(payload.conflicting).not.toContainEqual(under);
    expect(payload.conflicting).not.toContainEqual(homeWin);
  });

  it('names the markets a builder takes with no selections: the feed’s, without draw no bet', async () => {
    const response = await builder(app, { match_id: match.id, selections: [] });
    expect(response.statusCode).toBe(200);
    const answer = response.json().payload;
    expect(answer).toMatchObject({ available: true, odds: null, refusal: null, error: null, conflicting: [] });
    const expected = feedService.available(match.id, NOW)!.map((market) => market.marketId);
    expect([...answer.markets].sort()).toEqual([...expected].sort());
    expect(answer.markets).toContain(pick(match, TYPE.result, 0).market_id);
    const drawNoBet = [...match.markets.values()].find((m) => m.type_id === TYPE.drawNoBet && m.part_id === MATCH_PART);
    expect(drawNoBet).toBeDefined();
    expect(answer.markets).not.toContain(drawNoBet!.id);
    // A selection of it is refused with its reason.
    const refused = await builder(app, {
      match_id: match.id,
      selections: [pick(match, TYPE.result, 0), { market_id: drawNoBet!.id, outcome_id: drawNoBet!.outcomes[0]!.id }],
    });
    expect(refused.json().payload).toMatchObject({ odds: null, refusal: 'not_combinable' });
  });

  it('names the conflicts of an ice-hockey builder over two periods as the feed does, the same when asked again', async () => {
    const hockey = [...app.services.catalog.inSource('line', NOW)].find((candidate) => {
      if (candidate.fixture.sport_id !== 4) return false;
      const periods = new Set(
        [...candidate.markets.values()].filter((m) => m.type_id === TYPE.result).map((m) => m.part_id),
      );
      return periods.has(8) && periods.has(9);
    });
    expect(hockey).toBeDefined();
    const periodResult = (partId: number) => {
      const market = [...hockey!.markets.values()].find((m) => m.type_id === TYPE.result && m.part_id === partId)!;
      return { market_id: market.id, outcome_id: market.outcomes[0]!.id };
    };
    const selections = [periodResult(8), periodResult(9)];
    const expected = feedService.calculateFilter(
      hockey!.id,
      selections.map((s) => ({ marketId: s.market_id, outcomeId: s.outcome_id })),
      NOW,
    )!;
    const first = (await builder(app, { match_id: hockey!.id, selections })).json().payload;
    expect(first.conflicting.length).toBeGreaterThan(0);
    expect(first.conflicting).toEqual(
      expected.conflicting.map((c) => ({ market_id: c.marketId, outcome_id: c.outcomeId })),
    );
    expect(
      (await builder(app, { match_id: hockey!.id, selections: [...selections].reverse() })).json().payload,
    ).toEqual(first);
  });

  it('answers 404 for an unknown match, and available false for a match the simulator does not play', async () => {
    const unknown = await builder(app, { match_id: 1_999_999_999, selections: [{ market_id: 1, outcome_id: 101 }] });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NotFound');

    const byHand = fixture();
    await feed(app, byHand, odds(byHand, footballMarkets()));
    const answer = await builder(app, { match_id: byHand.event_id, selections: [{ market_id: 1, outcome_id: 11 }] });
    expect(answer.json().payload).toEqual({
      available: false,
      odds: null,
      refusal: null,
      error: BUILDER_ERRORS.unavailable,
      conflicting: [],
      markets: [],
    });
  });

  it('refuses a selection the match does not offer', async () => {
    const homeWin = pick(match, TYPE.result, 0);
    const answer = await builder(app, {
      match_id: match.id,
      selections: [homeWin, { market_id: homeWin.market_id, outcome_id: 99_999 }],
    });
    expect(answer.json().payload).toMatchObject({ available: true, odds: null, refusal: 'not_offered' });
  });
});

describe('POST /bets/builder without a feed that prices builders', () => {
  const app = useApp();

  it('answers available false: FEED_SOURCE none has no custom-bet service', async () => {
    const match = fixture();
    await feed(app(), match, odds(match, footballMarkets()));
    const answer = await builder(app(), { match_id: match.event_id, selections: [{ market_id: 1, outcome_id: 11 }] });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().payload).toEqual({
      available: false,
      odds: null,
      refusal: null,
      error: BUILDER_ERRORS.unavailable,
      conflicting: [],
      markets: [],
    });
  });
});
