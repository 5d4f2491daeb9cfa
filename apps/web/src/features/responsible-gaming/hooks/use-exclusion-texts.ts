import type { RgExclusion, RgExclusionRequest } from '@meridian/contract/responsible-gaming';
import { useCallback } from 'react';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { type RgT, useRgText } from '../i18n/responsible-gaming-texts';

/** The words for a break's length ("1 week", "2 years") and its end ("12.06.2026 14:00", a date for months). */
export function useExclusionTexts() {
  const t = useRgText();
  const formatDateTime = useFormatDateTime();
  const length = useCallback(
    (request: RgExclusionRequest): string => {
      if (request.kind === 'timeout') {
        if (request.days === 1 || request.days === 7 || request.days === 42)
          return t(`rg.timeout.option.${request.days}`);
        return t('rg.length.days', { count: request.days });
      }
      const months = request.months;
      if (months === null) return t('rg.exclusion.option.permanent');
      if (months === 6 || months === 12 || months === 24 || months === 60) return t(`rg.exclusion.option.${months}`);
      return t('rg.length.months', { count: months });
    },
    [t],
  );
  /** A time-out ends at a time of day; a self-exclusion is told by its date. */
  const end = useCallback(
    (kind: RgExclusionRequest['kind'], endsAt: number): string =>
      formatDateTime(endsAt, { part: kind === 'timeout' ? 'datetime' : 'date' }),
    [formatDateTime],
  );
  return { length, end };
}

/** What the break in force is and until when, said as the player's own or as one taken on another of their accounts. */
export function describeExclusion(
  exclusion: RgExclusion,
  t: RgT,
  end: (kind: RgExclusionRequest['kind'], endsAt: number) => string,
): string {
  if (exclusion.linked) {
    return exclusion.ends_at === null
      ? t('rg.inForce.linkedPermanent')
      : t('rg.inForce.linked', { date: end('self_exclusion', exclusion.ends_at) });
  }
  if (exclusion.ends_at === null) return t('rg.inForce.permanent');
  if (exclusion.kind === 'timeout') return t('rg.inForce.timeout', { date: end('timeout', exclusion.ends_at) });
  return t('rg.inForce.selfExclusion', { date: end('self_exclusion', exclusion.ends_at) });
}
