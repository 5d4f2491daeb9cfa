import type { FieldErrors } from '@meridian/contract/envelope';
import {
  COUNTRY_SWITCHES,
  type CountrySite,
  type CountrySwitch,
  SITE_SETTING_KEYS,
  SITE_SETTING_SCHEMAS,
  type SiteSetting,
  type SiteSettingKey,
} from '@meridian/contract/site-settings';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import { siteDefaults } from './settings.defaults.js';
import type { SettingsService } from './settings.service.js';

/** The environment variable that decides a setting instead of its stored value, when it is set. */
function overriddenBy(config: AppConfig, key: SiteSettingKey): string | null {
  return key === 'maintenance' && config.maintenance ? 'MAINTENANCE' : null;
}

/**
 * The site's settings in the back office (docs/backoffice.md, "Site settings"): each change checked
 * against its key's schema, written with the operators' audit in one transaction, and applied on this
 * node at once; every other node reads it at its next reference refresh.
 */
export class SiteSettingsDesk {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly dictionaries: DictionariesService,
  ) {}

  async list(): Promise<{ list: SiteSetting[]; refresh_ms: number }> {
    const rows = await this.db.selectFrom('site_settings').select(['key', 'value', 'updated_at']).execute();
    const stored = new Map(rows.map((r) => [r.key, r]));
    return {
      list: SITE_SETTING_KEYS.map((key) => this.#present(key, stored.get(key))),
      refresh_ms: this.config.referenceRefreshMs,
    };
  }

  async change(actor: OperatorPrincipal, key: SiteSettingKey, value: unknown, reason: string, ip: string) {
    const parsed = SITE_SETTING_SCHEMAS[key].safeParse(value);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = ['value', ...issue.path].join('.');
        errors[field] ??= [];
        errors[field].push(issue.message);
      }
      throw validationFailed(errors);
    }
    const now = new Date(this.now());
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('site_settings')
        .select('value')
        .where('key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      const written = await trx
        .insertInto('site_settings')
        .values({ key, value: JSON.stringify(parsed.data), updated_at: now })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(parsed.data), updated_at: now }))
        .returning(['key', 'value', 'updated_at'])
        .executeTakeFirstOrThrow();
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'site.setting_changed',
          target: `site:${key}`,
          before: { value: before?.value ?? siteDefaults[key] },
          after: { value: parsed.data },
          reason,
        },
        now,
      );
      return written;
    });
    await this.settings.refresh();
    return this.#present(key, row);
  }

  /** Every country's switches, by name. */
  async countries(): Promise<{ list: CountrySite[]; blocked_overridden_by: string | null; refresh_ms: number }> {
    const rows = await this.db
      .selectFrom('countries')
      .select(['code', 'name', ...COUNTRY_SWITCHES])
      .orderBy('name')
      .execute();
    return {
      list: rows.map((row) => this.#country(row)),
      blocked_overridden_by: this.config.blockedCountries ? 'BLOCKED_COUNTRIES' : null,
      refresh_ms: this.config.referenceRefreshMs,
    };
  }

  /**
   * Changes some of a country's switches with the operators' audit in one transaction, and applies
   * them on this node at once (reference data and the settings answers built from it).
   */
  async changeCountry(
    actor: OperatorPrincipal,
    code: string,
    switches: Partial<Record<CountrySwitch, boolean>>,
    reason: string,
    ip: string,
  ): Promise<CountrySite> {
    const now = new Date(this.now());
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('countries')
        .select(['code', 'name', ...COUNTRY_SWITCHES])
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound('No such country.');
      const after = await trx
        .updateTable('countries')
        .set(switches)
        .where('code', '=', code)
        .returning(['code', 'name', ...COUNTRY_SWITCHES])
        .executeTakeFirstOrThrow();
      const changed = (Object.keys(switches) as CountrySwitch[]).filter((name) => before[name] !== after[name]);
      await appendOperatorAudit(
        trx,
        {
          operatorId: actor.id,
          operatorRole: actor.role,
          ip,
          action: 'site.country_changed',
          target: `country:${code}`,
          before: Object.fromEntries(changed.map((name) => [name, before[name]])),
          after: Object.fromEntries(changed.map((name) => [name, after[name]])),
          reason,
        },
        now,
      );
      return after;
    });
    await this.dictionaries.refresh();
    await this.settings.refresh();
    return this.#country(row);
  }

  #country(row: Pick<CountrySite, 'code' | 'name' | CountrySwitch>): CountrySite {
    const blocked = this.config.blockedCountries;
    return { ...row, blocked_now: blocked ? blocked.includes(row.code) : row.is_blocked };
  }

  #present(key: SiteSettingKey, row: { value: unknown; updated_at: Date } | undefined): SiteSetting {
    return {
      key,
      value: row ? row.value : siteDefaults[key],
      default: siteDefaults[key],
      overridden_by: overriddenBy(this.config, key),
      updated_at: row ? row.updated_at.toISOString() : null,
    };
  }
}
