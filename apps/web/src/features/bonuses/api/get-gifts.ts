import {
  GIFTS_PAGE_SIZE,
  type Gift,
  type GiftStatus,
  type GiftStatusItem,
  PLAYING_GIFT_STATUSES,
} from '@meridian/contract/bonuses';
import type { MinorAmount } from '@meridian/contract/money';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { getApiContext } from '../../../shared/api/api-context';
import { callApi } from '../../../shared/api/call-api';
import { useAuthStore } from '../../../shared/session/auth.store';

type AmountField = 'balance' | 'bonus_amount' | 'bet_amount' | 'wagering_amount' | 'bet';

/** A gift as the app holds it: an amount beyond 2^53 minor units arrives as a BigInt (parse-json). */
export type PlayerGift = Omit<Gift, AmountField> & {
  balance: MinorAmount;
  bonus_amount: MinorAmount;
  bet_amount: MinorAmount;
  wagering_amount: MinorAmount;
  bet: MinorAmount | null;
};

export interface GiftPage {
  list: PlayerGift[];
  statuses: GiftStatusItem[];
}

/** Every gift query starts with this: an activation, a cancellation or a promo code refreshes them all. */
export const giftsQueryKey = ['bonuses', 'gifts'] as const;

/** `GET /user/gifts`: one page of the player's gifts, newest first, with the status chips. */
export function getGifts(
  { statuses, offset, limit = GIFTS_PAGE_SIZE }: { statuses: readonly GiftStatus[]; offset: number; limit?: number },
  signal?: AbortSignal,
): Promise<GiftPage> {
  return callApi('GET /user/gifts', {
    // A comma-separated list, as the server reads it (not the bracketed array form).
    query: { limit, offset, statuses: statuses.length > 0 ? statuses.join(',') : undefined },
    signal,
  });
}

/** The gift list, 20 at a time while a full page comes back (statuses in the page's language). */
export function giftsQueryOptions(statuses: readonly GiftStatus[]) {
  return infiniteQueryOptions({
    queryKey: [...giftsQueryKey, 'list', [...statuses].sort(), getApiContext().language] as const,
    queryFn: ({ pageParam, signal }) => getGifts({ statuses, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      lastPage.list.length >= GIFTS_PAGE_SIZE ? pages.length * GIFTS_PAGE_SIZE : undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useGifts(statuses: readonly GiftStatus[]) {
  return useInfiniteQuery(giftsQueryOptions(statuses));
}

/** A player has few bonuses in play at once (one per kind and currency): one page holds them all. */
const PLAYING_LIMIT = 100;

/** The gifts in play, for the bonus balances of the bonuses page and the header. */
export function playingGiftsQueryOptions() {
  return queryOptions({
    queryKey: [...giftsQueryKey, 'playing', getApiContext().language] as const,
    queryFn: ({ signal }) =>
      getGifts({ statuses: PLAYING_GIFT_STATUSES, offset: 0, limit: PLAYING_LIMIT }, signal).then((page) => page.list),
    staleTime: 30_000,
  });
}

/** The signed-in player's gifts in play; idle while signed out or when `enabled` is false. */
export function usePlayingGifts(enabled = true) {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  return useQuery({ ...playingGiftsQueryOptions(), enabled: isAuthorized && enabled });
}
