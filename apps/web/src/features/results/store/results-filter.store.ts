import { create } from 'zustand';
import type { DateRange } from '../../../shared/date-range/date-range';

export interface ResultsFilter {
  /** null means every sport. */
  sportId: number | null;
  /** The days picked; null until the player picks some: the last 7 days up to today (useResultsDays). */
  range: DateRange | null;
  /** As typed; only applied from 3 trimmed characters. */
  text: string;
}

interface ResultsFilterState extends ResultsFilter {
  apply: (next: Partial<ResultsFilter>) => void;
  reset: () => void;
}

export function initialResultsFilter(): ResultsFilter {
  return { sportId: null, range: null, text: '' };
}

/**
 * The filters of /results, shared by the inline desktop filters and the mobile ResultsFilter popup.
 * Nothing here depends on the clock or the zone, so the server's render and the hydrating one start
 * from the same filters.
 */
export const useResultsFilterStore = create<ResultsFilterState>()((set) => ({
  ...initialResultsFilter(),
  apply: (next) => set(next),
  reset: () => set(initialResultsFilter()),
}));
