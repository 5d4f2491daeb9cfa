import type { KycAccessToken } from '@meridian/contract/kyc';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../../shared/api/call-api';

/** `GET /user/sumsub/access-token`: a short-lived token for the identity widget, and the SDK's address. */
export function getKycAccessToken(signal?: AbortSignal): Promise<KycAccessToken> {
  return callApi('GET /user/sumsub/access-token', { signal });
}

/** Each launch and each renewal asks for a fresh token: nothing is kept once it is handed over. */
export function kycAccessTokenQueryOptions() {
  return queryOptions({
    queryKey: ['kyc', 'access-token'] as const,
    queryFn: ({ signal }) => getKycAccessToken(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** Asks for a fresh token when called (a launch, or the SDK's `onTokenExpired`); calls at once share one request. */
export function useKycAccessToken(): () => Promise<KycAccessToken> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery(kycAccessTokenQueryOptions()), [queryClient]);
}
