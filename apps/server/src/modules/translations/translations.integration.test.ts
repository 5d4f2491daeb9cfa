import { en } from '@meridian/contract/locales/en';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';

describe('GET /translations', () => {
  const app = useApp();

  const texts = async (language: string) => {
    const res = await app().inject({
      method: 'GET',
      url: `/api/v1/translations?module=site&language_code=${language}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().payload as { module: string; language_code: string; texts: Record<string, string> };
  };

  it('answers the English texts of the site module', async () => {
    const payload = await texts('en');
    expect(payload.module).toBe('site');
    expect(payload.texts['state.maintenance.title']).toBe('Maintenance in Progress');
    expect(Object.keys(payload.texts).length).toBe(Object.keys(en).length);
  });

  it('answers Russian texts, with a value for every English key', async () => {
    const payload = await texts('ru');
    expect(payload.texts['state.maintenance.title']).not.toBe('Maintenance in Progress');
    expect(payload.texts['state.maintenance.title']).toMatch(/[а-я]/i);
    for (const key of Object.keys(en)) {
      if (/_(one|other)$/.test(key)) continue;
      expect(payload.texts[key], key).toBeTruthy();
    }
  });

  it('falls back to English for a language without texts', async () => {
    const payload = await texts('de');
    expect(payload.language_code).toBe('de');
    expect(payload.texts['state.notFound.title']).toBe('Oops, Page Not Found');
  });

  it('rejects an unknown module', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/v1/translations?module=admin&language_code=en' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.module).toBeDefined();
  });
});
