import { create } from 'zustand';
import {
  type BetFilter,
  initialBetFilter,
  initialTransactionFilter,
  type TransactionFilter,
} from '../lib/history-filter';

interface HistoryFilterState {
  bets: BetFilter;
  transactions: TransactionFilter;
  applyBets: (next: BetFilter) => void;
  applyTransactions: (next: TransactionFilter) => void;
  reset: () => void;
}

/** The filters of /profile/history, set by the BetFilter and TransactionsFilter popups. */
export const useHistoryFilterStore = create<HistoryFilterState>()((set) => ({
  bets: initialBetFilter(),
  transactions: initialTransactionFilter(),
  applyBets: (bets) => set({ bets }),
  applyTransactions: (transactions) => set({ transactions }),
  reset: () => set({ bets: initialBetFilter(), transactions: initialTransactionFilter() }),
}));
