import { describe, expect, it } from 'vitest';
import type { StoredFixtureRow } from './ingestion.repository.js';
import { DEFAULT_STALE_THRESHOLDS, retirementMessages, thresholdsForSpeed } from './ingestion.retire.js';

const row: StoredFixtureRow = {
  id: 42,
  sport_id: 1,
  start_time: 1_795_000_000n,
  round: 'Round 3',
  status: 'live',
  parts: [
    { id: 1, name: 'Match' },
    { id: 2, name: '1st half' },
  ],
  root_part_id: 1,
  current_part_id: 2,
  clock: { seconds: 1800, running: true, rate: 1 },
  scores: [{ part_id: 1, home: 1, away: 0 }],
  red_cards: { home: 0, away: 1 },
  statistics: [],
  ts: 1_795_000_600_000n,
  tournament_id: 7,
  tournament_name: 'Test League',
  tournament_sport_id: 1,
  country_code: 'ES',
  is_top: false,
  home_id: 11,
  home_name: 'Northwood Rovers',
  home_color_primary: '#1d4ed8',
  home_color_secondary: '#ffffff',
  away_id: 12,
  away_name: 'Easton United',
  away_color_primary: '#b91c1c',
  away_color_secondary: '#fde047',
};

describe('retirementMessages', () => {
  it('restates the fixture as cancelled with its clock stopped, then cancels its open markets', () => {
    const [fixture, cancel] = retirementMessages(row, [1, 3], 1_795_000_900_000, 'Withdrawn from the feed');
    expect(fixture).toMatchObject({
      type: 'fixture_change',
      event_id: 42,
      ts: 1_795_000_900_000,
      status: 'cancelled',
      start_time: 1_795_000_000,
      home: { id: 11, name: 'Northwood Rovers', colors: ['#1d4ed8', '#ffffff'] },
      tournament: { id: 7, country_code: 'ES' },
      clock: { seconds: 1800, running: false, rate: 1 },
      scores: [{ part_id: 1, home: 1, away: 0 }],
      red_cards: { home: 0, away: 1 },
    });
    expect(cancel).toEqual({
      type: 'bet_cancel',
      event_id: 42,
      ts: 1_795_000_900_000,
      market_ids: [1, 3],
      reason: 'Withdrawn from the feed',
    });
  });

  it('never dates the cancellation before the stored state, and sends no cancel without open markets', () => {
    const messages = retirementMessages(row, [], 1_000, 'Abandoned by the feed');
    expect(messages).toHaveLength(1);
    expect(messages[0]?.ts).toBe(1_795_000_600_000);
  });
});

describe('thresholdsForSpeed', () => {
  it('stretches the live threshold for a slowed-down feed only', () => {
    expect(thresholdsForSpeed(20)).toEqual(DEFAULT_STALE_THRESHOLDS);
    expect(thresholdsForSpeed(1)).toEqual(DEFAULT_STALE_THRESHOLDS);
    expect(thresholdsForSpeed(0.1)).toEqual({ ...DEFAULT_STALE_THRESHOLDS, silentLiveMs: 5 * 3_600_000 });
  });
});
