import type { ReportQuery } from '@meridian/contract/reports';

const DAY_MS = 86_400_000;

/** The quick ranges of the Reports screen, each ending today. */
export const REPORT_PRESETS = ['today', 'last7', 'last30', 'month'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/** A moment's day as reports count days: in UTC, as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A preset's range at `now`: the days are UTC, as the server counts them. */
export function presetRange(preset: ReportPreset, now = new Date()): ReportQuery {
  const to = utcDay(now);
  const daysBack = (days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));
  switch (preset) {
    case 'today':
      return { from: to, to };
    case 'last7':
      return { from: daysBack(6), to };
    case 'last30':
      return { from: daysBack(29), to };
    case 'month':
      return { from: `${to.slice(0, 7)}-01`, to };
  }
}

/** Whether a range is a preset's at `now` (on the 1st, Today and This month are the same range). */
export function isPresetRange(range: ReportQuery, preset: ReportPreset, now = new Date()): boolean {
  const candidate = presetRange(preset, now);
  return candidate.from === range.from && candidate.to === range.to;
}
