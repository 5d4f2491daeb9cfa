/** Results look back at most this many days (spec 001 §5). */
export const RESULTS_MAX_DAYS_BACK = 30;

export const datePresets = ['yesterday', 'last7', 'last14', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];

/** A closed range of calendar days in the player's local time, as `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

function daysBefore(today: Date, days: number): string {
  return toIsoDate(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
}

/** The earliest day a date picker offers. */
export function earliestDate(today: Date): string {
  return daysBefore(today, RESULTS_MAX_DAYS_BACK);
}

/** Yesterday alone, or the last N days up to and including today. */
export function presetRange(preset: DatePreset, today: Date): DateRange {
  switch (preset) {
    case 'yesterday':
      return { from: daysBefore(today, 1), to: daysBefore(today, 1) };
    case 'last7':
      return { from: daysBefore(today, 7), to: toIsoDate(today) };
    case 'last14':
      return { from: daysBefore(today, 14), to: toIsoDate(today) };
    case 'last30':
      return { from: daysBefore(today, 30), to: toIsoDate(today) };
  }
}

/** The range shown first: the last 7 days to today (spec 001 §9). */
export function defaultRange(today: Date): DateRange {
  return presetRange('last7', today);
}

export function matchingPreset(range: DateRange, today: Date): DatePreset | null {
  return (
    datePresets.find((preset) => {
      const candidate = presetRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** Keeps a picked range inside [today − 30 days, today], in order; an unreadable day falls back to the default. */
export function clampRange(range: DateRange, today: Date): DateRange {
  const earliest = earliestDate(today);
  const latest = toIsoDate(today);
  const fallback = defaultRange(today);
  const clamp = (value: string, otherwise: string) => {
    if (!parseIsoDate(value)) return otherwise;
    if (value < earliest) return earliest;
    if (value > latest) return latest;
    return value;
  };
  const from = clamp(range.from, fallback.from);
  const to = clamp(range.to, fallback.to);
  return from <= to ? { from, to } : { from: to, to: from };
}

/** Unix seconds of the range: from the start of the first day to the end of the last. */
export function rangeToUnix(range: DateRange): { from: number; to: number } {
  const from = parseIsoDate(range.from) ?? new Date();
  const to = parseIsoDate(range.to) ?? new Date();
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1);
  return { from: Math.floor(from.getTime() / 1000), to: Math.floor(end.getTime() / 1000) - 1 };
}
