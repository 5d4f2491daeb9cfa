import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerOneClick } from '../../../test/accounts.js';
import { ended, fixture, footballMarkets, live, nextId, odds } from '../../../test/feed-factory.js';
import { feed } from '../../../test/feed-helpers.js';
import { startApp } from '../../../test/helper.js';

type App = Awaited<ReturnType<typeof startApp>>;

describe('/user/favorites', () => {
  let app: App;
  const upcoming = fixture({ homeName: 'Lakeside Wanderers' });
  const playing = fixture({ startsIn: -900 });
  const finishing = fixture({ startsIn: -5400 });

  beforeAll(async () => {
    app = await startApp();
    await feed(
      app,
      upcoming,
      playing,
      finishing,
      odds(upcoming, footballMarkets()),
      live(playing, [0, 1]),
      live(finishing, [3, 0]),
    );
  });
  afterAll(() => app.close());

  const ids = (res: { json(): { payload: { list: { id: number }[] } } }) => res.json().payload.list.map((m) => m.id);

  it('adds, lists newest first, counts and removes', async () => {
    const { token } = await registerOneClick(app);
    const added = await call(app, 'POST', '/user/favorites', { token, body: { event_id: upcoming.event_id } });
    expect(added.statusCode).toBe(200);
    expect(added.json().payload).toEqual({ event_id: upcoming.event_id, is_favorite: true, total: 1 });
    await call(app, 'POST', '/user/favorites', { token, body: { event_id: playing.event_id } });
    const again = await call(app, 'POST', '/user/favorites', { token, body: { event_id: playing.event_id } });
    expect(again.json().payload.total).toBe(2);

    const list = await call(app, 'GET', '/user/favorites?limit=31&offset=0', { token });
    expect(ids(list)).toEqual([playing.event_id, upcoming.event_id]);
    expect(list.json().payload.list.every((m: { is_favorite: boolean }) => m.is_favorite)).toBe(true);
    expect(ids(await call(app, 'GET', '/user/favorites?limit=1&offset=1', { token }))).toEqual([upcoming.event_id]);
    expect(ids(await call(app, 'GET', '/user/favorites?statuses=1,2', { token }))).toEqual([playing.event_id]);
    expect(ids(await call(app, 'GET', '/user/favorites?statuses=0', { token }))).toEqual([upcoming.event_id]);
    expect((await call(app, 'GET', '/user/favorites/count', { token })).json().payload).toEqual({ total: 2 });

    const removed = await call(app, 'DELETE', '/user/favorites', { token, body: { event_id: upcoming.event_id } });
    expect(removed.json().payload).toEqual({ event_id: upcoming.event_id, is_favorite: false, total: 1 });
    const byQuery = await call(app, 'DELETE', `/user/favorites?event_id=${playing.event_id}`, { token });
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json().payload.total).toBe(0);
    expect(ids(await call(app, 'GET', '/user/favorites', { token }))).toEqual([]);
  });

  it('marks favorites in public lists for the signed-in player only', async () => {
    const { token } = await registerOneClick(app);
    await call(app, 'POST', '/user/favorites', { token, body: { event_id: upcoming.event_id } });
    const flag = async (headers: { token?: string }) => {
      const res = await call(app, 'POST', '/events/line/matches-best', { body: {}, ...headers });
      return res.json().payload.list.find((m: { id: number }) => m.id === upcoming.event_id).is_favorite;
    };
    expect(await flag({ token })).toBe(true);
    expect(await flag({})).toBe(false);
    expect(await flag({ token: 'not-a-token' })).toBe(false);
    const search = await call(app, 'POST', '/events/search', { token, body: { text: 'lakeside' } });
    expect(search.json().payload.line[0].is_favorite).toBe(true);
    const byId = await call(app, 'POST', '/events/match', { token, body: { ids: [upcoming.event_id] } });
    expect(byId.json().payload.list[0].is_favorite).toBe(true);
  });

  it('drops a match from the list and the count when it ends', async () => {
    const { token } = await registerOneClick(app);
    await call(app, 'POST', '/user/favorites', { token, body: { event_id: finishing.event_id } });
    expect((await call(app, 'GET', '/user/favorites/count', { token })).json().payload.total).toBe(1);
    await feed(app, ended(finishing, [3, 1], finishing.ts + 5000));
    expect(ids(await call(app, 'GET', '/user/favorites', { token }))).toEqual([]);
    expect((await call(app, 'GET', '/user/favorites/count', { token })).json().payload.total).toBe(0);
  });

  it('answers 404 for an unknown match and 422 for a bad id', async () => {
    const { token } = await registerOneClick(app);
    const unknown = await call(app, 'POST', '/user/favorites', { token, body: { event_id: nextId() } });
    expect(unknown.statusCode).toBe(404);
    const gone = await call(app, 'DELETE', '/user/favorites', { token, body: { event_id: nextId() } });
    expect(gone.statusCode).toBe(404);
    const bad = await call(app, 'POST', '/user/favorites', { token, body: { event_id: 'x' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.event_id).toBeDefined();
  });

  it('is for signed-in players only', async () => {
    expect((await call(app, 'GET', '/user/favorites')).statusCode).toBe(401);
    expect((await call(app, 'GET', '/user/favorites/count')).statusCode).toBe(401);
    expect((await call(app, 'POST', '/user/favorites', { body: { event_id: upcoming.event_id } })).statusCode).toBe(
      401,
    );
    expect((await call(app, 'DELETE', '/user/favorites', { body: { event_id: upcoming.event_id } })).statusCode).toBe(
      401,
    );
  });
});
