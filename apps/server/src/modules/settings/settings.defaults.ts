/**
 * Site values an operator can change in the `site_settings` table, one JSON value per key.
 * Bet amounts are decimal strings in major units; the settings answer converts them to minor units
 * of the player's currency.
 */
export interface SiteValues {
  maintenance: boolean;
  contacts: { email: string; phone: string };
  bets: {
    amount_min: string;
    amount_max: string;
    coupon_max_size: number;
    fast_bets: string[];
    /** The cash-out margin in basis points of a bet's fair value (500 = 5 %); absent: the default's. */
    cash_out_margin_bp?: number;
  };
  update_periods: {
    basket: { live: number; line: number };
    lists: { line: { top: number; list: number }; live: { top: number; list: number } };
  };
  licence: {
    footer_licence: string;
    /** The same text in other languages, by language code; a language without one shows `footer_licence`. */
    footer_licence_translations?: Record<string, string>;
    license: string;
    license_id: string;
  };
  apk: { signed: string; unsigned: string };
  live_casino_providers: { code: string; name: string; script_url: string; server: string; casino_id: string }[];
  /** Client-side state saved before this moment (unix seconds) is stale and dropped. */
  min_activity_ts: number;
}

export const siteDefaults: SiteValues = {
  maintenance: false,
  contacts: { email: 'support@meridian.bet', phone: '+357 22 030 777' },
  bets: {
    amount_min: '0.5',
    amount_max: '10000',
    coupon_max_size: 20,
    fast_bets: ['5', '10', '25', '50'],
    cash_out_margin_bp: 500,
  },
  update_periods: {
    basket: { live: 5_000, line: 30_000 },
    lists: { line: { top: 60_000, list: 60_000 }, live: { top: 10_000, list: 10_000 } },
  },
  licence: {
    footer_licence:
      'meridian.bet is operated by Meridian Gaming N.V., registered in Curaçao under number 158902, and licensed by the Curaçao Gaming Authority under licence OGL/2024/118/0290. Gambling can be addictive: play responsibly. Players under 18 are not allowed.',
    footer_licence_translations: {
      ru: 'meridian.bet управляет компания Meridian Gaming N.V., зарегистрированная на Кюрасао под номером 158902 и лицензированная Игорным управлением Кюрасао, лицензия OGL/2024/118/0290. Азартные игры могут вызывать зависимость: играйте ответственно. Лицам младше 18 лет играть запрещено.',
    },
    license: '/terms/terms-and-conditions',
    license_id: 'OGL/2024/118/0290',
  },
  apk: {
    signed: '/downloads/meridian-android.apk?click_id={click_id}',
    unsigned: '/downloads/meridian-android-unsigned.apk?click_id={click_id}',
  },
  live_casino_providers: [
    {
      code: 'meridian-live',
      name: 'Meridian Live',
      script_url: '/providers/live-casino/launcher.js',
      server: '/providers/live-casino/ws',
      casino_id: 'meridian',
    },
  ],
  min_activity_ts: 0,
};

export type SiteKey = keyof SiteValues;
export const siteKeys = Object.keys(siteDefaults) as SiteKey[];
