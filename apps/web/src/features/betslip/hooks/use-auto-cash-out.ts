import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { deleteAutoCashOut, setAutoCashOut } from '../api/auto-cash-out';
import { betsKeys } from '../api/bets-keys';

/** Where a change of the auto cash-out rule is: nothing sent, sent, saved or removed, or refused. */
export type AutoCashOutPhase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'saved' }
  | { kind: 'removed' }
  | { kind: 'failed'; message: string };

/**
 * Sets or removes a bet's auto cash-out rule. A refusal shows the server's reason (the amount's
 * field error first); a change reads the open bets again, which show the rule as it now is.
 */
export function useAutoCashOut(betId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<AutoCashOutPhase>({ kind: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = useCallback((next: AutoCashOutPhase) => {
    if (mounted.current) setPhase(next);
  }, []);

  const run = useCallback(
    async (change: () => Promise<unknown>, done: AutoCashOutPhase) => {
      update({ kind: 'sending' });
      try {
        await change();
        update(done);
        await queryClient.invalidateQueries({ queryKey: betsKeys.all });
        return true;
      } catch (error) {
        const field = isApiError(error)
          ? (error.fieldErrors?.amount?.[0] ?? error.fieldErrors?.stake_part?.[0] ?? error.fieldErrors?.bet_id?.[0])
          : undefined;
        update({
          kind: 'failed',
          message: field ?? (isApiError(error) && error.message ? error.message : t('betslip.autoCashOut.failed')),
        });
        return false;
      }
    },
    [queryClient, t, update],
  );

  const save = useCallback(
    (amount: number, stakePart: number | null) =>
      run(() => setAutoCashOut({ bet_id: betId, amount, ...(stakePart !== null ? { stake_part: stakePart } : {}) }), {
        kind: 'saved',
      }),
    [betId, run],
  );
  const remove = useCallback(() => run(() => deleteAutoCashOut(betId), { kind: 'removed' }), [betId, run]);
  const reset = useCallback(() => update({ kind: 'idle' }), [update]);
  return { phase, save, remove, reset };
}
