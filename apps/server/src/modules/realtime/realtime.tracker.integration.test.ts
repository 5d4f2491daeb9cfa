import type { FeedIncident, FixtureChange, MatchIncidents } from '@meridian/feed/messages';
import { describe, expect, it } from 'vitest';
import { registerOneClick } from '../../../test/accounts.js';
import { fixture, footballMarkets, live, nextId, odds } from '../../../test/feed-factory.js';
import { listeningApp } from './realtime.test-client.js';

const sockets = listeningApp();
const open = (query?: string) => sockets.open(query);

async function liveMatch(): Promise<FixtureChange> {
  const match = live(fixture({ tournamentId: nextId(), startsIn: -600 }), [1, 0]);
  await sockets.app.services.ingestion.ingest([match, odds(match, footballMarkets(), match.ts + 1)]);
  return match;
}

function incidents(match: FixtureChange, ts: number, list: Omit<FeedIncident, 'part_id'>[]): MatchIncidents {
  return {
    type: 'match_incidents',
    event_id: match.event_id,
    ts,
    incidents: list.map((incident) => ({ part_id: 2, ...incident })),
  };
}

async function signedInSocket() {
  const player = await registerOneClick(sockets.app);
  const client = await open();
  await client.authenticate(player.token);
  return client;
}

describe('the tracker channel', () => {
  it('gives a live football match a tracker as its video, named by its channel', async () => {
    const match = await liveMatch();
    const client = await open();
    const snapshot = await client.subscribe(`match:${match.event_id}`);
    expect(snapshot.data.list[0].video).toEqual({ type: 'tracker', url: `tracker:${match.event_id}` });
  });

  it('refuses a visitor', async () => {
    const match = await liveMatch();
    const client = await open();
    expect(await client.subscribe(`tracker:${match.event_id}`)).toEqual({
      type: 'error',
      channel: `tracker:${match.event_id}`,
      message: 'authentication required',
    });
  });

  it('sends a signed-in player the recent incidents, then each new one once', async () => {
    const match = await liveMatch();
    await sockets.app.services.ingestion.ingest([
      incidents(match, match.ts + 100, [
        { seq: 1, kind: 'part_start', side: null, clock: 0, score: { home: 0, away: 0 } },
        { seq: 2, kind: 'goal', side: 'home', points: 1, clock: 600, score: { home: 1, away: 0 } },
        { seq: 3, kind: 'possession', side: 'away', zone: 'attack', clock: 640, score: { home: 1, away: 0 } },
      ]),
    ]);
    const client = await signedInSocket();
    const snapshot = await client.subscribe(`tracker:${match.event_id}`);
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      data: {
        tracker: {
          match_id: match.event_id,
          sport_id: 1,
          score: { home: 1, away: 0 },
          possession: { side: 'away', zone: 'attack' },
        },
      },
    });
    expect(snapshot.data.tracker.incidents.map((i: { seq: number }) => i.seq)).toEqual([1, 2, 3]);

    const shot = { seq: 4, kind: 'shot_on_target', side: 'away', clock: 700, score: { home: 1, away: 0 } } as const;
    const batch = incidents(match, match.ts + 200, [shot]);
    await sockets.app.services.ingestion.ingest([batch]);
    // A retried delivery of the same batch tells nothing new.
    await sockets.app.services.ingestion.ingest([batch]);
    const update = await client.nextUpdate();
    expect(update).toMatchObject({ type: 'update', channel: `tracker:${match.event_id}` });
    expect(update.data.incidents).toEqual([{ ...shot, part_id: 2, time: Math.floor((match.ts + 200) / 1000) }]);
    client.send({ type: 'ping' });
    expect(await client.next()).toEqual({ type: 'pong' });
  });

  it('answers an unknown match with an error', async () => {
    const client = await signedInSocket();
    expect(await client.subscribe('tracker:999999999')).toMatchObject({ type: 'error', message: 'unknown match' });
  });
});
