import { dictionariesSchema } from '@meridian/contract/dictionaries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../../test/helper.js';

describe('GET /dictionaries', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app.close());

  const fetchDictionaries = async (language = 'en') => {
    const res = await app.inject({
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

  it('serves the flag and icon images it points to', async () => {
    const { countries, sports } = await fetchDictionaries();
    for (const url of [countries[0]!.image, sports[0]!.image, '/static/brand/logo.svg']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
