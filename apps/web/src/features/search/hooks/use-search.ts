import { SEARCH_DEBOUNCE_MS } from '@meridian/contract/events';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { searchQueryOptions } from '../api/search-events';
import { searchableText } from '../lib/search-text';

/**
 * Searches once the typed text has rested for 500 ms and has at least 3 trimmed letters; shorter
 * text makes no request and shows no results. A failure also raises a notification with the
 * server's message.
 */
export function useSearch(typed: string) {
  const { t } = useTranslation();
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const text = searchableText(settled);
  const tooShort = searchableText(typed) === null;
  const query = useQuery(searchQueryOptions(tooShort ? null : text));

  const failure = query.error;
  useEffect(() => {
    if (!failure) return;
    notify.error(isApiError(failure) && failure.message ? failure.message : t('search.error'));
  }, [failure, t]);

  return { query, tooShort, settled: text !== null && !tooShort };
}
