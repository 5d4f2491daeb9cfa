import type { CodeObject, RegistrationRequest, registrationResultSchema } from '@meridian/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/call-api';

export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export function registrationFormsQueryOptions(groupId: number) {
  return queryOptions({
    queryKey: ['auth', 'registration', groupId] as const,
    queryFn: ({ signal }) =>
      callApi('GET /auth/registration', { query: { group_id: groupId }, signal }).then((payload) =>
        [...payload.forms].sort((a, b) => a.index - b.index),
      ),
    staleTime: 10 * 60_000,
  });
}

export function useRegistrationForms(groupId: number) {
  return useQuery(registrationFormsQueryOptions(groupId));
}

export function register(body: RegistrationRequest): Promise<RegistrationResult> {
  return callApi('POST /auth/registration', { body, anonymous: true });
}

/** Checks a code sent by e-mail or SMS; a sign-up code answers the new player's tokens. */
export function checkCode(code: CodeObject, value: string): Promise<unknown> {
  return callApi('POST /auth/code/check', {
    body: { id: code.id, token: code.token, code: value },
    anonymous: true,
  });
}

export function resendCode(code: CodeObject): Promise<CodeObject> {
  return callApi('POST /auth/code/send', {
    body: { id: code.id, token: code.token },
    anonymous: true,
  }).then((payload) => payload.code);
}
