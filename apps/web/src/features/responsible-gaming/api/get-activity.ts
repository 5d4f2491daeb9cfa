import type { RgActivity, RgPeriod } from '@meridian/contract/responsible-gaming';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { rgQueryKey } from './get-rg-state';

/** How many periods the statement shows back, the current one included. */
export const ACTIVITY_COUNT: Record<RgPeriod, number> = { day: 14, week: 12, month: 12 };

interface ActivityQuery {
  group: RgPeriod;
  currencyId: number;
}

/** `GET /user/responsible-gaming/activity`: the cash wallet's movements per period, oldest first. */
export function getActivity({ group, currencyId }: ActivityQuery, signal?: AbortSignal): Promise<RgActivity> {
  return callApi('GET /user/responsible-gaming/activity', {
    query: { group, currency_id: currencyId, count: ACTIVITY_COUNT[group] },
    signal,
  });
}

export function activityQueryOptions(query: ActivityQuery) {
  return queryOptions({
    queryKey: [...rgQueryKey, 'activity', query.group, query.currencyId] as const,
    queryFn: ({ signal }) => getActivity(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The statement of a currency; idle until a currency is known. */
export function useActivity(group: RgPeriod, currencyId: number | null) {
  return useQuery({ ...activityQueryOptions({ group, currencyId: currencyId ?? 0 }), enabled: currencyId !== null });
}
