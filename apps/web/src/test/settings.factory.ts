import type { Settings } from '@meridian/contract/settings';

type Overrides = Partial<Omit<Settings, 'casino' | 'geo' | 'web' | 'contacts' | 'services'>> & {
  casino?: Partial<Settings['casino']>;
  geo?: Partial<Settings['geo']>;
  web?: Partial<Settings['web']>;
  contacts?: Partial<Settings['contacts']>;
  services?: Partial<Settings['services']>;
};

/** Settings as the server sends them for an open, unrestricted country; override what a test needs. */
export function buildSettings(overrides: Overrides = {}): Settings {
  const base: Settings = {
    country_code: 'GB',
    country_id: 826,
    country_language: 'en',
    currency_id: 2,
    partner_group: 1,
    unix_timestamp: 1_750_000_000,
    min_activity_ts: 0,
    ip: '203.0.113.7',
    is_off_maintenance: false,
    is_blocked_geo: false,
    casino: { is_open_regular: true, is_open_live: true, providers: [] },
    contacts: { email: 'support@meridian.example', phone: '+44 20 7946 0000' },
    geo: {
      is_off_change_country: false,
      is_off_wallets: false,
      is_off_mobile_app: false,
      is_off_footer_links: false,
      is_off_curacao: false,
    },
    web: {
      apk: {
        android: {
          signed: '/static/app/meridian.apk?click_id={click_id}',
          unsigned: '/static/app/meridian-unsigned.apk',
        },
      },
      footer_licence: 'Meridian is operated under licence no. 0000/JAZ.',
      footer_licence_translations: { ru: 'Meridian работает по лицензии № 0000/JAZ.' },
    },
    'content-static': { license: 'https://licence.example/verify', license_id: '0000' },
    services: {
      captcha: { provider: 'none' },
      recaptcha: { site_key: null },
      intercom: { app_id: null },
      support_chat: { enabled: false },
    },
    bets: { amount_min: 100, amount_max: 1_000_000, coupon_max_size: 20, fast_bets: [500, 1000, 5000] },
    update_periods: {
      basket: { live: 5000, line: 30000 },
      lists: { line: { top: 30000, list: 30000 }, live: { top: 5000, list: 5000 } },
    },
    version: '1.1.21',
  };
  const { casino, geo, web, contacts, services, ...rest } = overrides;
  return {
    ...base,
    ...rest,
    casino: { ...base.casino, ...casino },
    geo: { ...base.geo, ...geo },
    web: { ...base.web, ...web },
    contacts: { ...base.contacts, ...contacts },
    services: { ...base.services, ...services },
  };
}
