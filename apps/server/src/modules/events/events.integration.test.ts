import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/accounts.js';
import {
  ended,
  fixture,
  footballMarkets,
  homeWins,
  live,
  nextId,
  odds,
  statistics,
} from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { startApp } from '../../../test/helper.js';

type App = Awaited<ReturnType<typeof startApp>>;

describe('/events lists', () => {
  let app: App;
  const leagueTop = nextId();
  const leagueOther = nextId();
  const soon = fixture({
    tournamentId: leagueOther,
    tournamentName: 'Zeta League',
    startsIn: 1800,
    homeName: 'Harbor Athletic',
  });
  const later = fixture({ tournamentId: leagueTop, tournamentName: 'Premier Cup', isTop: true, startsIn: 20 * 3600 });
  const basket = fixture({
    sport_id: 3,
    tournamentId: nextId(),
    tournamentName: 'Hoops Association',
    countryCode: null,
    startsIn: 7200,
    parts: [
      { id: 1, name: 'Match' },
      { id: 4, name: '1st quarter' },
    ],
  });
  const playing = fixture({ tournamentId: leagueTop, tournamentName: 'Premier Cup', isTop: true, startsIn: -600 });

  beforeAll(async () => {
    app = await startApp();
    await feed(
      app,
      soon,
      later,
      basket,
      playing,
      odds(soon, footballMarkets()),
      odds(later, footballMarkets([1500, 4000, 6000])),
      live(playing, [1, 0]),
      odds(playing, footballMarkets(), playing.ts + 1500),
    );
  });
  afterAll(() => app.close());

  it('counts the sports of each source', async () => {
    const line = (await call(app, 'GET', '/events/line')).json().payload;
    expect(line.list).toEqual([
      expect.objectContaining({ id: 1, name: 'Football', cnt: 2, image: '/static/sports/football.svg' }),
      expect.objectContaining({ id: 3, name: 'Basketball', cnt: 1 }),
    ]);
    expect(line.total).toBe(3);
    const live = (await call(app, 'GET', '/events/live', { headers: { 'accept-language': 'ru' } })).json().payload;
    expect(live.list).toEqual([expect.objectContaining({ id: 1, name: 'Футбол', cnt: 1 })]);
  });

  it('rejects a source other than line or live with 422', async () => {
    expect((await call(app, 'GET', '/events/soon')).statusCode).toBe(422);
    expect((await call(app, 'POST', '/events/past/sports', { body: {} })).statusCode).toBe(422);
  });

  it('filters the line by time range', async () => {
    const within = async (time_range: number) =>
      (await call(app, 'POST', '/events/line/sports', { body: { time_range } })).json().payload.list;
    expect(await within(1)).toEqual([expect.objectContaining({ id: 1, cnt: 1 })]);
    expect(await within(3)).toEqual([
      expect.objectContaining({ id: 1, cnt: 1 }),
      expect.objectContaining({ id: 3, cnt: 1 }),
    ]);
    expect(await within(-1)).toHaveLength(2);
    expect((await call(app, 'POST', '/events/line/sports', { body: { time_range: 5 } })).statusCode).toBe(422);
  });

  it('lists tournaments per sport, top first then by name, with images and country ids', async () => {
    const res = await call(app, 'POST', '/events/line/tournaments', { body: { sports: [1, 3] } });
    const list = res.json().payload.list;
    expect(list.map((s: { id: number }) => s.id)).toEqual([1, 3]);
    expect(list[0].tournaments.map((t: { name: string }) => t.name)).toEqual(['Premier Cup', 'Zeta League']);
    expect(list[0].tournaments[0]).toMatchObject({
      is_top: true,
      matches_count: 1,
      matches: [],
      image: '/static/flags/4x3/es.svg',
    });
    expect(list[0].tournaments[0].country_id).toBeGreaterThan(0);
    expect(list[1].tournaments[0]).toMatchObject({ country_id: 0, image: '/static/sports/basketball.svg' });
    const spain = list[0].tournaments[0].country_id;
    const byCountry = await call(app, 'POST', '/events/line/tournaments', { body: { countries: [spain] } });
    expect(byCountry.json().payload.list.map((s: { id: number }) => s.id)).toEqual([1]);
  });

  it('lists the matches of tournaments with the main or mobile market set', async () => {
    const main = await call(app, 'POST', '/events/line/matches', {
      body: { tournaments: [leagueOther], markets: 'main' },
    });
    const [match] = main.json().payload.list;
    expect(match).toMatchObject({
      id: soon.event_id,
      name: 'Harbor Athletic - Easton United',
      is_live: false,
      status_id: 0,
      event_part_id: 1,
      team_home: { name: 'Harbor Athletic', logo: `/media/teams/${soon.home.id}.svg` },
      markets_count: 7,
    });
    expect(match.markets.map((m: { name: string }) => m.name)).toEqual(['1X2', 'Double chance', 'Total 2.5']);
    expect(match.markets[0].outcomes[0]).toEqual({ id: 11, market_id: 1, name: '1', odds: 2100, is_blocked: false });
    const mobile = await call(app, 'POST', '/events/line/matches', {
      body: { tournaments: [leagueOther], markets: 'main_mobile' },
    });
    expect(mobile.json().payload.list[0].markets.map((m: { type_id: number }) => m.type_id)).toEqual([1]);
    const all = await call(app, 'POST', '/events/line/matches', {
      body: { tournaments: [leagueOther], markets: 'all' },
    });
    expect(all.json().payload.list[0].markets).toHaveLength(7);
    const empty = await call(app, 'POST', '/events/line/matches', { body: { tournaments: [] } });
    expect(empty.statusCode).toBe(422);
  });

  it('orders the best matches top tournaments first, then by start, within the limit', async () => {
    const res = await call(app, 'POST', '/events/line/matches-best', { body: { limit: 10, markets: 'main' } });
    const ids = res.json().payload.list.map((m: { id: number }) => m.id);
    expect(ids).toEqual([later.event_id, soon.event_id, basket.event_id]);
    const limited = await call(app, 'POST', '/events/line/matches-best', { body: { limit: 1 } });
    expect(limited.json().payload.list).toHaveLength(1);
    const basketOnly = await call(app, 'POST', '/events/line/matches-best', { body: { sport_id: 3 } });
    expect(basketOnly.json().payload.list.map((m: { id: number }) => m.id)).toEqual([basket.event_id]);
    expect((await call(app, 'POST', '/events/line/matches-best', { body: { limit: 51 } })).statusCode).toBe(422);
  });

  it('shows a live match with score, clock and current part', async () => {
    const res = await call(app, 'POST', '/events/live/matches-best', { body: {} });
    const [match] = res.json().payload.list;
    expect(match).toMatchObject({
      id: playing.event_id,
      is_live: true,
      status_id: 1,
      current_part: { part_id: 2, name: '1st half' },
      info: {
        scores: [{ part_id: 1, name: 'Match', home: 1, away: 0 }, { part_id: 2 }],
        red_cards: { home: 0, away: 0 },
      },
    });
    expect(match.info.clock.running).toBe(true);
    expect(match.info.clock.seconds).toBeGreaterThanOrEqual(600);
  });

  it('answers one match with the markets of a part, and nothing for unknown ids', async () => {
    const root = (await call(app, 'POST', '/events/match', { body: { ids: [soon.event_id] } })).json().payload.list;
    expect(root[0].markets.map((m: { id: number }) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const half = (await call(app, 'POST', '/events/match', { body: { ids: [soon.event_id], part_id: 2 } })).json()
      .payload.list;
    expect(half[0]).toMatchObject({ event_part_id: 2, event_part_name: '1st half' });
    expect(half[0].markets).toEqual([
      expect.objectContaining({ id: 7, name: '1st half. 1X2', group: '1st half. 1X2' }),
    ]);
    const unknown = await call(app, 'POST', '/events/match', { body: { ids: [nextId()] } });
    expect(unknown.json().payload.list).toEqual([]);
  });

  it('names markets, outcomes and parts in Russian', async () => {
    const res = await call(app, 'POST', '/events/match', {
      body: { ids: [soon.event_id] },
      headers: { 'accept-language': 'ru' },
    });
    const match = res.json().payload.list[0];
    expect(match.event_part_name).toBe('Матч');
    const total = match.markets.find((m: { id: number }) => m.id === 4);
    expect(total).toMatchObject({ name: 'Тотал 2.5', group: 'Тотал' });
    expect(total.outcomes.map((o: { name: string }) => o.name)).toEqual(['Больше', 'Меньше']);
    expect(match.markets.find((m: { id: number }) => m.id === 6).name).toBe('Обе забьют');
  });

  it('searches team and tournament names from 3 letters, in line and live groups', async () => {
    const short = await call(app, 'POST', '/events/search', { body: { text: '  ha ' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.text).toBeDefined();
    const byTeam = (await call(app, 'POST', '/events/search', { body: { text: 'harbor' } })).json().payload;
    expect(byTeam.line.map((m: { id: number }) => m.id)).toEqual([soon.event_id]);
    expect(byTeam.live).toEqual([]);
    const byLeague = (await call(app, 'POST', '/events/search', { body: { text: 'PREMIER' } })).json().payload;
    expect(byLeague.line.map((m: { id: number }) => m.id)).toEqual([later.event_id]);
    expect(byLeague.live.map((m: { id: number }) => m.id)).toEqual([playing.event_id]);
    const none = (await call(app, 'POST', '/events/search', { body: { text: 'zzzqx' } })).json().payload;
    expect(none).toEqual({ line: [], live: [] });
  });

  it('sends list answers compressed once for clients that accept it', async () => {
    const res = await call(app, 'POST', '/events/line/matches-best', {
      body: { markets: 'all' },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const plain = await call(app, 'POST', '/events/line/matches-best', { body: { markets: 'all' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the team crest as a cacheable SVG', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/teams/${soon.home.id}.svg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('max-age=604800');
    expect(res.body).toContain('>HA</text>');
    expect((await app.inject({ method: 'GET', url: `/media/teams/${nextId()}.svg` })).statusCode).toBe(404);
  });
});

describe('/events/results', () => {
  let app: App;
  const league = nextId();
  const hour = 3600;
  const now = Math.floor(Date.now() / 1000);
  const old = fixture({
    tournamentId: league,
    tournamentName: 'Results League',
    start_time: now - 3 * 24 * hour,
    homeName: 'Old Town',
  });
  const recent = fixture({
    tournamentId: league,
    tournamentName: 'Results League',
    start_time: now - 2 * hour,
    statistics: statistics([9, 4]),
  });
  const hoops = fixture({ sport_id: 3, tournamentId: nextId(), start_time: now - 3 * hour, homeName: 'Canyon Hawks' });
  const called = fixture({ tournamentId: league, tournamentName: 'Results League', start_time: now - 4 * hour });

  beforeAll(async () => {
    app = await startApp();
    await feed(app, old, recent, hoops, called);
    await feed(app, ended(old, [0, 0]), ended(recent, [2, 1]), ended(hoops, [88, 90]), {
      ...called,
      ts: called.ts + 2000,
      status: 'cancelled',
    });
  });
  afterAll(() => app.close());

  const results = (body: object, headers: Record<string, string> = {}) =>
    call(app, 'POST', '/events/results', { body, headers }).then((r) => r.json().payload.list);

  it('lists ended and cancelled matches, newest first, with the score and result rows', async () => {
    const list = await results({});
    expect(list.map((m: { id: number }) => m.id)).toEqual([
      recent.event_id,
      hoops.event_id,
      called.event_id,
      old.event_id,
    ]);
    expect(list[0]).toMatchObject({
      status_id: 3,
      has_statistics: true,
      scores: [{ part_id: 1, name: 'Match', home: 2, away: 1 }, { part_id: 2 }, { part_id: 3 }],
    });
    expect(list[0].result.parts[0]).toEqual({
      name: 'Match',
      types: [
        { name: 'Score', result: '2:1' },
        { name: 'Winner', result: 'Northwood Rovers' },
        { name: 'Total', result: '3' },
      ],
    });
    expect(list[2]).toMatchObject({
      status_id: 4,
      result: { parts: [{ types: [{ name: 'Status', result: 'Cancelled' }] }] },
    });
  });

  it('filters by sport, dates, type and text, and pages', async () => {
    expect((await results({ sports: [3] })).map((m: { id: number }) => m.id)).toEqual([hoops.event_id]);
    const lastDay = await results({ from: now - 24 * hour, to: now });
    expect(lastDay.map((m: { id: number }) => m.id)).toEqual([recent.event_id, hoops.event_id, called.event_id]);
    expect((await results({ type: 'cancelled' })).map((m: { id: number }) => m.id)).toEqual([called.event_id]);
    expect((await results({ type: 'finished' })).map((m: { id: number }) => m.id)).not.toContain(called.event_id);
    expect((await results({ text: 'old t' })).map((m: { id: number }) => m.id)).toEqual([old.event_id]);
    expect((await results({ text: 'results lea', limit: 2, offset: 1 })).map((m: { id: number }) => m.id)).toEqual([
      called.event_id,
      old.event_id,
    ]);
    expect((await call(app, 'POST', '/events/results', { body: { limit: 51 } })).statusCode).toBe(422);
  });

  it('names the result rows in Russian', async () => {
    const [first] = await results({ sports: [1], type: 'finished' }, { 'accept-language': 'ru' });
    expect(first.result.parts[0].types.map((t: { name: string }) => t.name)).toEqual(['Счёт', 'Победитель', 'Тотал']);
  });

  it('gives the statistics of an ended match, score rows first, and 404 for an unknown one', async () => {
    const res = await call(app, 'POST', '/events/results/info', { body: { id: recent.event_id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.list).toEqual([
      {
        id: 1,
        name: 'Match',
        types: [
          { id: 1, name: 'Shots', result: '9:4', team_home: 9, team_away: 4 },
          { id: 40, name: 'First goal', result: "23' Northwood Rovers" },
        ],
      },
    ]);
    expect((await call(app, 'POST', '/events/results/info', { body: { id: nextId() } })).statusCode).toBe(404);
  });

  it('keeps an ended match readable by id but out of the lists', async () => {
    const byId = (await call(app, 'POST', '/events/match', { body: { ids: [recent.event_id] } })).json().payload.list;
    expect(byId[0]).toMatchObject({ status_id: 3, is_live: false });
    const line = (await call(app, 'GET', '/events/line')).json().payload;
    expect(line.total).toBe(0);
  });

  it('stores the settlement of each outcome', async () => {
    const match = fixture();
    await feed(app, match, odds(match, footballMarkets()));
    await feed(app, homeWins(match));
    const rows = await app.database.db
      .selectFrom('sport_outcome_results')
      .select(['outcome_id', 'result'])
      .where('match_id', '=', match.event_id)
      .orderBy('outcome_id')
      .execute();
    expect(rows).toEqual([
      { outcome_id: 11, result: 'won' },
      { outcome_id: 12, result: 'lost' },
      { outcome_id: 13, result: 'lost' },
    ]);
    const listed = (await call(app, 'POST', '/events/match', { body: { ids: [match.event_id] } })).json().payload.list;
    expect(listed[0].markets.map((m: { id: number }) => m.id)).not.toContain(1);
  });
});
