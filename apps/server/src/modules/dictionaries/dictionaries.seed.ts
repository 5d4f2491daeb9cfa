import type { Database } from '../../db/database.js';
import { insertMissing } from '../../db/insert-missing.js';
import { casinoCategories, casinoProviders } from './data/casino.js';
import { countries } from './data/countries.js';
import { currencies } from './data/currencies.js';
import { languages } from './data/languages.js';
import type { NamedSeed } from './data/named.js';
import { sports } from './data/sports.js';

/** A sport or a casino category as stored: its names in both languages, its place in list order. */
const namedRow = (entry: NamedSeed, position: number) => ({
  id: entry.id,
  slug: entry.slug,
  names: JSON.stringify({ en: entry.name, ru: entry.nameRu }),
  position,
});

/** Inserts the reference data that is missing; rows an operator changed are left as they are. */
export async function seedDictionaries(db: Database): Promise<void> {
  await insertMissing(
    db,
    'currencies',
    'id',
    currencies.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      symbol: c.symbol,
      scale: c.scale,
      is_hidden: c.isHidden,
    })),
  );
  await insertMissing(db, 'countries', 'id', countries);
  await insertMissing(
    db,
    'languages',
    'code',
    languages.map((l, i) => ({ code: l.code, native: l.native, flag: l.flag, position: i })),
  );
  await insertMissing(db, 'sports', 'id', sports.map(namedRow));
  await insertMissing(db, 'casino_categories', 'id', casinoCategories.map(namedRow));
  await insertMissing(
    db,
    'casino_providers',
    'id',
    casinoProviders.map((p) => ({ id: p.id, code: p.code, name: p.name, is_live: p.isLive })),
  );
}
