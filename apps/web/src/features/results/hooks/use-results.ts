import { SEARCH_MIN_LENGTH } from '@meridian/contract/events';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { rangeToUnix } from '../../../shared/date-range/date-range';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { resultsQueryOptions } from '../api/get-results';
import { useResultsFilterStore } from '../store/results-filter.store';
import { useResultsDays } from './use-results-days';

/** The text filter as sent: trimmed, and only from 3 characters; null while 1–2 are typed (no request). */
export function resultsText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return '';
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}

/** The results of the current filters, page by page; a failure is reported with the server's message. */
export function useResults() {
  const { t } = useTranslation();
  const sportId = useResultsFilterStore((state) => state.sportId);
  const { range, timeZone } = useResultsDays();
  const text = resultsText(useResultsFilterStore((state) => state.text));
  // One or two letters keep the text filter last applied, so nothing new loads.
  const [appliedText, setAppliedText] = useState(text ?? '');
  useEffect(() => {
    if (text !== null) setAppliedText(text);
  }, [text]);
  const query = useMemo(
    () => ({ sportId, ...rangeToUnix(range, timeZone), text: appliedText }),
    [sportId, range, timeZone, appliedText],
  );
  const results = useInfiniteQuery(resultsQueryOptions(query));

  const failure = results.error;
  useEffect(() => {
    if (!failure) return;
    notify.error(isApiError(failure) && failure.message ? failure.message : t('results.error'));
  }, [failure, t]);

  return results;
}
