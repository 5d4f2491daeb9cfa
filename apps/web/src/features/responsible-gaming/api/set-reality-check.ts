import type { RgState } from '@meridian/contract/responsible-gaming';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { rgStateQueryKey } from './get-rg-state';

/** `PUT /user/responsible-gaming/reality-check`: every so many minutes, or null for none. */
export function setRealityCheck(minutes: number | null): Promise<RgState> {
  return callApi('PUT /user/responsible-gaming/reality-check', { body: { minutes } });
}

/** Sets the reality check; the answer replaces the cached state, which the scheduler follows. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (state) => queryClient.setQueryData(rgStateQueryKey, state),
  });
}
