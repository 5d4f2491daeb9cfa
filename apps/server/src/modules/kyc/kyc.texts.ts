import type { LanguageCode } from '@meridian/contract/constants';

/** Why a withdrawal waits for a verified identity, and the verification service's refusal, in every language. */
export const KYC_TEXTS = {
  en: {
    unavailable: 'The verification service is not available. Try again later.',
    anyWithdrawal: 'Withdrawals need a verified identity.',
    pastLimit: 'Withdrawals above {limit} in {window}, all your wallets together, need a verified identity.',
    window_one: 'a day',
    window_other: '{days} days',
    pastDeposits:
      'Your deposits, all your wallets together, have reached {threshold}: withdrawals now need a verified identity.',
    verifyAt: '{refusal} Verify it at {page}.',
  },
  ru: {
    unavailable: 'Сервис проверки личности недоступен. Попробуйте позже.',
    anyWithdrawal: 'Для вывода средств нужно подтвердить личность.',
    pastLimit: 'Для вывода больше {limit} за {window} со всех ваших счетов вместе нужно подтвердить личность.',
    window_one: '{days} день',
    window_few: '{days} дня',
    window_many: '{days} дней',
    window_other: '{days} дня',
    pastDeposits:
      'Ваши пополнения со всех счетов вместе достигли {threshold}: теперь для вывода средств нужно подтвердить личность.',
    verifyAt: '{refusal} Подтвердите её на странице {page}.',
  },
} as const satisfies Record<LanguageCode, Record<string, string>>;

type Texts = Readonly<Record<string, string>>;
export type KycTextKey = Exclude<keyof (typeof KYC_TEXTS)['en'], `window_${string}`>;

/** A text in the language, its `{name}` marks filled. */
export function kycText(key: KycTextKey, language: LanguageCode, values: Readonly<Record<string, string>> = {}) {
  const template = (KYC_TEXTS[language] as Texts)[key] ?? KYC_TEXTS.en[key];
  return template.replace(
    /\{(\w+)\}/g,
    (mark, name: string) => (Object.hasOwn(values, name) ? values[name] : mark) ?? mark,
  );
}

/** "a day", "30 days": the withdrawal window in the language's plural form. */
export function windowText(days: number, language: LanguageCode): string {
  const texts = KYC_TEXTS[language] as Texts;
  const form = texts[`window_${new Intl.PluralRules(language).select(days)}`] ?? texts.window_other ?? '';
  return form.replace('{days}', String(days));
}
