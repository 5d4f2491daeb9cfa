import type { Database } from '../../db/database.js';
import { casinoCategories, casinoProviders } from './data/casino.js';
import { countries } from './data/countries.js';
import { currencies } from './data/currencies.js';
import { languages } from './data/languages.js';
import { sports } from './data/sports.js';

/** A sport or a casino category as stored: its names in both languages, its place in list order. */
const namedRow = (entry: { id: number; slug: string; name: string; nameRu: string }, position: number) => ({
  id: entry.id,
  slug: entry.slug,
  names: JSON.stringify({ en: entry.name, ru: entry.nameRu }),
  position,
});

/** Inserts the reference data that is missing; rows an operator changed are left as they are. */
export async function seedDictionaries(db: Database): Promise<void> {
  await db
    .insertInto('currencies')
    .values(
      currencies.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        symbol: c.symbol,
        scale: c.scale,
        is_hidden: c.isHidden,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('countries')
    .values(
      countries.map((c) => ({
        id: c.id,
        code: c.code,
        name: c.name,
        phone_code: c.phoneCode,
        currency_id: c.currencyId,
        currencies: c.currencies,
        language: c.language,
        is_reg_off: c.isRegOff,
        is_blocked: c.flags.isBlocked,
        is_off_change_country: c.flags.isOffChangeCountry,
        is_off_wallets: c.flags.isOffWallets,
        is_off_mobile_app: c.flags.isOffMobileApp,
        is_off_footer_links: c.flags.isOffFooterLinks,
        is_off_curacao: c.flags.isOffCuracao,
        casino_regular_off: c.flags.casinoRegularOff,
        casino_live_off: c.flags.casinoLiveOff,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('languages')
    .values(languages.map((l, i) => ({ code: l.code, native: l.native, flag: l.flag, position: i })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('sports')
    .values(sports.map(namedRow))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('casino_categories')
    .values(casinoCategories.map(namedRow))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('casino_providers')
    .values(casinoProviders.map((p) => ({ id: p.id, code: p.code, name: p.name, is_live: p.isLive })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
