import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import { en } from '@meridian/contract/locales/en';
import { ru } from '@meridian/contract/locales/ru';
import { ok } from '../../platform/envelope.js';

const locales: Record<LanguageCode, Record<string, string>> = { en, ru };

/** Site texts per language; English lies under every language, so a missing key reads in English. */
export class TranslationsService {
  private readonly bodies = new Map<string, Buffer>();

  constructor() {
    for (const language of LANGUAGES) {
      const texts = { ...en, ...locales[language] };
      this.bodies.set(language, Buffer.from(JSON.stringify(ok({ module: 'site', language_code: language, texts }))));
    }
  }

  /** The serialised answer; an unknown language answers English under its own code. */
  body(language: string): Buffer {
    const known = this.bodies.get(language);
    if (known) return known;
    return Buffer.from(JSON.stringify(ok({ module: 'site', language_code: language, texts: en })));
  }
}
