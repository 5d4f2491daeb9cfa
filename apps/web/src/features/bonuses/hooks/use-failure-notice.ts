import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';

/** A refused bonus call shows the server's message (spec 000 §8), in the language the app asked in. */
export function useFailureNotice(): (failure: unknown) => void {
  const { t } = useTranslation();
  return (failure) => notify.error(isApiError(failure) && failure.message ? failure.message : t('auth.error.generic'));
}
