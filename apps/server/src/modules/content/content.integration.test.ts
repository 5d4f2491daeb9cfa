import { POLICY_PAGE_IDS } from '@meridian/contract/constants';
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';

describe('content pages and banners', () => {
  const app = useApp();

  const get = (url: string, language = 'en') =>
    app().inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('lists the seven policy pages of the footer in order', async () => {
    const res = await get('/api/v1/content/pages');
    expect(res.statusCode).toBe(200);
    expect(res.json().payload.list.map((p: { id: string }) => p.id)).toEqual([...POLICY_PAGE_IDS]);
  });

  it('answers each page as the first item of the list, with real text in both languages', async () => {
    for (const id of POLICY_PAGE_IDS) {
      const en = (await get(`/api/v1/content/pages/${id}`)).json().payload.list[0];
      const ru = (await get(`/api/v1/content/pages/${id}`, 'ru')).json().payload.list[0];
      expect(en.id).toBe(id);
      expect(en.body.split(/\s+/).length, id).toBeGreaterThan(400);
      expect(en.body).not.toMatch(/<script|style=|on\w+=/i);
      expect(ru.title).toMatch(/[а-я]/i);
      expect(ru.body).not.toBe(en.body);
    }
  });

  it('answers 404 in the envelope for an unknown page and 422 for a malformed id', async () => {
    const missing = await get('/api/v1/content/pages/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ payload: null, errors: null, message: 'Page not found', code: 'NotFound' });
    const malformed = await get('/api/v1/content/pages/..%2Fetc');
    expect(malformed.statusCode).toBe(422);
  });

  it('lists banners with images that exist, in the request language', async () => {
    const en = (await get('/api/v1/content/banners')).json().payload.list;
    const ru = (await get('/api/v1/content/banners', 'ru')).json().payload.list;
    expect(en.length).toBeGreaterThanOrEqual(3);
    expect(ru[0].title).not.toBe(en[0].title);
    for (const banner of en) {
      expect(banner.path).toMatch(/^\//);
      expect((await get(banner.image)).statusCode).toBe(200);
    }
  });
});
