import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { ContentService } from '../modules/content/content.service.js';
import type { DictionariesService } from '../modules/dictionaries/dictionaries.service.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { TranslationsService } from '../modules/translations/translations.service.js';

export interface Services {
  dictionaries: DictionariesService;
  settings: SettingsService;
  content: ContentService;
  translations: TranslationsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    services: Services;
  }
}
