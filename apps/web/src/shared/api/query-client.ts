import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retries only server hiccups; client errors, blocks and lost connections are answered at once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 1;
  return error.status >= 500 && error.status !== 503 && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
