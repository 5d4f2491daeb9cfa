import type { twoFactorSetupSchema } from '@meridian/contract/auth';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/api/api-client';

export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Passes the second factor at sign-in; a recovery code is accepted in place of the app's code. */
export function challengeTwoFactor(code: string): Promise<unknown> {
  return apiRequest<unknown>('/auth/two-factor-challenge', {
    method: 'POST',
    body: { code },
    ignoreUnauthorized: true,
  });
}

export function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/user/two-factor-authentication', { method: 'POST' });
}

export function confirmTwoFactor(code: string): Promise<unknown> {
  return apiRequest<unknown>('/auth/two-factor-authentication', { method: 'PUT', body: { code } });
}

export function disableTwoFactor(code: string): Promise<unknown> {
  return apiRequest<unknown>('/user/two-factor-authentication', { method: 'DELETE', body: { code } });
}
