import { describe, expect, it } from 'vitest';
import { buildMatch } from '../../test/match.factory';
import { flattenGroups, groupMatches, startsWithin } from './group-matches';

const premier = { id: 10, name: 'Premier Division', image: '' };
const cup = { id: 11, name: 'Cup', image: '' };
const nba = { id: 20, name: 'Pro League', image: '' };

describe('groupMatches', () => {
  it('groups sport → tournament in the order the list brings them', () => {
    const matches = [
      buildMatch({ id: 1, tournament: premier }),
      buildMatch({ id: 2, sport_id: 2, tournament: nba }),
      buildMatch({ id: 3, tournament: cup }),
      buildMatch({ id: 4, tournament: premier }),
    ];
    const groups = groupMatches(matches);
    expect(
      groups.map((sport) => [
        sport.sportId,
        sport.tournaments.map((t) => [t.tournament.id, t.matches.map((m) => m.id)]),
      ]),
    ).toEqual([
      [
        1,
        [
          [10, [1, 4]],
          [11, [3]],
        ],
      ],
      [2, [[20, [2]]]],
    ]);
  });

  it('flattens into headers followed by their rows', () => {
    const items = flattenGroups(
      groupMatches([buildMatch({ id: 1, tournament: premier }), buildMatch({ id: 2, tournament: cup })]),
    );
    expect(items.map((item) => item.key)).toEqual(['s1', 't10', 'm1', 't11', 'm2']);
  });
});

describe('startsWithin', () => {
  const now = 1_750_000_000;
  it('keeps matches starting inside the range, and every match for all time', () => {
    expect(startsWithin({ start_time: now + 3600 }, 1, now)).toBe(true);
    expect(startsWithin({ start_time: now + 3601 }, 1, now)).toBe(false);
    expect(startsWithin({ start_time: now + 48 * 3600 }, -1, now)).toBe(true);
  });
});
