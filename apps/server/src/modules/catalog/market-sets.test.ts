import { describe, expect, it } from 'vitest';
import { fixture, footballMarkets } from '../../../test/feed-factory.js';
import type { CatalogMatch } from './catalog.state.js';
import { fixtureOf } from './catalog.state.js';
import { marketSetIds } from './market-sets.js';

const matchOf = (sportId: number, markets: ReturnType<typeof footballMarkets>): CatalogMatch => {
  const f = fixture({ sport_id: sportId });
  return {
    id: f.event_id,
    fixture: fixtureOf(f),
    markets: new Map(markets.map((m) => [m.id, { ...m, status: m.status }])),
    ts: f.ts,
    fixtureTs: f.ts,
    version: 1,
    endedAt: null,
  };
};

const market = (id: number, type_id: number, line: number | null, part_id = 1) => ({
  id,
  type_id,
  part_id,
  line,
  name: `m${id}`,
  status: 'active' as const,
  outcomes: [
    { id: id * 10 + 1, name: 'a', odds: 1900, active: true },
    { id: id * 10 + 2, name: 'b', odds: 1900, active: true },
  ],
});

describe('market sets', () => {
  it('shows football 1X2, double chance and total 2.5; mobile 1X2 alone', () => {
    const match = matchOf(1, footballMarkets());
    expect([...(marketSetIds(match, 'main') ?? [])].sort()).toEqual([1, 2, 4]);
    expect([...(marketSetIds(match, 'main_mobile') ?? [])]).toEqual([1]);
    expect(marketSetIds(match, 'all')).toBeNull();
  });

  it('shows the winner, the median handicap and the median total for basketball', () => {
    const match = matchOf(3, [
      market(1, 4, null),
      market(2, 6, -250),
      market(3, 6, -150),
      market(4, 6, -50),
      market(5, 5, 2085),
      market(6, 5, 2135),
      market(7, 5, 2185),
      market(8, 5, 545, 4),
    ]);
    expect([...(marketSetIds(match, 'main') ?? [])].sort()).toEqual([1, 3, 6]);
  });

  it('leaves out closed markets', () => {
    const match = matchOf(1, footballMarkets());
    const first = match.markets.get(1);
    if (first) first.status = 'deactivated';
    expect([...(marketSetIds(match, 'main_mobile') ?? [])]).toEqual([]);
  });
});
