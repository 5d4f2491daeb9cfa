import { describe, expect, it } from 'vitest';
import { cancel, fixture, footballMarkets, odds, settlement } from '../../../test/feed-factory.js';
import { settlementMatchIds } from './settlement.runner.js';

describe('settlementMatchIds', () => {
  it('picks the matches of settlements, cancellations and cancelled fixtures, once each', () => {
    const [a, b, c, d] = [fixture(), fixture(), fixture(), fixture()];
    const ids = settlementMatchIds([
      a,
      odds(a, footballMarkets()),
      settlement(b, [{ id: 1, outcomes: [[11, 'won']] }]),
      settlement(b, [{ id: 6, outcomes: [[61, 'lost']] }]),
      cancel(c, null),
      { ...d, status: 'cancelled' },
      { ...a, status: 'ended' },
    ]);
    expect(ids.sort()).toEqual([b.event_id, c.event_id, d.event_id].sort());
  });

  it('finds nothing to settle in prices and fixture updates', () => {
    const a = fixture();
    expect(settlementMatchIds([a, odds(a, footballMarkets())])).toEqual([]);
  });
});
