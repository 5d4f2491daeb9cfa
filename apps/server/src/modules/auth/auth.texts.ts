import type { LanguageCode } from '@meridian/contract/constants';

/** Why a sign-in is refused, in the player's language. */
export const AUTH_TEXTS = {
  en: {
    accountClosed:
      'Your account is closed, so you cannot sign in. If you think this is a mistake, our support team can help.',
  },
  ru: {
    accountClosed:
      'Ваш аккаунт закрыт, поэтому войти в него нельзя. Если вы считаете, что это ошибка, обратитесь в службу поддержки.',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

export type AuthTextKey = keyof (typeof AUTH_TEXTS)['en'];

export function authText(key: AuthTextKey, language: string): string {
  return (AUTH_TEXTS[language as LanguageCode] ?? AUTH_TEXTS.en)[key];
}
