import { describe, expect, it } from 'vitest';
import {
  type BetSlipItem,
  betSlipStorageKeys,
  readStoredItems,
  readStoredPreferences,
  renameSelections,
  restoreBetSlip,
  selectionKey,
  toggleSelection,
  useBetSlipStore,
} from './betslip.store';

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

describe('bet slip persistence', () => {
  it('writes the selections through to this browser and restores them', () => {
    useBetSlipStore.setState({ items: [] });
    useBetSlipStore.getState().toggle(item(1, 11), 20);
    useBetSlipStore.getState().toggle(item(2, 21), 20);
    const saved = JSON.parse(localStorage.getItem(betSlipStorageKeys.items) ?? '[]');
    expect(saved.map((selection: BetSlipItem) => selection.key)).toEqual(['1_11', '2_21']);

    useBetSlipStore.setState({ items: [] });
    localStorage.setItem(betSlipStorageKeys.items, JSON.stringify(saved));
    restoreBetSlip();
    expect(useBetSlipStore.getState().items.map((selection) => selection.key)).toEqual(['1_11', '2_21']);
  });

  it('drops unreadable stored selections instead of trusting them', () => {
    localStorage.setItem(betSlipStorageKeys.items, JSON.stringify([{ key: 'x' }, item(3, 31), 'junk']));
    expect(readStoredItems().map((selection) => selection.key)).toEqual(['3_31']);
    localStorage.setItem(betSlipStorageKeys.items, '{not json');
    expect(readStoredItems()).toEqual([]);
  });

  it('keeps the odds-change preference and quick stakes, accept_any and settings by default', () => {
    expect(readStoredPreferences()).toEqual({ acceptOddSetting: 'accept_any', fastBets: null });
    useBetSlipStore.getState().savePreferences({ acceptOddSetting: 'raise', fastBets: [200, 700] });
    expect(readStoredPreferences()).toEqual({ acceptOddSetting: 'raise', fastBets: [200, 700] });
    localStorage.setItem(betSlipStorageKeys.preferences, JSON.stringify({ acceptOddSetting: 'yolo', fastBets: [0] }));
    expect(readStoredPreferences()).toEqual({ acceptOddSetting: 'accept_any', fastBets: null });
  });

  it('takes waiting odds on saving a preference that would not ask about them', () => {
    useBetSlipStore.setState({ items: [{ ...item(1, 11), updatedSlip: 2100 }], acceptOddSetting: 'always_ask' });
    useBetSlipStore.getState().savePreferences({ acceptOddSetting: 'accept_any', fastBets: null });
    expect(useBetSlipStore.getState().items[0]).toMatchObject({ odds: 2100, updatedSlip: null });
  });

  it('clears the stake with the slip', () => {
    useBetSlipStore.setState({ items: [item(1, 11)], amount: '25' });
    useBetSlipStore.getState().remove('1_11');
    expect(useBetSlipStore.getState().amount).toBe('');
  });
});

describe('useBetSlipStore.acceptChanges', () => {
  it('adopts the waiting odds of one selection and clears its flag', () => {
    useBetSlipStore.setState({
      items: [
        { ...item(1, 11), updatedSlip: 2100 },
        { ...item(2, 21), updatedSlip: 1500 },
      ],
    });
    useBetSlipStore.getState().acceptChanges('1_11');
    expect(useBetSlipStore.getState().items.map((selection) => [selection.odds, selection.updatedSlip])).toEqual([
      [2100, null],
      [1850, 1500],
    ]);
  });
});

describe('useBetSlipStore free bets', () => {
  const welcome = { id: 5, title: 'Welcome bet', description: 'On any match', bet: 500 };
  const weekend = { id: 6, title: 'Weekend bet', description: '', bet: 1000 };

  function pick(amount = '') {
    useBetSlipStore.setState({
      items: [item(1, 11)],
      amount,
      freeBets: { accountId: 41, list: [welcome, weekend] },
      freeBet: null,
    });
    useBetSlipStore.getState().pickFreeBet(welcome);
  }

  it('picking clears a typed amount, and cancelling clears the pick and the amount', () => {
    pick('25');
    expect(useBetSlipStore.getState()).toMatchObject({ freeBet: welcome, amount: '' });
    useBetSlipStore.getState().setAmount('3');
    useBetSlipStore.getState().cancelFreeBet();
    expect(useBetSlipStore.getState()).toMatchObject({ freeBet: null, amount: '' });
  });

  it('keeps a pick the next update still offers, taking its fresh amount', () => {
    pick();
    useBetSlipStore.getState().syncFreeBets(41, [{ ...welcome, bet: 700 }]);
    expect(useBetSlipStore.getState().freeBet).toEqual({ ...welcome, bet: 700 });
    expect(useBetSlipStore.getState().freeBets).toEqual({ accountId: 41, list: [{ ...welcome, bet: 700 }] });
  });

  it('drops a pick the next update no longer offers, with the amount', () => {
    pick();
    useBetSlipStore.getState().setAmount('9');
    useBetSlipStore.getState().syncFreeBets(41, [weekend]);
    expect(useBetSlipStore.getState()).toMatchObject({ freeBet: null, amount: '' });
  });

  it('clears the pick with the slip, and when its last selection is removed', () => {
    pick();
    useBetSlipStore.getState().clear();
    expect(useBetSlipStore.getState().freeBet).toBeNull();
    pick();
    useBetSlipStore.getState().remove('1_11');
    expect(useBetSlipStore.getState()).toMatchObject({ items: [], freeBet: null, amount: '' });
  });
});

describe('renameSelections', () => {
  const named = (of: BetSlipItem, names: { market_name: string; outcome_name: string }) => ({
    id: of.matchId,
    market_id: of.marketId,
    outcome_id: of.id,
    odds: of.odds,
    is_live: false,
    is_blocked: false,
    name: of.matchName,
    sport_id: of.sportId,
    tournament: { id: of.tournamentId, name: of.tournamentName, image: '' },
    event_part_id: 1,
    event_part_name: of.partName,
    ...names,
  });

  it('takes the names the server gives now, and keeps the slip when none changed', () => {
    const first = item(1, 11);
    const second = item(2, 21);
    const items = [first, second];
    const renamed = renameSelections(items, [named(second, { market_name: 'Исход', outcome_name: 'П1' })]);
    expect(renamed[0]).toBe(first);
    expect(renamed[1]).toMatchObject({ key: second.key, marketName: 'Исход', name: 'П1', odds: second.odds });
    const same = [named(first, { market_name: first.marketName, outcome_name: first.name })];
    expect(renameSelections(items, same)).toBe(items);
  });

  it('leaves a selection alone when the answer is about another market of the match', () => {
    const first = item(1, 11);
    const other = { ...named(first, { market_name: 'Тотал', outcome_name: 'Больше' }), market_id: 999 };
    expect(renameSelections([first], [other])[0]).toBe(first);
  });
});
