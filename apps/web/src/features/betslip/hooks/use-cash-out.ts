import type { CashOutRequest, CashOutResult } from '@meridian/contract/bets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { CHECK_ODDS_OF } from '../../../shared/betslip/odds-change';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';
import { betsKeys } from '../api/bets-keys';
import { cashOut } from '../api/cash-out';

/**
 * Where a cash-out request is: not sent, sent, held for the live delay, refused because the offer
 * moved (the new amount waits for the player), paid, or refused with a reason.
 */
export type CashOutPhase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'waiting' }
  | { kind: 'changed'; amount: number }
  | { kind: 'done'; amount: number }
  | { kind: 'failed'; message: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One attempt, sent again once with the same `request_id` when the answer is lost on the way. */
async function cashOutOnce(request: CashOutRequest): Promise<CashOutResult> {
  try {
    return await cashOut(request);
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) return cashOut(request);
    throw error;
  }
}

/**
 * Cashes a bet out at the amount the player saw, whole or a part of its stake. The request follows
 * the slip's odds-change preference (pay any new amount, only a higher one, or ask); a request id
 * chosen once per confirmation makes a repeat after a lost answer or the live delay pay at most once.
 * A moved offer is shown for the player to confirm again; a paid one refreshes the wallets and bets.
 */
export function useCashOut(betId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<CashOutPhase>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: CashOutPhase) => {
    if (mounted.current) setPhase(next);
  }, []);

  const send = useCallback(
    async (amountSeen: number, stakePart: number | null) => {
      const request: CashOutRequest = {
        bet_id: betId,
        amount_seen: amountSeen,
        check_odds: CHECK_ODDS_OF[useBetSlipStore.getState().acceptOddSetting],
        request_id: crypto.randomUUID(),
        ...(stakePart !== null ? { stake_part: stakePart } : {}),
      };
      update({ kind: 'sending' });
      try {
        for (;;) {
          const result = await cashOutOnce(request);
          if (result.status === 'waiting') {
            update({ kind: 'waiting' });
            await sleep(Math.max(result.wait_time, 1) * 1000);
            continue;
          }
          if (result.status === 'done') {
            update({ kind: 'done', amount: result.amount ?? amountSeen });
            void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
            void queryClient.invalidateQueries({ queryKey: betsKeys.all });
          } else if (result.status === 'changed' && result.amount !== null) {
            update({ kind: 'changed', amount: result.amount });
          } else {
            update({ kind: 'failed', message: result.error ?? t('betslip.cashOut.unavailable') });
            void queryClient.invalidateQueries({ queryKey: betsKeys.all });
          }
          return result;
        }
      } catch (error) {
        update({
          kind: 'failed',
          message: isApiError(error) && error.message ? error.message : t('betslip.cashOut.failed'),
        });
        return null;
      }
    },
    [betId, queryClient, t, update],
  );

  const reset = useCallback(() => update({ kind: 'idle' }), [update]);
  return { phase, send, reset };
}
