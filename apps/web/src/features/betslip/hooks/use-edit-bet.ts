import type { BetSelection, EditBetRequest, EditBetResult } from '@meridian/contract/bets';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { CHECK_ODDS_OF } from '../../../shared/betslip/odds-change';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';
import { betsKeys } from '../api/bets-keys';
import { editBet } from '../api/edit-bet';

/** Where an edit is: not sent, sent, refused because the cash-out value moved, done, or refused with a reason. */
export type EditBetPhase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'changed'; amount: number }
  | { kind: 'done'; newBetId: number }
  | { kind: 'failed'; message: string; result: EditBetResult | null };

type Selection = Omit<BetSelection, 'is_live'> & { is_live?: boolean };

/** One attempt, sent again once with the same `request_id` when the answer is lost on the way. */
async function editOnce(request: EditBetRequest): Promise<EditBetResult> {
  try {
    return await editBet(request);
  } catch (error) {
    if (isApiError(error) && error.isNetworkError) return editBet(request);
    throw error;
  }
}

/**
 * Edits a bet into the selections given, staked with the cash-out value the player saw. The odds-change
 * preference of the slip applies to both; a request id chosen per confirmation makes a repeat after a
 * lost answer edit at most once. A done edit refreshes the wallets and the bets.
 */
export function useEditBet(betId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<EditBetPhase>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: EditBetPhase) => {
    if (mounted.current) setPhase(next);
  }, []);

  const send = useCallback(
    async (events: readonly Selection[], amountSeen: number) => {
      const request: EditBetRequest = {
        bet_id: betId,
        request_id: crypto.randomUUID(),
        events: events.map((e) => ({
          id: e.id,
          is_live: false,
          market_id: e.market_id,
          outcome_id: e.outcome_id,
          odds: e.odds,
        })),
        amount_seen: amountSeen,
        check_odds: CHECK_ODDS_OF[useBetSlipStore.getState().acceptOddSetting],
      };
      update({ kind: 'sending' });
      try {
        const result = await editOnce(request);
        if (result.status === 'done' && result.new_bet) {
          update({ kind: 'done', newBetId: result.new_bet.id });
          void queryClient.invalidateQueries({ queryKey: walletsQueryKey });
          void queryClient.invalidateQueries({ queryKey: betsKeys.all });
        } else if (result.status === 'changed' && result.amount !== null) {
          update({ kind: 'changed', amount: result.amount });
        } else {
          update({ kind: 'failed', message: result.error ?? t('betslip.editBet.unavailable'), result });
          void queryClient.invalidateQueries({ queryKey: betsKeys.all });
        }
        return result;
      } catch (error) {
        // A refusal of the new bet's stake or selections names its field: that text says why.
        const field = isApiError(error) ? Object.values(error.fieldErrors ?? {}).flat()[0] : undefined;
        const message = field ?? (isApiError(error) && error.message ? error.message : t('betslip.editBet.failed'));
        update({ kind: 'failed', message, result: null });
        return null;
      }
    },
    [betId, queryClient, t, update],
  );

  const reset = useCallback(() => update({ kind: 'idle' }), [update]);
  return { phase, send, reset };
}
