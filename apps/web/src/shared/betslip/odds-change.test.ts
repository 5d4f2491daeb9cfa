import { describe, expect, it } from 'vitest';
import { type AcceptOddSetting, applySlipEvents, CHECK_ODDS_OF, settleForSetting } from './odds-change';

function item(odds: number, overrides: Partial<{ updatedSlip: number | null; isBlocked: boolean }> = {}) {
  return {
    key: '1_11',
    matchId: 1,
    marketId: 5,
    id: 11,
    odds,
    isLive: false,
    isBlocked: false,
    isDeleted: false,
    updatedSlip: null as number | null,
    ...overrides,
  };
}

const event = (odds: number, isBlocked = false) => ({
  id: 1,
  market_id: 5,
  outcome_id: 11,
  odds,
  is_live: false,
  is_blocked: isBlocked,
});

describe('applySlipEvents per odds-change preference', () => {
  it.each<[AcceptOddSetting, number, number, number | null]>([
    // preference, new odds, odds taken, odds waiting for Accept
    ['accept_any', 2100, 2100, null],
    ['accept_any', 1700, 1700, null],
    ['raise', 2100, 2100, null],
    ['raise', 1700, 1850, 1700],
    ['always_ask', 2100, 1850, 2100],
    ['always_ask', 1700, 1850, 1700],
  ])('%s: 1.850 → %i keeps %i, waits on %j', (setting, next, odds, waiting) => {
    const [updated] = applySlipEvents([item(1850)], [event(next)], setting);
    expect(updated).toMatchObject({ odds, updatedSlip: waiting });
  });

  it('clears a waiting change when the odds come back', () => {
    const [updated] = applySlipEvents([item(1850, { updatedSlip: 2000 })], [event(1850)], 'always_ask');
    expect(updated?.updatedSlip).toBeNull();
  });

  it('keeps the same items when nothing changed', () => {
    const items = [item(1850)];
    expect(applySlipEvents(items, [event(1850)], 'always_ask')).toBe(items);
  });

  it('marks a selection missing from a complete answer as deleted', () => {
    const [updated] = applySlipEvents([item(1850)], [], 'accept_any', { requested: new Set(['1_11']) });
    expect(updated?.isDeleted).toBe(true);
  });

  it('leaves a selection a socket delta does not name alone', () => {
    const items = [item(1850)];
    expect(applySlipEvents(items, [{ ...event(2000), outcome_id: 12 }], 'accept_any')).toBe(items);
  });

  it('marks a blocked selection and ignores its price until it opens', () => {
    const [blocked] = applySlipEvents([item(1850)], [event(1200, true)], 'accept_any');
    expect(blocked).toMatchObject({ isBlocked: true, odds: 1850 });
    const [open] = applySlipEvents([blocked ?? item(1850)], [event(1900)], 'accept_any');
    expect(open).toMatchObject({ isBlocked: false, odds: 1900 });
  });
});

describe('a selection whose match ended', () => {
  it('is marked ended and closed, not deleted, with its last price kept', () => {
    const [ended] = applySlipEvents([item(1850)], [{ ...event(1850, true), is_ended: true }], 'accept_any', {
      requested: new Set(['1_11']),
    });
    expect(ended).toMatchObject({ isEnded: true, isBlocked: true, isDeleted: false, odds: 1850 });
  });
});

describe('settleForSetting', () => {
  it('takes waiting odds the new preference would not ask about', () => {
    const items = [item(1850, { updatedSlip: 2000 }), { ...item(1850, { updatedSlip: 1500 }), key: '1_12' }];
    expect(settleForSetting(items, 'raise').map((current) => [current.odds, current.updatedSlip])).toEqual([
      [2000, null],
      [1850, 1500],
    ]);
  });
});

describe('CHECK_ODDS_OF', () => {
  it('sends 1 for always ask, 3 for raise and 2 for accept any', () => {
    expect(CHECK_ODDS_OF).toEqual({ always_ask: 1, raise: 3, accept_any: 2 });
  });
});
