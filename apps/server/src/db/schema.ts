import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;
type Names = Record<string, string>;

export interface CurrencyTable {
  id: number;
  code: string;
  name: string;
  symbol: string;
  scale: number;
  is_hidden: boolean;
}

export interface CountryTable {
  id: number;
  code: string;
  name: string;
  phone_code: string;
  currency_id: number;
  currencies: number[];
  language: string;
  is_reg_off: boolean;
  is_blocked: boolean;
  is_off_change_country: boolean;
  is_off_wallets: boolean;
  is_off_mobile_app: boolean;
  is_off_footer_links: boolean;
  is_off_curacao: boolean;
  casino_regular_off: boolean;
  casino_live_off: boolean;
}

export interface LanguageTable {
  code: string;
  native: string;
  flag: string;
  position: number;
}

export interface SportTable {
  id: number;
  slug: string;
  names: Json<Names>;
  position: number;
}

export interface CasinoCategoryTable {
  id: number;
  slug: string;
  names: Json<Names>;
  position: number;
}

export interface CasinoProviderTable {
  id: number;
  code: string;
  name: string;
  is_live: boolean;
}

export interface SiteSettingTable {
  key: string;
  value: Json<unknown>;
  updated_at: Generated<Date>;
}

export interface ContentPageTable {
  slug: string;
  language: string;
  title: string;
  body: string;
  position: number;
  updated_at: Generated<Date>;
}

export interface BannerTable {
  id: number;
  image: string;
  path: string;
  titles: Json<Names>;
  descriptions: Json<Names>;
  position: number;
  is_active: Generated<boolean>;
}

export interface SchemaMigrationTable {
  name: string;
  applied_at: Generated<Date>;
}

export interface DB {
  currencies: CurrencyTable;
  countries: CountryTable;
  languages: LanguageTable;
  sports: SportTable;
  casino_categories: CasinoCategoryTable;
  casino_providers: CasinoProviderTable;
  site_settings: SiteSettingTable;
  content_pages: ContentPageTable;
  banners: BannerTable;
  schema_migrations: SchemaMigrationTable;
}
