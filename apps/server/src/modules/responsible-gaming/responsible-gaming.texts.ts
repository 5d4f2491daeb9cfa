type Language = 'en' | 'ru';

/** Why play or a deposit is refused, in the player's language. */
const TEXTS = {
  en: {
    excluded: 'Your account is on a break you chose: play and deposits are not available until it ends.',
    excludedForGood: 'You have excluded yourself from play: play and deposits are not available.',
    loss: 'This stake would take you past the loss limit you set.',
    wager: 'This stake would take you past the wager limit you set.',
    deposit: 'This deposit would take you past the deposit limit you set.',
    session: 'Your session has reached the time limit you set. Sign in again to play on.',
    exclusionShorter: 'A break already runs until later: it can be made longer, not shorter.',
  },
  ru: {
    excluded: 'Ваш аккаунт на перерыве, который вы выбрали: игра и пополнения недоступны до его окончания.',
    excludedForGood: 'Вы исключили себя из игры: игра и пополнения недоступны.',
    loss: 'Эта ставка превысит установленный вами лимит проигрыша.',
    wager: 'Эта ставка превысит установленный вами лимит ставок.',
    deposit: 'Это пополнение превысит установленный вами лимит депозитов.',
    session: 'Сессия достигла установленного вами лимита времени. Войдите снова, чтобы продолжить игру.',
    exclusionShorter: 'Перерыв уже действует дольше: его можно продлить, но не сократить.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type RgTextKey = keyof (typeof TEXTS)['en'];

export function rgText(key: RgTextKey, language: string): string {
  return (language === 'ru' ? TEXTS.ru : TEXTS.en)[key];
}
