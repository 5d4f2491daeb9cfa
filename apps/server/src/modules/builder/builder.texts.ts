import { BUILDER_ERRORS, type BuilderErrorKey } from '@meridian/contract/bet-builder';
import type { LanguageCode } from '@meridian/contract/constants';

/** The builder's `error` texts in every language of LANGUAGES but English (English is BUILDER_ERRORS). */
export const BUILDER_ERROR_TEXTS: Readonly<Record<Exclude<LanguageCode, 'en'>, Record<BuilderErrorKey, string>>> = {
  ru: {
    contradiction: 'Эти исходы не могут сыграть вместе',
    same_market: 'В конструктор ставок можно включить только один исход рынка',
    not_combinable: 'Этот рынок нельзя включить в конструктор ставок',
    unknown_part: 'Эту часть матча нельзя включить в конструктор ставок',
    too_likely: 'Это сочетание слишком вероятно, чтобы его предлагать',
    not_offered: 'Один из исходов сейчас не принимается',
    unavailable: 'Конструктор ставок на этот матч сейчас недоступен',
  },
};

export function builderErrorText(key: BuilderErrorKey, language: string): string {
  return (
    (BUILDER_ERROR_TEXTS as Partial<Record<string, Record<BuilderErrorKey, string>>>)[language]?.[key] ??
    BUILDER_ERRORS[key]
  );
}
