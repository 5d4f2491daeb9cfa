export interface LanguageSeed {
  code: string;
  native: string;
  /** ISO 3166-1 alpha-2 code (lower case) of the flag image shown for the language. */
  flag: string;
}

export const languages: LanguageSeed[] = [
  { code: 'en', native: 'English', flag: 'gb' },
  { code: 'ru', native: 'Русский', flag: 'ru' },
];
