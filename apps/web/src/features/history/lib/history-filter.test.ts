import { describe, expect, it } from 'vitest';
import { presetRange, rangeToUnix } from '../../../shared/date-range/date-range';
import {
  betHistoryQuery,
  initialBetFilter,
  initialTransactionFilter,
  isBetFilterNarrowed,
  isTransactionFilterNarrowed,
  nextLastId,
  transactionHistoryQuery,
} from './history-filter';

const today = new Date(2026, 10, 21, 15, 30);

describe('betHistoryQuery', () => {
  it('asks for every bet of the last 7 days to today, 10 a page, when nothing is chosen', () => {
    const query = betHistoryQuery(initialBetFilter(today));
    expect(query).toEqual({
      feed_type: 'all',
      bet_type: undefined,
      status: undefined,
      limit: 10,
      last_id: undefined,
      from: new Date(2026, 10, 14).getTime() / 1000,
      to: new Date(2026, 10, 22).getTime() / 1000 - 1,
    });
  });

  it('sends the chosen feed, type, status, preset days and the last id seen', () => {
    const filter = {
      feedType: 'live' as const,
      betType: 2 as const,
      status: 3 as const,
      range: presetRange('yesterday', today),
    };
    expect(betHistoryQuery(filter, 41)).toEqual({
      feed_type: 'live',
      bet_type: 2,
      status: 3,
      limit: 10,
      last_id: 41,
      from: new Date(2026, 10, 20).getTime() / 1000,
      to: new Date(2026, 10, 21).getTime() / 1000 - 1,
    });
  });
});

describe('transactionHistoryQuery', () => {
  it('sends type, status and the 30-day preset with pages of 15', () => {
    const range = presetRange('last30', today);
    const query = transactionHistoryQuery({ type: 'withdraw', status: 6, range }, 9);
    expect(query).toEqual({ type: 'withdraw', status: 6, limit: 15, last_id: 9, ...rangeToUnix(range) });
    expect(query.from).toBe(new Date(2026, 9, 22).getTime() / 1000);
  });
});

describe('nextLastId', () => {
  it('continues after a full page from its last id, and stops after a shorter one', () => {
    const page = (count: number) => Array.from({ length: count }, (_, index) => ({ id: 100 - index }));
    expect(nextLastId(page(10), 10)).toBe(91);
    expect(nextLastId(page(9), 10)).toBeUndefined();
    expect(nextLastId([], 15)).toBeUndefined();
  });
});

describe('narrowed filters', () => {
  it('counts any choice or another period as narrowing, the defaults as not', () => {
    expect(isBetFilterNarrowed(initialBetFilter(today), today)).toBe(false);
    expect(isBetFilterNarrowed({ ...initialBetFilter(today), feedType: 'line' }, today)).toBe(true);
    expect(isBetFilterNarrowed({ ...initialBetFilter(today), range: presetRange('last14', today) }, today)).toBe(true);
    expect(isTransactionFilterNarrowed(initialTransactionFilter(today), today)).toBe(false);
    expect(isTransactionFilterNarrowed({ ...initialTransactionFilter(today), status: 1 }, today)).toBe(true);
  });
});
