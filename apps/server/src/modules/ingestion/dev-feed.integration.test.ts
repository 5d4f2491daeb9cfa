import { describe, expect, it } from 'vitest';
import { fixture, footballMarkets, odds } from '../../../test/feed-factory.js';
import { startApp, useApp } from '../../../test/helper.js';

describe('POST /dev/feed', () => {
  const app = useApp({ devFeed: true });

  it('ingests messages like a feed source, so the match is offered', async () => {
    const match = fixture({ homeName: 'Harbour Rovers' });
    const res = await app().inject({
      method: 'POST',
      url: '/dev/feed',
      payload: [match, odds(match, footballMarkets())],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().payload).toEqual({ accepted: 2, ignored: 0 });
    await expect
      .poll(async () => {
        const found = await app().inject({
          method: 'POST',
          url: '/api/v1/events/match',
          payload: { ids: [match.event_id] },
        });
        return found.json().payload.list[0]?.team_home.name;
      })
      .toBe('Harbour Rovers');
  });

  it('refuses what is not a feed message and ingests nothing', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/dev/feed',
      payload: [{ type: 'nonsense', event_id: 1, ts: 1 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('messages');
  });

  it('does not exist unless DEV_FEED is on', async () => {
    const plain = await startApp();
    try {
      const res = await plain.inject({ method: 'POST', url: '/dev/feed', payload: [fixture()] });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
