import type { CodeObject } from '@meridian/contract/auth';
import type { ProfileField, User, userCodeTypes } from '@meridian/contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

export type UserCodeType = (typeof userCodeTypes)[number];
interface ProfileForm {
  fields: ProfileField[];
  user: User;
}

export const profileFormQueryKey = ['user', 'profile-form'] as const;

export function profileFormQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: [...profileFormQueryKey, groupId] as const,
    queryFn: ({ signal }) => callApi('GET /user/profile-form', { query: { group_id: groupId }, signal }),
  });
}

export function useProfileForm(groupId: number, enabled: boolean) {
  return useQuery({ ...profileFormQueryOptions(groupId), enabled });
}

export function saveProfileForm(fields: Record<string, string>): Promise<ProfileForm> {
  return callApi('POST /user/profile-form', { body: { fields } });
}

export function sendUserCode(type: UserCodeType, body: { email?: string; phone?: string }): Promise<CodeObject> {
  return callApi('POST /user/code/send/{type}', { params: { type }, body }).then((payload) => payload.code);
}

/** Checks a code sent to the signed-in player (the same check as sign-up, with authorization). */
export function checkUserCode(code: CodeObject, value: string): Promise<unknown> {
  return callApi('POST /auth/code/check', {
    body: { id: code.id, token: code.token, code: value },
  });
}

export function resendUserCode(code: CodeObject): Promise<CodeObject> {
  return callApi('POST /auth/code/send', {
    body: { id: code.id, token: code.token },
  }).then((payload) => payload.code);
}
