import type { CodeObject } from '@meridian/contract/auth';
import { apiRequest } from '../../../shared/api/api-client';

export function requestRecovery(body: { email?: string; phone?: string; captcha?: string }): Promise<CodeObject> {
  return apiRequest<{ code: CodeObject }>('/auth/password/recovery', { method: 'POST', body, anonymous: true }).then(
    (payload) => payload.code,
  );
}

export function setNewPassword(body: { password: string; password_confirmation: string }): Promise<unknown> {
  return apiRequest<unknown>('/auth/password/new', { method: 'POST', body });
}
