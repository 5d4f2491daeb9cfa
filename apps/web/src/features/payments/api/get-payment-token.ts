import type { PaymentToken } from '@meridian/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

export function getPaymentToken(accountId: number, signal?: AbortSignal): Promise<PaymentToken> {
  return callApi('GET /user/payment-token', { query: { account_id: accountId }, signal });
}

/** A fresh token per frame: never served from the cache, dropped as soon as the page goes. */
export function paymentTokenQueryOptions(mode: string, accountId: number) {
  return queryOptions({
    queryKey: ['payments', 'token', mode, accountId] as const,
    queryFn: ({ signal }) => getPaymentToken(accountId, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function usePaymentToken(mode: string, accountId: number | null) {
  return useQuery({ ...paymentTokenQueryOptions(mode, accountId ?? 0), enabled: accountId !== null });
}
