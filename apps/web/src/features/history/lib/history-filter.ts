import { BET_HISTORY_PAGE_SIZE, BET_STATUS, BET_TYPE, type BetStatusId, type BetTypeId } from '@meridian/contract/bets';
import { TRANSACTION_PAGE_SIZE, TRANSACTION_STATUS, type TransactionHistoryQuery } from '@meridian/contract/payments';
import { type DateRange, defaultRange, rangeToUnix } from '../../../shared/date-range/date-range';

export const feedTypes = ['all', 'line', 'live'] as const;
export type FeedType = (typeof feedTypes)[number];
export const betTypeIds = [BET_TYPE.single, BET_TYPE.accumulator, BET_TYPE.system] as const;
export const betStatusIds = [
  BET_STATUS.inGame,
  BET_STATUS.won,
  BET_STATUS.lost,
  BET_STATUS.canceled,
  BET_STATUS.cashedOut,
] as const;
export const transactionTypes = ['all', 'deposit', 'withdraw'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export type TransactionStatusId = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];
export const transactionStatusIds = Object.values(TRANSACTION_STATUS) as TransactionStatusId[];

/** The BetFilter popup's choice (spec 001 §3); null means "all". */
export interface BetFilter {
  feedType: FeedType;
  betType: BetTypeId | null;
  status: BetStatusId | null;
  range: DateRange;
}

/** The TransactionsFilter popup's choice (spec 000 §3); null status means any. */
export interface TransactionFilter {
  type: TransactionType;
  status: TransactionStatusId | null;
  range: DateRange;
}

/** No choice made: every bet of the last 7 days to today (spec 001 §9). */
export function initialBetFilter(today: Date = new Date()): BetFilter {
  return { feedType: 'all', betType: null, status: null, range: defaultRange(today) };
}

export function initialTransactionFilter(today: Date = new Date()): TransactionFilter {
  return { type: 'all', status: null, range: defaultRange(today) };
}

/** The filter of each tab of /profile/history. */
export interface HistoryFilters {
  bets: BetFilter;
  transactions: TransactionFilter;
}

export type HistoryTab = keyof HistoryFilters;

/** Each tab's filter with no choice made, which its popup's Reset puts back. */
export const initialFilters: { [Tab in HistoryTab]: () => HistoryFilters[Tab] } = {
  bets: initialBetFilter,
  transactions: initialTransactionFilter,
};

const sameRange = (a: DateRange, b: DateRange) => a.from === b.from && a.to === b.to;

/** Whether the player narrowed the bets: an empty answer then reads "no matching bets", not "no bets". */
export function isBetFilterNarrowed(filter: BetFilter, today: Date = new Date()): boolean {
  const initial = initialBetFilter(today);
  return (
    filter.feedType !== initial.feedType ||
    filter.betType !== initial.betType ||
    filter.status !== initial.status ||
    !sameRange(filter.range, initial.range)
  );
}

export function isTransactionFilterNarrowed(filter: TransactionFilter, today: Date = new Date()): boolean {
  const initial = initialTransactionFilter(today);
  return filter.type !== initial.type || filter.status !== initial.status || !sameRange(filter.range, initial.range);
}

/** The `GET /bets/history` query (contract `betHistoryQuerySchema`) of one page of the list. */
export interface BetHistoryPageQuery {
  feed_type: FeedType;
  bet_type?: BetTypeId;
  status?: BetStatusId;
  limit: number;
  last_id?: number;
  from: number;
  to: number;
}

/** `GET /bets/history` query of one page; `lastId` is the last bet id of the page before. */
export function betHistoryQuery(filter: BetFilter, lastId?: number): BetHistoryPageQuery {
  const { from, to } = rangeToUnix(filter.range);
  return {
    feed_type: filter.feedType,
    bet_type: filter.betType ?? undefined,
    status: filter.status ?? undefined,
    limit: BET_HISTORY_PAGE_SIZE,
    last_id: lastId,
    from,
    to,
  };
}

/** `GET /user/transaction-history` query of one page. */
export function transactionHistoryQuery(
  filter: TransactionFilter,
  lastId?: number,
): Partial<TransactionHistoryQuery> & { limit: number } {
  const { from, to } = rangeToUnix(filter.range);
  return {
    type: filter.type,
    status: filter.status ?? undefined,
    limit: TRANSACTION_PAGE_SIZE,
    last_id: lastId,
    from,
    to,
  };
}

/**
 * The `last_id` of the next page: only after a full page, since a shorter one is the end
 * (spec 001 §4); undefined ends the infinite scroll.
 */
export function nextLastId(page: readonly { id: number }[], pageSize: number): number | undefined {
  if (page.length < pageSize) return undefined;
  return page.at(-1)?.id;
}
