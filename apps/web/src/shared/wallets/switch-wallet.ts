import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/call-api';
import { settingsQueryOptions } from '../api/get-settings';
import { useSettingsParamsStore } from '../api/settings-params.store';
import { type PlayerWalletList, walletsQueryKey } from './get-wallets';

/** `PUT /user/account/{id}/default`: the wallet switch; answers the wallets again. */
export function setDefaultWallet(id: number): Promise<PlayerWalletList> {
  return callApi('PUT /user/account/{id}/default', { params: { id } });
}

/**
 * The wallet switch of spec 000 §4: stored on the server first, then the settings follow the new
 * wallet (they are keyed by account id, so a new key is a fresh request) and the balance is redrawn.
 */
export function useSwitchWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultWallet,
    onSuccess: (answer, id) => {
      queryClient.setQueryData(walletsQueryKey, answer);
      const { accountId, countryCode, setAccountId } = useSettingsParamsStore.getState();
      const host = window.location.hostname;
      const current = settingsQueryOptions({ host, accountId, countryCode }).queryKey;
      const next = settingsQueryOptions({ host, accountId: id, countryCode }).queryKey;
      // Screens read settings synchronously: the new key starts from the current values until the
      // server's answer for the new wallet replaces them.
      const known = queryClient.getQueryData(current);
      if (known && !queryClient.getQueryData(next)) queryClient.setQueryData(next, known);
      setAccountId(id);
      void queryClient.invalidateQueries({ queryKey: next, exact: true });
    },
  });
}
