import type { GiftStatus, GiftStatusItem } from '@meridian/contract/bonuses';

import type { LanguageCode } from '@meridian/contract/constants';

type Language = LanguageCode;

/** Why a bonus call is refused, in the player's language (spec 000 §8: shown as the server's message). */
export const BONUS_ERROR_TEXTS = {
  en: {
    promoUnknown: 'There is no promo code like that. Check it and try again.',
    promoExpired: 'This promo code has expired.',
    promoNotStarted: 'This promo code is not valid yet.',
    promoUsedUp: 'This promo code has been used up.',
    promoAlreadyUsed: 'You have already used this promo code.',
    promoCurrency: 'This promo code is not available in your currency.',
    promoExcluded: 'Promo codes are not available on your account.',
    bonusPlaying: 'You already have an active bonus of this kind. Finish or cancel it first.',
    giftNotFound: 'Bonus not found.',
    notCancellable: 'This bonus cannot be cancelled.',
    giftFinished: 'This bonus is no longer active.',
    firstDepositMade: 'The first deposit is already made: the welcome bonus can no longer be changed.',
    playSpinsFirst: 'Free spins start when you play them in their game.',
    promoPaused: 'This promo code is not available right now. Try again later.',
    freeBetInPlay: 'This free bet is on a bet in play: it ends when the bet is settled.',
  },
  ru: {
    promoUnknown: 'Такого промокода нет. Проверьте его и попробуйте снова.',
    promoExpired: 'Срок действия промокода истёк.',
    promoNotStarted: 'Промокод ещё не действует.',
    promoUsedUp: 'Промокод больше не действует: все активации использованы.',
    promoAlreadyUsed: 'Вы уже использовали этот промокод.',
    promoCurrency: 'Промокод недоступен в вашей валюте.',
    promoExcluded: 'Промокоды недоступны для вашего аккаунта.',
    bonusPlaying: 'У вас уже есть активный бонус этого вида. Сначала завершите или отмените его.',
    giftNotFound: 'Бонус не найден.',
    notCancellable: 'Этот бонус нельзя отменить.',
    giftFinished: 'Этот бонус уже не активен.',
    firstDepositMade: 'Первый депозит уже сделан: приветственный бонус больше нельзя изменить.',
    playSpinsFirst: 'Фриспины начинаются, когда вы играете их в игре бонуса.',
    promoPaused: 'Промокод сейчас недоступен. Попробуйте позже.',
    freeBetInPlay: 'Этот фрибет в ставке, которая ещё не рассчитана: он закончится с её расчётом.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type BonusErrorKey = keyof (typeof BONUS_ERROR_TEXTS)['en'];

export function bonusErrorText(key: BonusErrorKey, language: string): string {
  return (BONUS_ERROR_TEXTS[language as Language] ?? BONUS_ERROR_TEXTS.en)[key];
}

export const STATUS_NAMES: Readonly<Record<Language, Record<GiftStatus, string>>> = {
  en: {
    available: 'Available',
    active: 'Active',
    wagering: 'Wagering',
    completed: 'Completed',
    spent: 'Used up',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },
  ru: {
    available: 'Доступен',
    active: 'Активен',
    wagering: 'Отыгрыш',
    completed: 'Выполнен',
    spent: 'Израсходован',
    expired: 'Истёк',
    cancelled: 'Отменён',
  },
};

/** Chip colours per theme: text on a tinted background, each pair at 4.5:1 contrast or more. */
const STATUS_COLORS: Record<GiftStatus, GiftStatusItem['colors']> = {
  available: { dark: { text: '#7dd3fc', background: '#0c2a3d' }, light: { text: '#075985', background: '#e0f2fe' } },
  active: { dark: { text: '#4ade80', background: '#0f2e1c' }, light: { text: '#166534', background: '#dcfce7' } },
  wagering: { dark: { text: '#fbbf24', background: '#3a2a06' }, light: { text: '#854d0e', background: '#fef3c7' } },
  completed: { dark: { text: '#c4b5fd', background: '#2a1f4a' }, light: { text: '#5b21b6', background: '#ede9fe' } },
  spent: { dark: { text: '#cbd5e1', background: '#273142' }, light: { text: '#334155', background: '#e2e8f0' } },
  expired: { dark: { text: '#cbd5e1', background: '#273142' }, light: { text: '#334155', background: '#e2e8f0' } },
  cancelled: { dark: { text: '#fca5a5', background: '#3b1518' }, light: { text: '#991b1b', background: '#fee2e2' } },
};

export function giftStatuses(language: string): GiftStatusItem[] {
  const names = STATUS_NAMES[language as Language] ?? STATUS_NAMES.en;
  return (Object.keys(STATUS_COLORS) as GiftStatus[]).map((code) => ({
    code,
    name: names[code],
    colors: STATUS_COLORS[code],
  }));
}
