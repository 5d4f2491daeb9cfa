import { create } from 'zustand';
import { type DateRange, defaultRange } from '../../../shared/date-range/date-range';

export interface ResultsFilter {
  /** null means every sport. */
  sportId: number | null;
  range: DateRange;
  /** As typed; only applied from 3 trimmed characters. */
  text: string;
}

interface ResultsFilterState extends ResultsFilter {
  apply: (next: Partial<ResultsFilter>) => void;
  reset: () => void;
}

export function initialResultsFilter(today: Date = new Date()): ResultsFilter {
  return { sportId: null, range: defaultRange(today), text: '' };
}

/** The filters of /results, shared by the inline desktop filters and the mobile ResultsFilter popup. */
export const useResultsFilterStore = create<ResultsFilterState>()((set) => ({
  ...initialResultsFilter(),
  apply: (next) => set(next),
  reset: () => set(initialResultsFilter()),
}));
