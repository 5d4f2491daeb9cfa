import { BET_STATUS, type Bet, type CashOutOfferState } from '@meridian/contract/bets';
import type { UserEvent } from '@meridian/contract/realtime';
import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRealtimeClient } from '../realtime/realtime';

/** The cached bets all live under this key (the slip's open bets, the history's lists and coupons). */
const BETS_KEY = ['bets'] as const;
/** The slip's open bets (features/betslip/api/bets-keys.ts). */
const OPEN_BETS_KEY = ['bets', 'open'] as const;

export type PushedOffers = Extract<UserEvent, { kind: 'cash_out' }>['offers'];

type Offers = ReadonlyMap<number, CashOutOfferState>;

function sameOffer(a: CashOutOfferState, b: CashOutOfferState): boolean {
  return a.available === b.available && a.amount === b.amount && a.reason === b.reason;
}

function patchBet(bet: Bet, offers: Offers): Bet {
  const next = offers.get(bet.id);
  // A bet the cache already holds as decided keeps what it has: the push may be older than that read.
  if (!next || bet.status !== BET_STATUS.inGame || sameOffer(bet.cash_out, next)) return bet;
  return { ...bet, cash_out: next };
}

function patchList(list: Bet[], offers: Offers): Bet[] {
  const next = list.map((bet) => (isBet(bet) ? patchBet(bet, offers) : bet));
  return next.some((bet, i) => bet !== list[i]) ? next : list;
}

function isBet(value: unknown): value is Bet {
  return typeof value === 'object' && value !== null && 'id' in value && 'cash_out' in value;
}

/** Cached data with the offers applied: a list, pages of lists or one bet; the same object when nothing changed. */
function patchData(data: unknown, offers: Offers): unknown {
  if (Array.isArray(data)) return patchList(data as Bet[], offers);
  if (isBet(data)) return patchBet(data, offers);
  const pages = (data as InfiniteData<Bet[]> | undefined)?.pages;
  if (Array.isArray(pages)) {
    const infinite = data as InfiniteData<Bet[]>;
    const next = pages.map((page) => (Array.isArray(page) ? patchList(page, offers) : page));
    return next.some((page, i) => page !== pages[i]) ? { ...infinite, pages: next } : data;
  }
  return data;
}

/**
 * Puts the cash-out offers the player's channel pushed into every cached bet: the open bets and any
 * coupon show them at once, without waiting for the next read.
 */
export function applyPushedOffers(queryClient: QueryClient, pushed: PushedOffers): void {
  const offers: Offers = new Map(pushed.map((offer) => [offer.bet_id, offer.cash_out]));
  for (const query of queryClient.getQueryCache().findAll({ queryKey: BETS_KEY })) {
    // The slip's check of its selections and its builder prices hold no placed bets.
    if (query.queryKey[1] === 'update' || query.queryKey[1] === 'builder') continue;
    const data = query.state.data;
    const next = patchData(data, offers);
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/**
 * Follows the cash-out offers of the player's open bets on their channel. A new snapshot of the
 * channel (it opened again after the socket was down) reads the open bets again, since offers pushed
 * meanwhile were missed.
 */
export function useLiveCashOut(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return getRealtimeClient().subscribeUser((frame) => {
      if (frame.type === 'snapshot') {
        void queryClient.invalidateQueries({ queryKey: OPEN_BETS_KEY });
        return;
      }
      if (frame.data.kind === 'cash_out') applyPushedOffers(queryClient, frame.data.offers);
    });
  }, [enabled, queryClient]);
}
