/** Results look back at most this many days (spec 001 §5). */
export const RESULTS_MAX_DAYS_BACK = 30;

export const datePresets = ['yesterday', 'last7', 'last14', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];

/**
 * A closed range of calendar days, as `YYYY-MM-DD`: in the time zone the caller names (the player's,
 * which the server knows too), or the browser's own when it names none.
 */
export interface DateRange {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day of a date in the browser's own zone. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A zone's wall clock of an instant, as the fields of a UTC date. */
function wallClock(instant: number, timeZone: string): Date {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    dayFormats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = Number(part.value);
  return new Date(
    Date.UTC(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second),
  );
}

const utcDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day of a date in a time zone, or in the browser's own when none is named. */
export function dayOf(date: Date, timeZone?: string): string {
  return timeZone ? utcDay(wallClock(date.getTime(), timeZone)) : toIsoDate(date);
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** The day `days` after another (before, for a negative count). */
function shiftDay(day: string, days: number): string {
  const parsed = parseIsoDate(day);
  if (!parsed) return day;
  return utcDay(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)));
}

function daysBefore(today: Date, days: number, timeZone?: string): string {
  return shiftDay(dayOf(today, timeZone), -days);
}

/** The earliest day a date picker offers. */
export function earliestDate(today: Date, timeZone?: string): string {
  return daysBefore(today, RESULTS_MAX_DAYS_BACK, timeZone);
}

/** Yesterday alone, or the last N days up to and including today. */
export function presetRange(preset: DatePreset, today: Date, timeZone?: string): DateRange {
  const before = (days: number) => daysBefore(today, days, timeZone);
  switch (preset) {
    case 'yesterday':
      return { from: before(1), to: before(1) };
    case 'last7':
      return { from: before(7), to: before(0) };
    case 'last14':
      return { from: before(14), to: before(0) };
    case 'last30':
      return { from: before(30), to: before(0) };
  }
}

/** The range shown first: the last 7 days to today (spec 001 §9). */
export function defaultRange(today: Date, timeZone?: string): DateRange {
  return presetRange('last7', today, timeZone);
}

export function matchingPreset(range: DateRange, today: Date, timeZone?: string): DatePreset | null {
  return (
    datePresets.find((preset) => {
      const candidate = presetRange(preset, today, timeZone);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/** Keeps a picked range inside [today − 30 days, today], in order; an unreadable day falls back to the default. */
export function clampRange(range: DateRange, today: Date, timeZone?: string): DateRange {
  const earliest = earliestDate(today, timeZone);
  const latest = daysBefore(today, 0, timeZone);
  const fallback = defaultRange(today, timeZone);
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

/** The instant a day begins in a time zone (the browser's own when none is named), in ms. */
function startOfDay(day: string, timeZone?: string): number {
  const parsed = parseIsoDate(day);
  if (!parsed) return Date.now();
  if (!timeZone) return new Date(parsed.year, parsed.month - 1, parsed.day).getTime();
  const wall = Date.UTC(parsed.year, parsed.month - 1, parsed.day);
  // The zone's offset at the guess, then again at the instant found (a day that begins across a
  // change of offset).
  let instant = wall - (wallClock(wall, timeZone).getTime() - wall);
  instant = wall - (wallClock(instant, timeZone).getTime() - instant);
  return instant;
}

/** Unix seconds of the range: from the start of the first day to the end of the last. */
export function rangeToUnix(range: DateRange, timeZone?: string): { from: number; to: number } {
  const from = startOfDay(range.from, timeZone);
  const end = startOfDay(shiftDay(range.to, 1), timeZone);
  return { from: Math.floor(from / 1000), to: Math.floor(end / 1000) - 1 };
}
