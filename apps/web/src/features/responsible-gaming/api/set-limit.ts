import type { RgLimitKind, RgPeriod, RgState } from '@meridian/contract/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { rgStateQueryKey } from './get-rg-state';

export interface SetLimitBody {
  kind: RgLimitKind;
  /** Money limits only. */
  period?: RgPeriod;
  /** Money limits only. */
  currency_id?: number;
  /** Minor units (minutes for the session limit); null removes the limit. */
  amount: number | null;
}

/** `PUT /user/responsible-gaming/limits`: a new or lower limit at once, a raise or removal after the cooling-off. */
export function setLimit(body: SetLimitBody): Promise<RgState> {
  return callApi('PUT /user/responsible-gaming/limits', { body });
}

/** Sets a limit; the answer is the whole state, which replaces the cached one. */
export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
