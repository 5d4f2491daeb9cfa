import { TRANSACTION_PAGE_SIZE, type Transaction } from '@meridian/contract/payments';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { nextLastId, type TransactionFilter, transactionHistoryQuery } from '../lib/history-filter';

export const transactionHistoryQueryKey = ['user', 'transaction-history'] as const;

/** `GET /user/transaction-history`: one page of deposits and withdrawals, newest first. */
export async function getTransactionHistory(
  filter: TransactionFilter,
  lastId: number | undefined,
  signal?: AbortSignal,
): Promise<Transaction[]> {
  const payload = await callApi('GET /user/transaction-history', {
    query: { ...transactionHistoryQuery(filter, lastId) },
    signal,
  });
  return payload.list;
}

export function transactionHistoryQueryOptions(filter: TransactionFilter) {
  return infiniteQueryOptions({
    queryKey: [...transactionHistoryQueryKey, filter] as const,
    queryFn: ({ pageParam, signal }) => getTransactionHistory(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (lastPage) => nextLastId(lastPage, TRANSACTION_PAGE_SIZE),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTransactionHistory(filter: TransactionFilter) {
  return useInfiniteQuery(transactionHistoryQueryOptions(filter));
}
