import type { twoFactorSetupSchema } from '@meridian/contract/auth';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/call-api';

export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Passes the second factor at sign-in; a recovery code is accepted in place of the app's code. */
export function challengeTwoFactor(code: string): Promise<unknown> {
  return callApi('POST /auth/two-factor-challenge', {
    body: { code },
    ignoreUnauthorized: true,
  });
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return callApi('POST /user/two-factor-authentication');
}

export function confirmTwoFactor(code: string): Promise<unknown> {
  return callApi('PUT /auth/two-factor-authentication', { body: { code } });
}

export function disableTwoFactor(code: string): Promise<unknown> {
  return callApi('DELETE /user/two-factor-authentication', { body: { code } });
}
