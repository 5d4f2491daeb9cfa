import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { settingsQueryOptions } from '../../../shared/api/get-settings';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import type { PlayerWallet, PlayerWalletList } from '../../../shared/wallets/get-wallets';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';

/** `POST /user/account`: opens a wallet in a currency the player does not hold. */
export function addWallet(currencyId: number): Promise<{ account: PlayerWallet }> {
  return apiRequest('/user/account', { method: 'POST', body: { currency_id: currencyId } });
}

/** `DELETE /user/account/{id}`: closes an empty wallet that is not the default. */
export function deleteWallet(id: number): Promise<null> {
  return apiRequest(`/user/account/${id}`, { method: 'DELETE' });
}

/** `PUT /user/account/{id}/default`: the wallet switch; answers the wallets again. */
export function setDefaultWallet(id: number): Promise<PlayerWalletList> {
  return apiRequest(`/user/account/${id}/default`, { method: 'PUT' });
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

/** Adding or deleting changes the list: ask for it again. */
export function useWalletChange<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletsQueryKey }),
  });
}
