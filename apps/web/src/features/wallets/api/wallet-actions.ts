import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import type { PlayerWallet } from '../../../shared/wallets/get-wallets';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';

export { setDefaultWallet, useSwitchWallet } from '../../../shared/wallets/switch-wallet';

/** `POST /user/account`: opens a wallet in a currency the player does not hold. */
export function addWallet(currencyId: number): Promise<{ account: PlayerWallet }> {
  return callApi('POST /user/account', { body: { currency_id: currencyId } });
}

/** `DELETE /user/account/{id}`: closes an empty wallet that is not the default. */
export function deleteWallet(id: number): Promise<null> {
  return callApi('DELETE /user/account/{id}', { params: { id } });
}

/** Adding or deleting changes the list: ask for it again. */
export function useWalletChange<T>(mutationFn: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletsQueryKey }),
  });
}
