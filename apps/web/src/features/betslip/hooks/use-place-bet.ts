import { BET_TYPE, type BetMakeRequest, type BetMakeResult } from '@meridian/contract/bets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { CHECK_ODDS_OF } from '../../../shared/betslip/odds-change';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';
import { betsKeys } from '../api/bets-keys';
import { makeBet } from '../api/make-bet';
import { toBetSelection } from '../api/update-bets';

/** Where a bet is: idle, sent, or held for the live delay (001 §4). */
export type PlacePhase = 'idle' | 'placing' | 'waiting';

/** The stake in minor units; with a free bet it is that free bet's amount. */
interface PlaceRequest {
  accountId: number;
  amount: number;
  freeBetId?: number | null;
  /** A system's combination sizes: `amount` is then its whole stake. */
  systemSizes?: readonly number[] | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One attempt, sent again once with the same `bet_uuid` when the answer is lost on the way. */
async function makeBetOnce(request: BetMakeRequest): Promise<BetMakeResult> {
  try {
    return await makeBet(request);
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) return makeBet(request);
    throw error;
  }
}

/**
 * Places the slip as one bet (001 §4): a client-chosen `bet_uuid` makes retries safe; while the
 * server answers `wait_time` the same request repeats after that many seconds with the returned
 * `bet_uuid`; a refusal shows its reason and updates the slip; an accepted bet clears it and
 * refreshes wallets and open bets (and so drops a used free bet). Field errors (422) are kept for the
 * stake input.
 */
export function usePlaceBet() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  // The largest stake the server would accept, when it refused a larger one: the slip offers it.
  const [stakeOffer, setStakeOffer] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: PlacePhase) => {
    if (mounted.current) setPhase(next);
  }, []);

  const place = useCallback(
    async ({ accountId, amount, freeBetId = null, systemSizes = null }: PlaceRequest) => {
      const store = useBetSlipStore.getState();
      // A bet builder is placed on its own: its parts are the legs, its price the one shown.
      const builder = store.items.length === 0 ? store.builder : null;
      const items = builder ? builder.parts : store.items;
      const request: BetMakeRequest = {
        account_id: accountId,
        amount,
        bet_type: builder
          ? BET_TYPE.builder
          : systemSizes
            ? BET_TYPE.system
            : items.length > 1
              ? BET_TYPE.accumulator
              : BET_TYPE.single,
        ...(systemSizes ? { system: { sizes: [...systemSizes] } } : {}),
        ...(builder ? { builder_odds: builder.odds } : {}),
        check_odds: CHECK_ODDS_OF[store.acceptOddSetting],
        events: items.map(toBetSelection),
        bet_uuid: crypto.randomUUID(),
        // A free bet stakes its own amount; the wallet is not debited.
        ...(freeBetId !== null ? { free_bet_id: freeBetId } : {}),
      };
      setFieldError(null);
      setStakeOffer(null);
      update('placing');
      try {
        for (;;) {
          const result = await makeBetOnce(request);
          if (result.wait_time > 0) {
            request.bet_uuid = result.bet_uuid || request.bet_uuid;
            update('waiting');
            await sleep(result.wait_time * 1000);
            continue;
          }
          if (result.error !== null) {
            notify.error(result.error);
            // A builder is priced again; a selection takes its state from the answer.
            if (builder) void queryClient.invalidateQueries({ queryKey: betsKeys.builderOf(builder.key) });
            else useBetSlipStore.getState().applyEvents(result.events, new Set(items.map((item) => item.key)));
          } else {
            useBetSlipStore.getState().clear();
            notify.success(t('betslip.placed'));
            void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
            void queryClient.invalidateQueries({ queryKey: betsKeys.all });
          }
          return result;
        }
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.fieldErrors) {
          const first = Object.values(error.fieldErrors)[0]?.[0];
          if (mounted.current) {
            const offer = error.details?.kind === 'stake_limit' ? error.details.amount_max : null;
            setStakeOffer(offer);
            setFieldError(error.fieldError('amount') ?? first ?? error.message);
          }
        } else {
          notify.error(isApiError(error) && error.message ? error.message : t('betslip.placeFailed'));
        }
        return null;
      } finally {
        update('idle');
      }
    },
    [queryClient, t, update],
  );

  const clearFieldError = useCallback(() => {
    setFieldError(null);
    setStakeOffer(null);
  }, []);

  return { place, phase, fieldError, stakeOffer, clearFieldError };
}
