import type { CodeObject } from '@meridian/contract/auth';
import type { ProfileField, User, userCodeTypes } from '@meridian/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export type UserCodeType = (typeof userCodeTypes)[number];
interface ProfileForm {
  fields: ProfileField[];
  user: User;
}

export const profileFormQueryKey = ['user', 'profile-form'] as const;

export function profileFormQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: [...profileFormQueryKey, groupId] as const,
    queryFn: ({ signal }) => apiRequest<ProfileForm>('/user/profile-form', { query: { group_id: groupId }, signal }),
  });
}

export function useProfileForm(groupId: number, enabled: boolean) {
  return useQuery({ ...profileFormQueryOptions(groupId), enabled });
}

export function saveProfileForm(fields: Record<string, string>): Promise<ProfileForm> {
  return apiRequest<ProfileForm>('/user/profile-form', { method: 'POST', body: { fields } });
}

export function sendUserCode(type: UserCodeType, body: { email?: string; phone?: string }): Promise<CodeObject> {
  return apiRequest<{ code: CodeObject }>(`/user/code/send/${type}`, { method: 'POST', body }).then(
    (payload) => payload.code,
  );
}

/** Checks a code sent to the signed-in player (the same check as sign-up, with authorization). */
export function checkUserCode(code: CodeObject, value: string): Promise<unknown> {
  return apiRequest<unknown>('/auth/code/check', {
    method: 'POST',
    body: { id: code.id, token: code.token, code: value },
  });
}

export function resendUserCode(code: CodeObject): Promise<CodeObject> {
  return apiRequest<{ code: CodeObject }>('/auth/code/send', {
    method: 'POST',
    body: { id: code.id, token: code.token },
  }).then((payload) => payload.code);
}
