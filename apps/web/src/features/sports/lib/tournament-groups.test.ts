import type { Tournament } from '@meridian/contract/events';
import { describe, expect, it } from 'vitest';
import { groupByCountry, topTournaments } from './tournament-groups';

function tournament(id: number, overrides: Partial<Tournament> = {}): Tournament {
  return {
    id,
    name: `League ${id}`,
    image: '',
    sport_id: 1,
    country_id: 826,
    is_top: false,
    is_child: false,
    is_parent: false,
    matches_count: 3,
    matches: [],
    ...overrides,
  };
}

describe('topTournaments', () => {
  it('keeps only top tournaments, seven at most', () => {
    const list = Array.from({ length: 10 }, (_, index) => tournament(index + 1, { is_top: index !== 2 }));
    expect(topTournaments(list).map((item) => item.id)).toEqual([1, 2, 4, 5, 6, 7, 8]);
  });
});

describe('groupByCountry', () => {
  it('groups by country, international first, then by name', () => {
    const countries = [
      { id: 826, name: 'United Kingdom', image: 'gb.svg' },
      { id: 276, name: 'Germany', image: 'de.svg' },
    ];
    const groups = groupByCountry(
      [tournament(1), tournament(2, { country_id: 276 }), tournament(3, { country_id: 0 }), tournament(4)],
      countries,
    );
    expect(groups.map((group) => [group.name, group.tournaments.map((item) => item.id)])).toEqual([
      [null, [3]],
      ['Germany', [2]],
      ['United Kingdom', [1, 4]],
    ]);
  });
});
