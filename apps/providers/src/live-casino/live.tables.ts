/**
 * The studio's tables: what each deals, its seats, the length of each phase of its rounds, its bet
 * limits in every currency it takes, and its opening hours. Tables are configuration; the clock and
 * the games run them (table-runner.ts).
 */

export type LiveGameCode = 'blackjack' | 'roulette' | 'baccarat' | 'money-wheel';

/** The lengths of a round's phases, in milliseconds. */
export interface TableTiming {
  /** Bets are taken. */
  readonly bettingMs: number;
  /** "No more bets": the bets in flight are confirmed by the wallet. */
  readonly closingMs: number;
  /** The spin or the deal, shown to every watcher. */
  readonly revealMs: number;
  /** The result on the table, winnings paid, before the next round opens. */
  readonly resultMs: number;
  /** Blackjack: how long a seated player has for each decision before the hand stands. */
  readonly decisionMs?: number;
}

/** Opening hours in UTC minutes of the day; `to` may be past midnight (smaller than `from`). */
export interface OpeningHours {
  readonly fromMinute: number;
  readonly toMinute: number;
}

export interface TableLimits {
  /** Minor units of the currency. */
  readonly minBet: bigint;
  readonly maxBet: bigint;
}

export interface LiveTable {
  /** The table's id: the game's external id in the operator's catalogue. */
  readonly id: string;
  readonly game: LiveGameCode;
  readonly name: string;
  /** Blackjack's seats; the other games take any number of players. */
  readonly seats: number | null;
  readonly timing: TableTiming;
  /** In hundredths of a limit unit (below): 50 is half a euro at a euro table. */
  readonly limitHundredths: { readonly min: number; readonly max: number };
  /** null: always open. */
  readonly hours: OpeningHours | null;
}

/**
 * One limit unit in minor units of each currency the studio takes: about a euro, rounded the way a
 * table's limits are printed. A currency missing here is not taken (the table is shown without it).
 */
export const LIMIT_UNITS: Readonly<Record<string, bigint>> = {
  EUR: 100n,
  USD: 100n,
  GBP: 100n,
  CHF: 100n,
  USDT: 100n,
  CAD: 150n,
  AUD: 150n,
  AZN: 200n,
  GEL: 300n,
  BYN: 300n,
  PLN: 500n,
  BRL: 500n,
  SEK: 1_000n,
  NOK: 1_000n,
  MXN: 2_000n,
  ZAR: 2_000n,
  CZK: 2_500n,
  TRY: 4_000n,
  UAH: 4_000n,
  RUB: 10_000n,
  INR: 10_000n,
  KGS: 10_000n,
  KES: 15_000n,
  KZT: 50_000n,
  NGN: 150_000n,
  UZS: 1_200_000n,
  JPY: 150n,
};

const CLASSIC: TableTiming = { bettingMs: 15_000, closingMs: 1_500, revealMs: 8_000, resultMs: 5_000 };

export const LIVE_TABLES: readonly LiveTable[] = [
  {
    id: 'blackjack-emerald',
    game: 'blackjack',
    name: 'Emerald Blackjack',
    seats: 7,
    timing: { bettingMs: 15_000, closingMs: 1_500, revealMs: 3_000, resultMs: 5_000, decisionMs: 10_000 },
    limitHundredths: { min: 100, max: 50_000 },
    hours: null,
  },
  {
    id: 'blackjack-sapphire',
    game: 'blackjack',
    name: 'Sapphire Blackjack VIP',
    seats: 7,
    timing: { bettingMs: 15_000, closingMs: 1_500, revealMs: 3_000, resultMs: 5_000, decisionMs: 10_000 },
    limitHundredths: { min: 2_500, max: 500_000 },
    // Evenings and nights, Central European time: 16:00 to 04:00 UTC.
    hours: { fromMinute: 16 * 60, toMinute: 4 * 60 },
  },
  {
    id: 'roulette-grand',
    game: 'roulette',
    name: 'Grand Roulette',
    seats: null,
    timing: CLASSIC,
    limitHundredths: { min: 50, max: 200_000 },
    hours: null,
  },
  {
    id: 'roulette-speed',
    game: 'roulette',
    name: 'Speed Roulette',
    seats: null,
    timing: { bettingMs: 8_000, closingMs: 1_000, revealMs: 5_000, resultMs: 3_000 },
    limitHundredths: { min: 20, max: 100_000 },
    hours: null,
  },
  {
    id: 'baccarat-golden',
    game: 'baccarat',
    name: 'Golden Baccarat',
    seats: null,
    timing: { bettingMs: 12_000, closingMs: 1_500, revealMs: 7_000, resultMs: 4_000 },
    limitHundredths: { min: 100, max: 500_000 },
    hours: null,
  },
  {
    id: 'money-wheel',
    game: 'money-wheel',
    name: 'Money Wheel',
    seats: null,
    timing: { bettingMs: 15_000, closingMs: 1_500, revealMs: 7_000, resultMs: 4_000 },
    limitHundredths: { min: 10, max: 100_000 },
    hours: null,
  },
];

/** Rounds up to 1, 2, 2.5 or 5 times a power of ten: how a printed limit reads. */
export function niceAmount(minor: bigint): bigint {
  if (minor <= 1n) return 1n;
  let power = 1n;
  while (power * 10n <= minor) power *= 10n;
  const steps = [power, 2n * power, (5n * power) / 2n, 5n * power, 10n * power];
  return steps.find((step) => step >= minor) ?? 10n * power;
}

/** The table's limits in a currency, or null when the studio does not take that currency. */
export function tableLimits(table: LiveTable, currency: string): TableLimits | null {
  const unit = LIMIT_UNITS[currency];
  if (unit === undefined) return null;
  const minBet = niceAmount((BigInt(table.limitHundredths.min) * unit + 99n) / 100n);
  const maxBet = niceAmount((BigInt(table.limitHundredths.max) * unit) / 100n);
  // The maximum is never printed below the minimum.
  if (maxBet < minBet) return { minBet, maxBet: minBet };
  return { minBet, maxBet };
}

/** Whether the table deals at this moment. */
export function isOpen(table: LiveTable, nowMs: number): boolean {
  if (!table.hours) return true;
  const minute = Math.floor((nowMs % 86_400_000) / 60_000);
  const { fromMinute, toMinute } = table.hours;
  return fromMinute <= toMinute ? minute >= fromMinute && minute < toMinute : minute >= fromMinute || minute < toMinute;
}

/** When a closed table next opens (ms since the epoch); `nowMs` itself when it is open. */
export function nextOpening(table: LiveTable, nowMs: number): number {
  if (!table.hours || isOpen(table, nowMs)) return nowMs;
  const dayStart = nowMs - (nowMs % 86_400_000);
  const today = dayStart + table.hours.fromMinute * 60_000;
  return today > nowMs ? today : today + 86_400_000;
}

/** The shortest decision window a speed leaves a seated player: a person needs this long to read a hand and choose. */
export const HUMAN_DECISION_MS = 10_000;

/**
 * The tables with every phase `speed` times shorter (a demo or a test at speed 5 deals in seconds).
 * A player's decision window is the exception: it shrinks no lower than HUMAN_DECISION_MS (nor than
 * the table's own window, when that is shorter), since a person, not the clock, plays the hand.
 */
export function atSpeed(tables: readonly LiveTable[], speed: number): LiveTable[] {
  if (!(speed > 0)) throw new RangeError('a speed is a positive number');
  const scale = (ms: number) => Math.max(1, Math.round(ms / speed));
  const decision = (ms: number) => Math.max(scale(ms), Math.min(ms, HUMAN_DECISION_MS));
  return tables.map((table) => ({
    ...table,
    timing: {
      bettingMs: scale(table.timing.bettingMs),
      closingMs: scale(table.timing.closingMs),
      revealMs: scale(table.timing.revealMs),
      resultMs: scale(table.timing.resultMs),
      ...(table.timing.decisionMs === undefined ? {} : { decisionMs: decision(table.timing.decisionMs) }),
    },
  }));
}
