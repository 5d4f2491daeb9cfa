import type { LanguageCode } from '@meridian/contract/constants';

type Language = LanguageCode;

/** Why play or a deposit is refused, in the player's language. */
export const RG_TEXTS = {
  en: {
    excluded: 'Your account is on a break you chose: play and deposits are not available until it ends.',
    excludedForGood: 'You have excluded yourself from play: play and deposits are not available.',
    excludedLinked:
      'You have excluded yourself from play on another account, and a self-exclusion covers every account of yours: play and deposits are not available on this one until it ends.',
    loss: 'This stake would take you past the loss limit you set.',
    wager: 'This stake would take you past the wager limit you set.',
    deposit: 'This deposit would take you past the deposit limit you set.',
    session:
      'You have played for the time limit you set in the last 24 hours. Play opens again as that time falls under the limit.',
    exclusionShorter: 'A break already runs until later: it can be made longer, not shorter.',
    blocked:
      'Your account is blocked: play and deposits are not available. You can still sign in and withdraw; our support team can tell you more.',
  },
  ru: {
    excluded: 'Ваш аккаунт на перерыве, который вы выбрали: игра и пополнения недоступны до его окончания.',
    excludedForGood: 'Вы исключили себя из игры: игра и пополнения недоступны.',
    excludedLinked:
      'Вы исключили себя из игры на другом аккаунте, а самоисключение действует на все ваши аккаунты: игра и пополнения на этом недоступны до его окончания.',
    loss: 'Эта ставка превысит установленный вами лимит проигрыша.',
    wager: 'Эта ставка превысит установленный вами лимит ставок.',
    deposit: 'Это пополнение превысит установленный вами лимит депозитов.',
    session:
      'За последние 24 часа вы играли столько, сколько позволяет установленный вами лимит времени. Игра откроется снова, когда это время станет меньше лимита.',
    exclusionShorter: 'Перерыв уже действует дольше: его можно продлить, но не сократить.',
    blocked:
      'Ваш аккаунт заблокирован: игра и пополнения недоступны. Вы можете войти и вывести деньги; подробности расскажет служба поддержки.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type RgTextKey = keyof (typeof RG_TEXTS)['en'];

export function rgText(key: RgTextKey, language: string): string {
  return (RG_TEXTS[language as Language] ?? RG_TEXTS.en)[key];
}
