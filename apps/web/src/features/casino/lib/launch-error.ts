import { isApiError } from '../../../shared/api/api-error';
import type { CasinoT } from '../i18n/casino-texts';

/**
 * What the player is told when a launch fails (spec 001 §8): that they must log in when the server
 * wants a player, the server's own message (or its first field error) when it gave one, and the
 * casino's general error otherwise (a provider failure, no answer at all).
 */
export function launchErrorText(error: unknown, t: CasinoT): string {
  if (!isApiError(error) || error.isNetworkError) return t('casino.launch.failed');
  if (error.status === 401) return t('casino.launch.authNeeded');
  if (error.code === 'ProviderUnavailable') return t('casino.launch.failed');
  const fieldError = Object.values(error.fieldErrors ?? {}).find((messages) => messages.length > 0)?.[0];
  return fieldError ?? (error.message || t('casino.launch.failed'));
}
