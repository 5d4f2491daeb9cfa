import { describe, expect, it } from 'vitest';
import { buildMarket, buildMatch, buildOutcome } from '../../../test/match.factory';
import { changesFromDeltas, changesFromMatch } from './match-events';

const selection = { matchId: 1, marketId: 10, id: 11 };

describe('changesFromDeltas', () => {
  it('turns a price change of a selected outcome into a slip change and ignores the others', () => {
    const changes = changesFromDeltas(
      [
        {
          id: 1,
          odds: [
            { market_id: 10, id: 11, odds: 2100, is_blocked: false },
            { market_id: 10, id: 12, odds: 3000, is_blocked: false },
          ],
        },
        { id: 2, odds: [{ market_id: 10, id: 11, odds: 9000, is_blocked: false }] },
      ],
      [selection],
    );
    expect(changes).toEqual({
      events: [{ id: 1, market_id: 10, outcome_id: 11, odds: 2100, is_blocked: false }],
      needsRefresh: false,
    });
  });

  it('blocks the selections of a suspended market', () => {
    expect(changesFromDeltas([{ id: 1, markets_blocked: [10] }], [selection]).events).toEqual([
      { id: 1, market_id: 10, outcome_id: 11, is_blocked: true },
    ]);
  });

  it('asks the server when the match or the market leaves the channel', () => {
    expect(changesFromDeltas([{ id: 1, removed: true }], [selection]).needsRefresh).toBe(true);
    expect(changesFromDeltas([{ id: 1, markets_removed: [10] }], [selection]).needsRefresh).toBe(true);
    expect(changesFromDeltas([{ id: 1, markets_removed: [99] }], [selection]).needsRefresh).toBe(false);
  });
});

describe('changesFromMatch', () => {
  it('reads the selection from a snapshot of the match', () => {
    const market = buildMarket({
      id: 10,
      outcomes: [buildOutcome({ id: 11, market_id: 10, odds: 1950, is_blocked: true })],
    });
    const match = buildMatch({ id: 1, is_live: true, markets: [market] });
    expect(changesFromMatch(match, [selection])).toEqual({
      events: [{ id: 1, market_id: 10, outcome_id: 11, odds: 1950, is_blocked: true, is_live: true }],
      needsRefresh: false,
    });
  });

  it('asks the server when the snapshot no longer holds the match or the market', () => {
    expect(changesFromMatch(undefined, [selection]).needsRefresh).toBe(true);
    expect(changesFromMatch(buildMatch({ id: 1 }), [selection]).needsRefresh).toBe(true);
  });
});
