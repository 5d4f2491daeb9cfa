import type { User } from '@meridian/contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { walletsQueryKey } from '../../../shared/wallets/get-wallets';
import { giftsQueryKey, type PlayerGift } from './get-gifts';

/** The first-deposit choice (spec 000 §4): 0 none, 1 sport, 2 casino. */
export type FirstBonus = User['first_bonus'];

/** `POST /user/gift/{id}/activate`: starts an available bonus (refused while one of its kind plays). */
export function activateGift(id: number): Promise<{ gift: PlayerGift }> {
  return callApi('POST /user/gift/{id}/activate', { params: { id } });
}

/** `DELETE /user/gift/{id}`: declines an available gift, or gives up a playing one. */
export function cancelGift(id: number): Promise<null> {
  return callApi('DELETE /user/gift/{id}', { params: { id } });
}

/** `DELETE /user/bonus/{walletId}`: gives up the bonus playing in a bonus balance. */
export function cancelBonus(walletId: number): Promise<null> {
  return callApi('DELETE /user/bonus/{id}', { params: { id: walletId } });
}

/** `POST /user/promo-codes/activate`: the code's gift, started at once unless one of its kind plays. */
export function activatePromoCode(code: string): Promise<{ gift: PlayerGift }> {
  return callApi('POST /user/promo-codes/activate', { body: { code } });
}

/** `PUT /user/bonus/change`: the first-deposit choice, refused once a deposit has landed. */
export function changeFirstBonus(firstBonus: FirstBonus): Promise<{ user: User }> {
  return callApi('PUT /user/bonus/change', { body: { first_bonus: firstBonus } });
}

/**
 * A call that changes the player's bonuses: whatever its answer, the gifts and the balances (a bonus
 * wallet opens, fills or empties) are asked for again.
 */
export function useBonusChange<T, R>(mutationFn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: giftsQueryKey }),
        queryClient.invalidateQueries({ queryKey: walletsQueryKey }),
      ]),
  });
}

/** The first-deposit choice; the answer's user replaces the cached profile. */
export function useChangeFirstBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFirstBonus,
    onSuccess: ({ user }) => queryClient.setQueryData(profileQueryKey, user),
  });
}
