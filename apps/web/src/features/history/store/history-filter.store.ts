import { create } from 'zustand';
import { type HistoryFilters, type HistoryTab, initialFilters } from '../lib/history-filter';

interface HistoryFilterState extends HistoryFilters {
  /** Puts a tab's filter in force, as its popup's Apply does. */
  apply: <Tab extends HistoryTab>(tab: Tab, filter: HistoryFilters[Tab]) => void;
  reset: () => void;
}

/** The filters of /profile/history, set by the BetFilter and TransactionsFilter popups. */
export const useHistoryFilterStore = create<HistoryFilterState>()((set) => ({
  bets: initialFilters.bets(),
  transactions: initialFilters.transactions(),
  apply: (tab, filter) => set({ [tab]: filter }),
  reset: () => set({ bets: initialFilters.bets(), transactions: initialFilters.transactions() }),
}));
