import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/feed-factory.js';
import { type CatalogMatch, fixtureOf, sourceOf } from './catalog.state.js';

const at = (options: Parameters<typeof fixture>[0]): CatalogMatch => {
  const f = fixture(options);
  return {
    id: f.event_id,
    fixture: fixtureOf(f),
    markets: new Map(),
    ts: f.ts,
    fixtureTs: f.ts,
    version: 1,
    endedAt: null,
  };
};

describe('sourceOf', () => {
  const now = Math.floor(Date.now() / 1000);

  it('puts a match that has not started and starts later on the line', () => {
    expect(sourceOf(at({ start_time: now + 60 }), now)).toBe('line');
  });

  it('takes a match whose start time passed off the line until it goes live', () => {
    expect(sourceOf(at({ start_time: now - 60 }), now)).toBeNull();
  });

  it('puts live and paused matches in live, ended and cancelled ones nowhere', () => {
    expect(sourceOf(at({ status: 'live' }), now)).toBe('live');
    expect(sourceOf(at({ status: 'paused' }), now)).toBe('live');
    expect(sourceOf(at({ status: 'ended' }), now)).toBeNull();
    expect(sourceOf(at({ status: 'cancelled', start_time: now + 600 }), now)).toBeNull();
  });
});
