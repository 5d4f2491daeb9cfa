import { type TimeRange, timeRanges } from '@meridian/contract/events';
import { create } from 'zustand';

interface TimeRangeState {
  /** Hours ahead a line match may start; -1 is all time (spec 001 §5). */
  timeRange: TimeRange;
  setTimeRange: (value: TimeRange) => void;
}

/** The line lists' time filter, kept while the player moves between sports and leagues. */
export const useTimeRangeStore = create<TimeRangeState>()((set) => ({
  timeRange: -1,
  setTimeRange: (value) => set({ timeRange: (timeRanges as readonly number[]).includes(value) ? value : -1 }),
}));

export const TIME_RANGE_LABELS = {
  [-1]: 'timeRange.all',
  1: 'timeRange.h1',
  3: 'timeRange.h3',
  12: 'timeRange.h12',
  24: 'timeRange.h24',
  48: 'timeRange.h48',
} as const satisfies Record<TimeRange, string>;
