import { useMemo } from 'react';
import { pageContext } from '../../../shared/browser/page-context';
import { type DateRange, dayOf, defaultRange } from '../../../shared/date-range/date-range';
import { useTimezone } from '../../../shared/format/timezone.store';
import { useBrowserRender } from '../../../shared/hooks/use-browser-value';
import { useResultsFilterStore } from '../store/results-filter.store';

export interface ResultsDays {
  /** The days shown: the ones picked, else the last 7 days up to today. */
  range: DateRange;
  /** Now, for what "today" and the presets mean. */
  today: Date;
  /** The zone the days are counted in: the player's, in which the rows' times are written too. */
  timeZone: string;
}

/**
 * The days the results show, counted in the player's time zone, which the server knows as well
 * (the page context's): the server's render and the hydrating one read "today" at the page's render
 * time, so both draw the same days; every later render reads the clock. When the player's own zone
 * arrives after hydration, days not picked follow it.
 */
export function useResultsDays(): ResultsDays {
  const timeZone = useTimezone((state) => state.timezone);
  const picked = useResultsFilterStore((state) => state.range);
  const browserRender = useBrowserRender();
  const today = browserRender ? new Date() : new Date(pageContext()?.renderedAt ?? Date.now());
  const day = dayOf(today, timeZone);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the range changes with the day, not with each reading of the clock.
  const range = useMemo(() => picked ?? defaultRange(today, timeZone), [picked, day, timeZone]);
  return { range, today, timeZone };
}
