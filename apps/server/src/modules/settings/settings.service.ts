import type { Settings } from '@meridian/contract/settings';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { ok } from '../../platform/envelope.js';
import type { GeoLocator } from '../../platform/geo.js';
import { toMinorUnits } from '../../platform/money.js';
import type { CountryRow, DictionariesService } from '../dictionaries/dictionaries.service.js';
import { type ApkLinks, availableApkLinks } from './settings.apk.js';
import { type SiteValues, siteDefaults, siteKeys } from './settings.defaults.js';
import { readSiteValues, writeSiteValue } from './settings.repository.js';

export interface SettingsRequest {
  ip: string;
  countryCode?: string | undefined;
}

// Placeholders for the two per-request values of a cached answer.
const TIME = '\u0000time\u0000';
const ADDRESS = '\u0000address\u0000';
const SLOT = /"\\u0000(time|address)\\u0000"/;

/**
 * A serialised answer split around its per-request values. The fixed parts are held as bytes: an
 * answer is then one buffer copied together per request, where a string built by concatenation was
 * flattened and encoded again on its way to the socket (about 8 KB of garbage a call, measured).
 */
interface Template {
  parts: Buffer[];
  /** The bytes of all parts together, so a request only adds its own values' lengths. */
  fixedBytes: number;
  slots: ('time' | 'address')[];
}

/**
 * The live providers as the lobby gets them: with a live studio running on its own (LIVE_CASINO_URL),
 * addresses given as paths are on its origin, the socket's with ws: or wss:.
 */
function liveProvidersAt(providers: SiteValues['live_casino_providers'], origin: string | undefined) {
  if (!origin) return providers;
  const socketOrigin = origin.replace(/^http/, 'ws');
  const at = (address: string, base: string) => (address.startsWith('/') ? `${base}${address}` : address);
  return providers.map((provider) => ({
    ...provider,
    script_url: at(provider.script_url, origin),
    server: at(provider.server, socketOrigin),
  }));
}

/** Site values in memory (refreshed from `site_settings`), combined per request with the client's country. */
export class SettingsService {
  private values: SiteValues = siteDefaults;
  private apk: ApkLinks;
  private templates = new Map<string, Template>();
  private templatesOf = -1;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly dictionaries: DictionariesService,
    private readonly geo: GeoLocator,
  ) {
    this.apk = availableApkLinks(siteDefaults.apk, config.dataDir);
  }

  async refresh(): Promise<void> {
    const stored = await readSiteValues(this.db);
    const next = { ...siteDefaults } as Record<string, unknown>;
    for (const key of siteKeys) if (stored.has(key)) next[key] = stored.get(key);
    this.values = next as unknown as SiteValues;
    // A package placed under DATA_DIR/downloads is offered from the next refresh (or restart) on.
    this.apk = availableApkLinks(this.values.apk, this.config.dataDir);
    this.templates.clear();
  }

  /** Operator switch: writes one site value and applies it on this node at once. */
  async set<K extends keyof SiteValues>(key: K, value: SiteValues[K]): Promise<void> {
    await writeSiteValue(this.db, key, value);
    await this.refresh();
  }

  get site(): SiteValues {
    return this.values;
  }

  isMaintenance(): boolean {
    return this.config.maintenance || this.values.maintenance === true;
  }

  /** The client's country by address; loopback, private and unknown addresses use DEFAULT_COUNTRY. */
  countryOf(ip: string): CountryRow {
    const code = this.geo.lookup(ip);
    const country = (code && this.dictionaries.country(code)) || this.dictionaries.country(this.config.defaultCountry);
    if (!country) throw new Error(`DEFAULT_COUNTRY ${this.config.defaultCountry} is not in the countries table`);
    return country;
  }

  isBlocked(country: CountryRow): boolean {
    return this.config.blockedCountries ? this.config.blockedCountries.includes(country.code) : country.is_blocked;
  }

  /**
   * The serialised `GET /settings` answer. Everything but the time and the address depends only on
   * the chosen country and whether the address is blocked, so it is built once per pair and cached
   * until site values or reference data change.
   */
  serialized(request: SettingsRequest): Buffer {
    const geoCountry = this.countryOf(request.ip);
    const chosen = (request.countryCode && this.dictionaries.country(request.countryCode)) || geoCountry;
    if (this.templatesOf !== this.dictionaries.version) {
      this.templates.clear();
      this.templatesOf = this.dictionaries.version;
    }
    const key = `${chosen.code}:${this.isBlocked(geoCountry) ? 1 : 0}:${this.isMaintenance() ? 1 : 0}`;
    let template = this.templates.get(key);
    if (!template) {
      const settings = this.forClient(request) as unknown as Record<string, unknown>;
      const json = JSON.stringify(ok({ ...settings, unix_timestamp: TIME, ip: ADDRESS }));
      const pieces = json.split(SLOT);
      const parts = pieces.filter((_, i) => i % 2 === 0).map((part) => Buffer.from(part));
      template = {
        parts,
        fixedBytes: parts.reduce((sum, part) => sum + part.length, 0),
        slots: pieces.filter((_, i) => i % 2 === 1) as Template['slots'],
      };
      this.templates.set(key, template);
    }
    const time = String(Math.floor(Date.now() / 1000));
    const address = JSON.stringify(request.ip);
    const { parts, slots } = template;
    let length = template.fixedBytes;
    for (const slot of slots) length += Buffer.byteLength(slot === 'time' ? time : address);
    const out = Buffer.allocUnsafe(length);
    let at = parts[0]?.copy(out, 0) ?? 0;
    for (let i = 0; i < slots.length; i++) {
      at += out.write(slots[i] === 'time' ? time : address, at);
      at += parts[i + 1]?.copy(out, at) ?? 0;
    }
    return out;
  }

  /**
   * Settings for one client. Blocking always follows the address; `country_code` chooses whose
   * currency, language and geo flags apply (the sign-up form asks for them when a country is picked).
   */
  forClient(request: SettingsRequest): Settings {
    const geoCountry = this.countryOf(request.ip);
    const chosen = (request.countryCode && this.dictionaries.country(request.countryCode)) || geoCountry;
    const currency = this.dictionaries.currency(chosen.currency_id) ?? this.dictionaries.currency(2);
    const scale = currency?.scale ?? 2;
    const v = this.values;
    return {
      country_code: chosen.code,
      country_id: chosen.id,
      country_language: chosen.language,
      currency_id: currency?.id ?? 2,
      partner_group: this.config.partnerGroup,
      unix_timestamp: Math.floor(Date.now() / 1000),
      min_activity_ts: v.min_activity_ts,
      ip: request.ip,
      is_off_maintenance: this.isMaintenance(),
      is_blocked_geo: this.isBlocked(geoCountry),
      casino: {
        is_open_regular: !chosen.casino_regular_off,
        is_open_live: !chosen.casino_live_off,
        providers: chosen.casino_live_off ? [] : liveProvidersAt(v.live_casino_providers, this.config.liveCasino.url),
      },
      contacts: v.contacts,
      geo: {
        is_off_change_country: chosen.is_off_change_country,
        is_off_wallets: chosen.is_off_wallets,
        is_off_mobile_app: chosen.is_off_mobile_app,
        is_off_footer_links: chosen.is_off_footer_links,
        is_off_curacao: chosen.is_off_curacao,
      },
      web: {
        apk: { android: this.apk },
        footer_licence: v.licence.footer_licence,
        footer_licence_translations: v.licence.footer_licence_translations ?? {},
      },
      'content-static': { license: v.licence.license, license_id: v.licence.license_id },
      services: {
        captcha: { provider: this.config.captchaProvider },
        recaptcha: { site_key: this.config.recaptchaSiteKey ?? null },
        intercom: { app_id: this.config.intercomAppId ?? null },
        support_chat: { enabled: this.config.supportChat.enabled },
      },
      bets: {
        amount_min: toMinorUnits(v.bets.amount_min, scale),
        amount_max: toMinorUnits(v.bets.amount_max, scale),
        coupon_max_size: v.bets.coupon_max_size,
        fast_bets: v.bets.fast_bets.map((a) => toMinorUnits(a, scale)),
      },
      update_periods: v.update_periods,
      version: this.config.version,
    };
  }
}
