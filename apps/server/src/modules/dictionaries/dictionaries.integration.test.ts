import { dictionariesSchema } from '@meridian/contract/dictionaries';
import { dictionariesFile } from '@meridian/contract/page-render';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';

describe('GET /dictionaries', () => {
  const app = useApp();

  const fetchDictionaries = async (language = 'en') => {
    const res = await app().inject({
      method: 'GET',
      url: '/api/v1/dictionaries',
      headers: { 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return dictionariesSchema.parse(res.json().payload);
  };

  it('lists every country with its dialing code, flag and allowed currencies', async () => {
    const { countries, currencies } = await fetchDictionaries();
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const gb = countries.find((c) => c.code === 'GB');
    expect(gb).toMatchObject({
      phone_code: '44',
      name_and_code: 'United Kingdom (+44)',
      image: '/static/flags/4x3/gb.svg',
    });
    const currencyIds = new Set(currencies.map((c) => c.id));
    for (const country of countries) {
      expect(country.phone_code).toMatch(/^\d+$/);
      expect(country.currencies.length).toBeGreaterThan(0);
      for (const id of country.currencies) expect(currencyIds.has(id)).toBe(true);
    }
  });

  it('has USD as currency 2, the default, and marks hidden currencies', async () => {
    const { currencies } = await fetchDictionaries();
    expect(currencies.find((c) => c.id === 2)).toMatchObject({ code: 'USD', symbol: '$', scale: 2, is_hide: false });
    expect(currencies.some((c) => c.is_hide)).toBe(true);
  });

  it('lists timezones, both languages, sports and casino dictionaries', async () => {
    const d = await fetchDictionaries();
    expect(d.timezones.length).toBeGreaterThan(300);
    expect(d.timezones.find((t) => t.zone === 'Europe/Berlin')?.name).toBe('(UTC+01:00) Europe/Berlin');
    expect(d.languages.map((l) => l.code)).toEqual(['en', 'ru']);
    expect(d.sports.length).toBeGreaterThanOrEqual(8);
    expect(d.sports[0]).toMatchObject({
      id: 1,
      slug: 'football',
      name: 'Football',
      image: '/static/sports/football.svg',
    });
    expect(d.casino.categories.length).toBeGreaterThan(0);
    expect(d.casino.providers.map((p) => p.code)).toContain('meridian');
  });

  it('names sports in the request language', async () => {
    const { sports } = await fetchDictionaries('ru-RU,ru;q=0.9');
    expect(sports[0]?.name).toBe('Футбол');
  });

  it('names countries in the request language, with the dialing code and in that language’s order', async () => {
    const en = await fetchDictionaries('en');
    const ru = await fetchDictionaries('ru-RU,ru;q=0.9');
    expect(en.countries.find((c) => c.code === 'DE')).toMatchObject({
      name: 'Germany',
      name_and_code: 'Germany (+49)',
    });
    expect(ru.countries.find((c) => c.code === 'DE')).toMatchObject({
      name: 'Германия',
      name_and_code: 'Германия (+49)',
    });
    expect(ru.countries.find((c) => c.code === 'GB')?.name).toBe('Великобритания');
    expect(ru.countries.map((c) => c.id).sort()).toEqual(en.countries.map((c) => c.id).sort());
    const ruNames = ru.countries.map((c) => c.name);
    expect(ruNames).toEqual([...ruNames].sort(new Intl.Collator('ru').compare));
    expect(ruNames.indexOf('Австрия')).toBeLessThan(ruNames.indexOf('Германия'));
    const enNames = en.countries.map((c) => c.name);
    expect(enNames).toEqual([...enNames].sort(new Intl.Collator('en').compare));
  });

  it('names currencies in the request language and keeps the stored name where none is known', async () => {
    const en = await fetchDictionaries('en');
    const ru = await fetchDictionaries('ru');
    expect(en.currencies.find((c) => c.code === 'EUR')?.name).toBe('Euro');
    expect(ru.currencies.find((c) => c.code === 'EUR')?.name).toBe('евро');
    expect(ru.currencies.find((c) => c.code === 'RUB')?.name).toBe('российский рубль');
    expect(ru.currencies.find((c) => c.code === 'USDT')?.name).toBe('Tether');
  });

  it('falls back to the stored English name of a country the language does not know', async () => {
    const db = app().database.db;
    const id = 9_901;
    await db
      .insertInto('countries')
      .values({
        id,
        code: 'QZ',
        name: 'Quokka Islands',
        phone_code: '999',
        currency_id: 2,
        currencies: [2],
        language: 'en',
        is_reg_off: false,
        is_blocked: false,
        is_off_change_country: false,
        is_off_wallets: false,
        is_off_mobile_app: false,
        is_off_footer_links: false,
        is_off_curacao: false,
        casino_regular_off: false,
        casino_live_off: false,
      })
      .execute();
    try {
      await app().services.dictionaries.refresh();
      const ru = await fetchDictionaries('ru');
      expect(ru.countries.find((c) => c.id === id)).toMatchObject({
        name: 'Quokka Islands',
        name_and_code: 'Quokka Islands (+999)',
      });
    } finally {
      await db.deleteFrom('countries').where('id', '=', id).execute();
      await app().services.dictionaries.refresh();
    }
  });

  it('serves the flag and icon images it points to', async () => {
    const { countries, sports } = await fetchDictionaries();
    for (const url of [countries[0]!.image, sports[0]!.image, '/static/brand/logo.svg']) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });
});

describe('the dictionaries file a rendered page preloads', () => {
  const app = useApp();

  it('is the answer of the call in its language, kept for good while its name matches the data', async () => {
    const digest = app().services.dictionaries.digest('ru');
    const file = await app().inject({ method: 'GET', url: dictionariesFile('ru', digest) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const call = await app().inject({
      method: 'GET',
      url: '/api/v1/dictionaries',
      headers: { 'accept-language': 'ru' },
    });
    expect(file.json()).toEqual(call.json());
    expect(dictionariesSchema.parse(file.json().payload).sports[0]?.name).toBe('Футбол');
    expect(app().services.dictionaries.digest('en')).not.toBe(digest);
  });

  it('answers an outdated name with the current data, not to be kept, and an unknown language with 404', async () => {
    const old = await app().inject({ method: 'GET', url: dictionariesFile('en', 'outdated') });
    expect([old.statusCode, old.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(dictionariesSchema.parse(old.json().payload).languages.map((l) => l.code)).toEqual(['en', 'ru']);
    const unknown = await app().inject({ method: 'GET', url: dictionariesFile('xx', 'outdated') });
    expect(unknown.statusCode).toBe(404);
  });
});
