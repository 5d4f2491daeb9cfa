import { describe, expect, it } from 'vitest';
import { type BetSlipItem, selectionKey, toggleSelection, useBetSlipStore } from './betslip.store';

function item(matchId: number, outcomeId: number, partId: number | null = 1): BetSlipItem {
  return {
    key: selectionKey(matchId, outcomeId),
    matchId,
    matchName: `Match ${matchId}`,
    sportId: 1,
    tournamentId: 10,
    tournamentName: 'Premier Division',
    image: '',
    marketId: 5,
    marketName: 'Match Result',
    id: outcomeId,
    name: 'Rovers',
    partId,
    partName: 'Full time',
    odds: 1850,
    isLive: false,
    isBlocked: false,
    isDeleted: false,
  };
}

describe('toggleSelection', () => {
  it('adds an outcome, and takes it out when clicked again', () => {
    const added = toggleSelection([], item(1, 11), 20);
    expect(added).toMatchObject({ result: 'added', items: [{ key: '1_11' }] });
    expect(toggleSelection(added.items, item(1, 11), 20)).toEqual({ result: 'removed', items: [] });
  });

  it('replaces the earlier outcome of the same match in its place when a part is given', () => {
    const items = [item(1, 11), item(2, 21)];
    const next = toggleSelection(items, item(1, 12), 2);
    expect(next.result).toBe('replaced');
    expect(next.items.map((selection) => selection.key)).toEqual(['1_12', '2_21']);
  });

  it('keeps both outcomes of a match when no part is given', () => {
    const next = toggleSelection([item(1, 11)], item(1, 12, null), 20);
    expect(next.result).toBe('added');
    expect(next.items).toHaveLength(2);
  });

  it('refuses a new match once the slip holds coupon_max_size selections', () => {
    const items = [item(1, 11), item(2, 21)];
    expect(toggleSelection(items, item(3, 31), 2)).toEqual({ result: 'limit', items });
  });
});

describe('useBetSlipStore.toggle', () => {
  it('stores the outcome of the rules and reports it', () => {
    useBetSlipStore.setState({ items: [] });
    expect(useBetSlipStore.getState().toggle(item(1, 11), 1)).toBe('added');
    expect(useBetSlipStore.getState().toggle(item(2, 21), 1)).toBe('limit');
    expect(useBetSlipStore.getState().items.map((selection) => selection.key)).toEqual(['1_11']);
  });
});
