import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';

interface Promotion {
  id: number;
  title: string;
  description: string;
  image_preview: string;
  category_ids: number[];
  tag_ids: number[];
  starts_at: number;
  ends_at: number | null;
  is_ended: boolean;
  campaign: {
    promo_code: string | null;
    action: { type: string; path: string | null; label: string | null } | null;
  } | null;
}

const ids = (list: Promotion[]) => list.map((p) => p.id);
/** Text as a reader sees it: tags dropped, no-break spaces (which keep "100 €" on one line) as spaces. */
const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' ');

describe('promotions', () => {
  const app = useApp();

  const get = (url: string, language = 'en') =>
    app().inject({ method: 'GET', url, headers: { 'accept-language': language } });
  const list = async (query = '', language = 'en'): Promise<Promotion[]> => {
    const res = await get(`/api/v1/offers/articles${query}`, language);
    expect(res.statusCode).toBe(200);
    return res.json().payload.list;
  };
  const idOf = async (call: 'categories' | 'tags', name: string) => {
    const found = (await get(`/api/v1/offers/${call}`))
      .json()
      .payload.list.find((i: { name: string }) => i.name === name);
    expect(found, name).toBeDefined();
    return found.id as number;
  };

  it('lists the seven promotions, running ones first and the ended one last, with their art', async () => {
    const en = await list();
    expect(en.map((p) => plain(p.title))).toEqual([
      'Sports welcome bonus: 100 % up to €100',
      'Casino welcome bonus: 100 % up to €200',
      'Weekly free bet: €5 every Monday',
      '50 free spins on Lucky Orchard',
      '€10 sports bonus with code MERIDIAN10',
      'Live casino cashback Friday: 10 % back',
      'Euro Nights reload: 50 % up to €50',
    ]);
    expect(en.map((p) => p.is_ended)).toEqual([false, false, false, false, false, false, true]);
    const ended = en[6]!;
    expect(ended.ends_at).toBe(Date.UTC(2026, 9, 1) / 1000);
    expect(ended.starts_at).toBe(Date.UTC(2026, 8, 1) / 1000);
    // An ended promotion offers nothing to take part in, not even its old code.
    expect(ended.campaign).toBeNull();
    for (const promotion of en) {
      expect(promotion.description.length, promotion.title).toBeGreaterThan(40);
      expect(promotion.category_ids.length, promotion.title).toBe(1);
      const image = await get(promotion.image_preview);
      expect(image.statusCode, promotion.image_preview).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('answers in the request language, with the same promotions in the same order', async () => {
    const en = await list();
    const ru = await list('', 'ru');
    expect(ids(ru)).toEqual(ids(en));
    for (const [index, promotion] of ru.entries()) {
      expect(promotion.title).toMatch(/[а-я]/i);
      expect(promotion.description).not.toBe(en[index]!.description);
    }
    expect(ru[2]!.campaign?.action).toEqual({ type: 'link', path: '/line', label: 'Сделать ставку' });
  });

  it('carries each promotion’s code and button', async () => {
    const byId = new Map((await list()).map((p) => [p.id, p]));
    expect(byId.get(1)!.campaign).toEqual({ promo_code: null, action: { type: 'join', path: null, label: null } });
    expect(byId.get(2)!.campaign).toEqual({ promo_code: null, action: { type: 'join', path: null, label: null } });
    expect(byId.get(4)!.campaign).toEqual({
      promo_code: 'SPINS50',
      action: { type: 'link', path: '/casino/games?category=1', label: 'Go to slots' },
    });
    expect(byId.get(5)!.campaign?.promo_code).toBe('MERIDIAN10');
    expect(byId.get(6)!.campaign?.action).toMatchObject({ type: 'link', path: '/live-casino/games' });
  });

  it('filters by category, by tag and by both, and pages with limit and offset', async () => {
    const sport = await idOf('categories', 'Sport');
    const casino = await idOf('categories', 'Casino');
    const live = await idOf('categories', 'Live casino');
    const promoCode = await idOf('tags', 'Promo code');
    const welcome = await idOf('tags', 'Welcome');

    expect(ids(await list(`?category_id=${sport}`))).toEqual([1, 3, 5, 7]);
    expect(ids(await list(`?category_id=${casino}`))).toEqual([2, 4]);
    expect(ids(await list(`?category_id=${live}`))).toEqual([6]);
    expect(ids(await list(`?tag_id=${promoCode}`))).toEqual([4, 5, 7]);
    expect(ids(await list(`?tag_id=${welcome}`))).toEqual([1, 2]);
    expect(ids(await list(`?category_id=${sport}&tag_id=${promoCode}`))).toEqual([5, 7]);
    expect(ids(await list('?category_id=999'))).toEqual([]);
    expect(ids(await list('?limit=2&offset=1'))).toEqual([2, 3]);
    expect((await get('/api/v1/offers/articles?category_id=sport')).statusCode).toBe(422);
    expect((await get('/api/v1/offers/articles?limit=0')).statusCode).toBe(422);
  });

  it('answers an article with its terms, in safe HTML, in both languages', async () => {
    for (const { id } of await list()) {
      const en = (await get(`/api/v1/offers/articles/${id}`)).json().payload;
      const ru = (await get(`/api/v1/offers/articles/${id}`, 'ru')).json().payload;
      expect(en.id).toBe(id);
      expect(en.body.split(/\s+/).length, String(id)).toBeGreaterThan(250);
      expect(en.body).not.toMatch(/<script|<img|<iframe|style=|on\w+=|href="(?!\/)/i);
      expect(en.body).not.toMatch(/lorem/i);
      expect(en.body).toContain('/terms/responsible-gaming-policy');
      expect(ru.title).toMatch(/[а-я]/i);
      expect(ru.body).toContain('/terms/responsible-gaming-policy');
      expect(ru.body).not.toBe(en.body);
    }
  });

  it('states each campaign’s numbers in its article', async () => {
    const body = async (id: number, language = 'en') =>
      (await get(`/api/v1/offers/articles/${id}`, language)).json().payload.body as string;
    const facts: Record<number, string[]> = {
      1: ['100 %', '€100', '5 times', '1.50', 'total odds', '30 days', 'Sports bonus'],
      2: ['100 %', '€200', '30 × the bonus', 'slots count 100 %', '10 %', '30 days', '5 times the bonus'],
      3: ['€25', 'Monday 00:00 and Sunday 23:59 UTC', '€5 free bet', '7 days'],
      4: ['SPINS50', '50 free spins', '€0.20', 'Lucky Orchard', '20 × what the spins won', '7 days'],
      5: ['MERIDIAN10', '€10', '3 ×', '1.80', 'at least 2 selections', '14 days', 'once per player', '1,000 players'],
      6: ['10 %', 'Friday', 'live casino tables', '€50', '1 × the cashback'],
      7: ['This promotion has ended', '50 %', '€50', '1 to 30 September 2026'],
    };
    for (const [id, expected] of Object.entries(facts)) {
      const text = plain(await body(Number(id))).toLowerCase();
      for (const fact of expected) expect(text, `${id}: ${fact}`).toContain(fact.toLowerCase());
    }
    expect(plain(await body(4, 'ru'))).toContain('0,20 €');
    expect(plain(await body(5, 'ru'))).toContain('1 000 игроков');
  });

  it('answers 404 in the envelope for an unknown promotion and 422 for a malformed id', async () => {
    const missing = await get('/api/v1/offers/articles/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ payload: null, errors: null, message: 'Promotion not found', code: 'NotFound' });
    expect((await get('/api/v1/offers/articles/abc')).statusCode).toBe(422);
    expect((await get('/api/v1/offers/articles/0')).statusCode).toBe(422);
  });

  it('lists the categories and tags, named in the request language', async () => {
    const categories = (await get('/api/v1/offers/categories')).json().payload.list;
    expect(categories).toEqual([
      { id: 1, name: 'Sport', slug: 'sport' },
      { id: 2, name: 'Casino', slug: 'casino' },
      { id: 3, name: 'Live casino', slug: 'live-casino' },
    ]);
    const ruCategories = (await get('/api/v1/offers/categories', 'ru')).json().payload.list;
    expect(ruCategories.map((c: { name: string }) => c.name)).toEqual(['Спорт', 'Казино', 'Live-казино']);

    const tags = (await get('/api/v1/offers/tags')).json().payload.list;
    expect(tags.map((t: { name: string }) => t.name)).toEqual([
      'Welcome',
      'Free bet',
      'Free spins',
      'Promo code',
      'Weekly',
      'Cashback',
      'Reload',
    ]);
    const ruTags = (await get('/api/v1/offers/tags', 'ru')).json().payload.list;
    expect(ruTags.map((t: { id: number }) => t.id)).toEqual(tags.map((t: { id: number }) => t.id));
    expect(ruTags[0].name).toBe('Приветственные');
    // Every promotion is filed under categories and tags that exist.
    const known = {
      categories: new Set(categories.map((c: { id: number }) => c.id)),
      tags: new Set(tags.map((t: { id: number }) => t.id)),
    };
    for (const promotion of await list()) {
      for (const id of promotion.category_ids) expect(known.categories.has(id)).toBe(true);
      for (const id of promotion.tag_ids) expect(known.tags.has(id)).toBe(true);
    }
  });

  it('is where the top page’s banners lead', async () => {
    const banners: Array<{ path: string }> = (await get('/api/v1/content/banners')).json().payload.list;
    const articles = banners.map((b) => /^\/promotions\/(\d+)$/.exec(b.path)?.[1]).filter(Boolean);
    expect(articles.length).toBeGreaterThanOrEqual(2);
    for (const id of articles) expect((await get(`/api/v1/offers/articles/${id}`)).statusCode).toBe(200);
  });

  it('documents the calls as public, with their error answers', async () => {
    const doc = (await get('/api/docs/json')).json();
    const operations = {
      list: doc.paths['/api/v1/offers/articles'].get,
      article: doc.paths['/api/v1/offers/articles/{id}'].get,
      categories: doc.paths['/api/v1/offers/categories'].get,
      tags: doc.paths['/api/v1/offers/tags'].get,
    };
    for (const operation of Object.values(operations)) {
      expect(operation.security).toEqual([]);
      expect(operation.tags).toEqual(['offers']);
    }
    expect(operations.list.responses['422'].$ref).toBe('#/components/responses/ValidationError');
    expect(operations.article.responses['404'].$ref).toBe('#/components/responses/NotFound');
    expect(operations.article.responses['422'].$ref).toBe('#/components/responses/ValidationError');
    expect(doc.tags.find((tag: { name: string }) => tag.name === 'offers').description).toMatch(/Promotions/);
  });
});
