/** Business constants shared by the platform and the web app (spec 000 §9, 001 §9). */
export const APP_VERSION = '1.1.21';
export const PLATFORM_WEB = 1;
export const API_BASE = '/api/v1';
/** The operators' API (the back office): its own base, tokens and permissions. */
export const ADMIN_API_BASE = '/api/admin/v1';
export const REQUEST_TIMEOUT_MS = 50_000;
export const DEFAULT_CURRENCY_ID = 2;
export const DEFAULT_LANGUAGE = 'en';
export const MOBILE_BREAKPOINT_PX = 1024;
export const NOTIFICATION_TTL_MS = 3_000;
export const RESIZE_DEBOUNCE_MS = 300;
export const TOKEN_EXPIRY_MARGIN_S = 120;
export const REFRESH_WAIT_MS = 700;
export const CLOCK_SKEW_TOLERANCE_S = 30;
export const PASSWORD_MIN_LENGTH = 6;
export const BANNER_INTERVAL_MS = 8_000;
export const BANNER_TRANSITION_MS = 1_000;
export const TOP_MATCHES_LIMIT = 10;
export const LIST_MATCHES_LIMIT = 50;
export const TRANSACTIONS_PAGE_SIZE = 15;
export const BETS_PAGE_SIZE = 10;
export const FAVORITES_PAGE_SIZE = 30;

/** Request headers the web app sends on every call (spec 000 §7). */
export const HEADER_LANGUAGE = 'accept-language';
export const HEADER_PARTNER_ID = 'x-partner-id';
export const HEADER_PLATFORM = 'x-platform';

/** The seven policy pages linked from the footer (spec 000 §2). */
export const POLICY_PAGE_IDS = [
  'terms-and-conditions',
  'responsible-gaming-policy',
  'self-exclusion-policy',
  'underage-policy',
  'aml-policy',
  'kyc-policy',
  'terms-and-rules',
] as const;
export type PolicyPageId = (typeof POLICY_PAGE_IDS)[number];

export const LANGUAGES = ['en', 'ru'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
