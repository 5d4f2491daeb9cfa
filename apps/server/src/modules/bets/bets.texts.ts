import { BET_ERRORS } from '@meridian/contract/bets';
import type { LanguageCode } from '@meridian/contract/constants';

export type BetErrorKey = keyof typeof BET_ERRORS;

/** The bet calls' `payload.error` texts in languages other than English (English is BET_ERRORS). */
const BET_ERROR_TEXTS: Partial<Record<LanguageCode, Record<BetErrorKey, string>>> = {
  ru: {
    oddsChanged: 'Коэффициенты изменились',
    eventClosed: 'Приём ставок на это событие временно закрыт',
    eventDeleted: 'Событие удалено',
    eventEnded: 'Событие завершилось',
    codeExpired: 'Срок действия кода истёк',
    codeNotFound: 'Купон с таким кодом не найден',
    sameMatchTwice: 'В экспресс нельзя включить два исхода одного матча',
  },
};

export function betErrorText(key: BetErrorKey, language: string): string {
  return BET_ERROR_TEXTS[language as LanguageCode]?.[key] ?? BET_ERRORS[key];
}
