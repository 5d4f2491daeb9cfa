import type { CodeObject } from '@meridian/contract/auth';
import { callApi } from '../../../shared/api/call-api';

export function requestRecovery(body: { email?: string; phone?: string; captcha?: string }): Promise<CodeObject> {
  return callApi('POST /auth/password/recovery', { body, anonymous: true }).then((payload) => payload.code);
}

export function setNewPassword(body: { password: string; password_confirmation: string }): Promise<unknown> {
  return callApi('POST /auth/password/new', { body });
}
