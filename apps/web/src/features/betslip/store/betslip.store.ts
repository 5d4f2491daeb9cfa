import { create } from 'zustand';

/** A selection in the slip (spec 001 §3); `key` is `${matchId}_${id}`. */
export interface BetSlipItem {
  key: string;
  matchId: number;
  matchName: string;
  sportId: number;
  tournamentId: number;
  tournamentName: string;
  image: string;
  marketId: number;
  marketName: string;
  id: number;
  name: string;
  partId: number | null;
  partName: string;
  odds: number;
  isLive: boolean;
  isBlocked: boolean;
  isDeleted: boolean;
}

/** What a click on an outcome did to the slip. */
export type ToggleResult = 'added' | 'replaced' | 'removed' | 'limit';

export const selectionKey = (matchId: number, outcomeId: number) => `${matchId}_${outcomeId}`;

/**
 * The slip after a click on an outcome (spec 001 §4): a selected outcome is taken out; an outcome of
 * a match already in the slip replaces that match's earlier outcome when it names a part; anything
 * else is appended unless the slip already holds `limit` selections.
 */
export function toggleSelection(
  items: BetSlipItem[],
  item: BetSlipItem,
  limit: number,
): { items: BetSlipItem[]; result: ToggleResult } {
  if (items.some((current) => current.key === item.key)) {
    return { items: items.filter((current) => current.key !== item.key), result: 'removed' };
  }
  const sameMatch = items.findIndex((current) => current.matchId === item.matchId);
  if (sameMatch >= 0 && item.partId !== null) {
    return { items: items.map((current, index) => (index === sameMatch ? item : current)), result: 'replaced' };
  }
  if (items.length >= limit) return { items, result: 'limit' };
  return { items: [...items, item], result: 'added' };
}

interface BetSlipState {
  items: BetSlipItem[];
  add: (item: BetSlipItem) => void;
  /** Adds, replaces or removes the outcome as a click on it does; `limit` is bets.coupon_max_size. */
  toggle: (item: BetSlipItem, limit: number) => ToggleResult;
  remove: (key: string) => void;
  clear: () => void;
}

export const useBetSlipStore = create<BetSlipState>()((set, get) => ({
  items: [],
  add: (item) => set({ items: [...get().items.filter((current) => current.key !== item.key), item] }),
  toggle: (item, limit) => {
    const next = toggleSelection(get().items, item, limit);
    if (next.items !== get().items) set({ items: next.items });
    return next.result;
  },
  remove: (key) => set({ items: get().items.filter((item) => item.key !== key) }),
  clear: () => set({ items: [] }),
}));

/** Whether the outcome is in the slip; components re-render only when that answer changes. */
export function useIsSelected(matchId: number, outcomeId: number): boolean {
  const key = selectionKey(matchId, outcomeId);
  return useBetSlipStore((state) => state.items.some((item) => item.key === key));
}
