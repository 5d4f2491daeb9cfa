import type { AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/database.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { CodesService } from '../modules/codes/codes.service.js';
import type { ContentService } from '../modules/content/content.service.js';
import type { DictionariesService } from '../modules/dictionaries/dictionaries.service.js';
import type { MessagesService } from '../modules/messages/messages.service.js';
import type { ProfileService } from '../modules/profile/profile.service.js';
import type { RegistrationService } from '../modules/registration/registration.service.js';
import type { SessionsService } from '../modules/sessions/sessions.service.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { TranslationsService } from '../modules/translations/translations.service.js';
import type { TwoFactorService } from '../modules/two-factor/two-factor.service.js';
import type { CaptchaService } from './captcha.js';
import type { RateLimiter } from './rate-limit.js';

export interface Services {
  dictionaries: DictionariesService;
  settings: SettingsService;
  content: ContentService;
  translations: TranslationsService;
  limiter: RateLimiter;
  captcha: CaptchaService;
  messages: MessagesService;
  sessions: SessionsService;
  codes: CodesService;
  registration: RegistrationService;
  profile: ProfileService;
  twoFactor: TwoFactorService;
  auth: AuthService;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    services: Services;
  }
}
