import type { Ping } from '@meridian/contract/ping';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function getPing(signal?: AbortSignal): Promise<Ping> {
  return apiRequest<Ping>('/ping', { signal, anonymous: true });
}

export function pingQueryOptions() {
  return queryOptions({
    queryKey: ['ping'] as const,
    queryFn: ({ signal }) => getPing(signal),
    staleTime: 0,
    retry: false,
  });
}
