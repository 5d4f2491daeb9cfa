import { isApiError } from '../../../shared/api/api-error';
import type { KycTextKey } from '../i18n/kyc.en';

/** Where the identity check stopped: asking for a token, loading the SDK, or in the SDK's widget. */
export type KycCheckStage = 'token' | 'script' | 'sdk';

/** A failure of the identity check, with the text the player sees and what caused it. */
export interface KycCheckError {
  stage: KycCheckStage;
  messageKey: KycTextKey;
  cause: unknown;
}

function messageOf(stage: KycCheckStage, cause: unknown): KycTextKey {
  if (stage === 'script') return 'kyc.error.script';
  if (stage === 'sdk') return 'kyc.error.interrupted';
  if (isApiError(cause)) {
    if (cause.isNetworkError) return 'kyc.error.network';
    if (cause.code === 'ProviderUnavailable' || cause.status === 502) return 'kyc.error.unavailable';
  }
  return 'kyc.error.token';
}

export function kycCheckError(stage: KycCheckStage, cause: unknown): KycCheckError {
  return { stage, messageKey: messageOf(stage, cause), cause };
}
