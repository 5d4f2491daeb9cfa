import type { Ping } from '@meridian/contract/ping';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from './call-api';

export function getPing(signal?: AbortSignal): Promise<Ping> {
  return callApi('GET /ping', { signal, anonymous: true });
}

export function pingQueryOptions() {
  return queryOptions({
    queryKey: ['ping'] as const,
    queryFn: ({ signal }) => getPing(signal),
    staleTime: 0,
    retry: false,
  });
}
