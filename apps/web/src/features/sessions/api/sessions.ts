import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

export const sessionsQueryKey = ['user', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: sessionsQueryKey,
    queryFn: ({ signal }) =>
      callApi('GET /user/tokens', { signal }).then((payload) =>
        // The current session leads the list (spec 000 §4).
        [...payload.list].sort(
          (a, b) => Number(b.is_current) - Number(a.is_current) || b.last_seen_at - a.last_seen_at,
        ),
      ),
  });
}

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** Ends one session, or every other one with "all". */
export function terminateSession(id: string): Promise<unknown> {
  return callApi('DELETE /user/token/{id}', { params: { id } });
}
