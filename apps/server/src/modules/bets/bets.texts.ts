import { BET_ERRORS } from '@meridian/contract/bets';
import type { LanguageCode } from '@meridian/contract/constants';

export type BetErrorKey = keyof typeof BET_ERRORS;

/** The bet calls' `payload.error` texts in every language of LANGUAGES but English (English is BET_ERRORS). */
export const BET_ERROR_TEXTS: Readonly<Record<Exclude<LanguageCode, 'en'>, Record<BetErrorKey, string>>> = {
  ru: {
    oddsChanged: 'Коэффициенты изменились',
    eventClosed: 'Приём ставок на это событие временно закрыт',
    eventDeleted: 'Событие удалено',
    eventEnded: 'Событие завершилось',
    codeExpired: 'Срок действия кода истёк',
    codeNotFound: 'Купон с таким кодом не найден',
    sameMatchTwice: 'В экспресс нельзя включить два исхода одного матча',
    cashOutChanged: 'Сумма продажи ставки изменилась',
    cashOutLost: 'Продажа недоступна: один из исходов ставки проиграл',
    cashOutSuspended: 'Продажа ставки временно приостановлена',
    cashOutDecided: 'Продажа недоступна: ставка уже рассчитана',
    cashOutBonus: 'Ставки фрибетом или бонусными деньгами продать нельзя',
    cashOutNotOffered: 'Продажа недоступна для этой ставки',
    editNotAccumulator: 'Редактировать можно только открытый экспресс',
    editStarted: 'Ставку уже нельзя изменить: один из матчей начался',
    editCashedOut: 'Ставку, частично проданную ранее, изменить нельзя',
    editSelectionStarted: 'Добавить можно только матчи, которые ещё не начались',
  },
};

export function betErrorText(key: BetErrorKey, language: string): string {
  return (BET_ERROR_TEXTS as Partial<Record<string, Record<BetErrorKey, string>>>)[language]?.[key] ?? BET_ERRORS[key];
}
