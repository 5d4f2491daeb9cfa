/**
 * @module-tag engine
 */
import { describe, expect, it } from 'vitest';
import { useApp } from '../../../test/helper.js';
import {
  adminCall,
  auditOf,
  createDraft,
  draftLifecycleAudit,
  newSignedInOperator,
  operatorClock,
  postWithReason,
} from '../../../test/operators.js';
import { twoNodesEnabled, useTwoNodes } from '../../../test/two-nodes.js';

type App = ReturnType<ReturnType<typeof useApp>>;

const playerGet = (app: App, url: string, language = 'en') =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });
const playerList = async (app: App, query = '', language = 'en') => {
  const res = await playerGet(app, `/offers/articles${query}`, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload.list as Array<{ id: number; title: string; category_ids: number[]; tag_ids: number[] }>;
};
const playerIds = async (app: App, query = '') => (await playerList(app, query)).map((p) => p.id);

const article = (text: string) =>
  `<h2>${text}</h2><p>Read the <a href="/terms/responsible-gaming-policy">rules</a>.</p>`;

const draft = (overrides: Record<string, unknown> = {}) => ({
  image: '/static/promotions/weekly-free-bet.svg',
  category_ids: [],
  tag_ids: [],
  starts_at: '2026-01-01T00:00:00Z',
  ends_at: null,
  promo_code: 'CUPFINAL',
  action: 'link',
  action_path: '/line',
  position: 3,
  titles: { en: 'Cup final boost', ru: 'Буст на финал кубка' },
  descriptions: { en: 'Better odds on the final.', ru: 'Повышенные коэффициенты на финал.' },
  bodies: { en: article('How it works'), ru: article('Как это работает') },
  action_labels: { en: 'Bet now', ru: 'Сделать ставку' },
  ...overrides,
});

const newLabel = async (app: App, token: string, kind: 'categories' | 'tags', slug: string, en: string, ru: string) => {
  const res = await adminCall(app, 'POST', `/content/promotion-${kind}`, {
    token,
    body: { label: { slug, names: { en, ru } }, reason: 'new campaign' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as { id: number; slug: string; names: Record<string, string>; promotion_ids: number[] };
};

describe('promotions in the back office', () => {
  const app = useApp();

  it('a draft is not on the site, the preview shows it, publishing shows it in each language and unpublishing hides it, all in the audit', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const category = await newLabel(app(), editor.token, 'categories', 'esports', 'Esports', 'Киберспорт');
    const tag = await newLabel(app(), editor.token, 'tags', 'boost', 'Boost', 'Буст');

    const promotion = await createDraft(app(), editor.token, '/content/promotions', {
      promotion: draft({ category_ids: [category.id], tag_ids: [tag.id] }),
      reason: 'cup final campaign',
    });
    expect(promotion).toMatchObject({ status: 'draft', has_unpublished_changes: true, published: null });
    expect(await playerIds(app())).not.toContain(promotion.id);
    expect((await playerGet(app(), `/offers/articles/${promotion.id}`)).statusCode).toBe(404);

    const preview = await adminCall(app(), 'GET', `/content/promotions/${promotion.id}/preview?language=ru`, {
      token: editor.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().payload).toEqual({
      id: promotion.id,
      title: 'Буст на финал кубка',
      description: 'Повышенные коэффициенты на финал.',
      image_preview: '/static/promotions/weekly-free-bet.svg',
      category_ids: [category.id],
      tag_ids: [tag.id],
      starts_at: Date.UTC(2026, 0, 1) / 1000,
      ends_at: null,
      is_ended: false,
      campaign: { promo_code: 'CUPFINAL', action: { type: 'link', path: '/line', label: 'Сделать ставку' } },
      body: article('Как это работает'),
    });

    const published = await postWithReason(
      app(),
      editor.token,
      `/content/promotions/${promotion.id}/publish`,
      'campaign starts',
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().payload).toMatchObject({ status: 'published', has_unpublished_changes: false });
    const en = (await playerGet(app(), `/offers/articles/${promotion.id}`)).json().payload;
    expect(en).toMatchObject({ title: 'Cup final boost', body: article('How it works') });
    const ru = (await playerGet(app(), `/offers/articles/${promotion.id}`, 'ru')).json().payload;
    expect(ru).toEqual(preview.json().payload);
    expect(await playerIds(app(), `?category_id=${category.id}&tag_id=${tag.id}`)).toEqual([promotion.id]);
    const ruCategories = (await playerGet(app(), '/offers/categories', 'ru')).json().payload.list;
    expect(ruCategories).toContainEqual({ id: category.id, name: 'Киберспорт', slug: 'esports' });

    // An edit stays in the working copy: players keep the published version until the next publish.
    const edited = await adminCall(app(), 'PUT', `/content/promotions/${promotion.id}`, {
      token: editor.token,
      body: {
        promotion: draft({
          category_ids: [category.id],
          tag_ids: [tag.id],
          titles: { en: 'Cup final: boosted odds', ru: 'Буст на финал кубка' },
        }),
        reason: 'copy',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload).toMatchObject({ status: 'published', has_unpublished_changes: true });
    expect((await playerGet(app(), `/offers/articles/${promotion.id}`)).json().payload.title).toBe('Cup final boost');

    const hidden = await postWithReason(
      app(),
      editor.token,
      `/content/promotions/${promotion.id}/unpublish`,
      'campaign over',
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().payload.status).toBe('archived');
    expect(await playerIds(app())).not.toContain(promotion.id);
    expect((await playerGet(app(), `/offers/articles/${promotion.id}`)).statusCode).toBe(404);
    const again = await postWithReason(app(), editor.token, `/content/promotions/${promotion.id}/unpublish`, 'twice');
    expect(again.statusCode).toBe(409);

    expect(await auditOf(app(), editor.id, `promotion:${promotion.id}`)).toEqual(draftLifecycleAudit('promotion'));
    expect(await auditOf(app(), editor.id, `promotion_category:${category.id}`)).toEqual([
      {
        action: 'content.promotion_category_created',
        reason: 'new campaign',
        before: null,
        after: { slug: 'esports', 'names.en': 'Esports', 'names.ru': 'Киберспорт' },
      },
    ]);
  });

  it('renames a category and a tag in each language, and refuses to delete one a promotion carries', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const category = await newLabel(app(), editor.token, 'categories', 'virtuals', 'Virtuals', 'Виртуалы');
    const tag = await newLabel(app(), editor.token, 'tags', 'vip-only', 'VIP', 'VIP');

    const renamed = await adminCall(app(), 'PUT', `/content/promotion-categories/${category.id}`, {
      token: editor.token,
      body: { names: { en: 'Virtual sports', ru: 'Виртуальный спорт' }, reason: 'clearer name' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().payload).toMatchObject({ slug: 'virtuals', names: { en: 'Virtual sports' } });
    const names = async (call: string, language: string) =>
      (await playerGet(app(), call, language)).json().payload.list.map((i: { name: string }) => i.name);
    expect(await names('/offers/categories', 'ru')).toContain('Виртуальный спорт');
    const tagRenamed = await adminCall(app(), 'PUT', `/content/promotion-tags/${tag.id}`, {
      token: editor.token,
      body: { names: { en: 'VIP club', ru: 'VIP-клуб' }, reason: 'clearer name' },
    });
    expect(tagRenamed.statusCode, tagRenamed.body).toBe(200);
    expect(await names('/offers/tags', 'ru')).toContain('VIP-клуб');

    const { id } = await createDraft(app(), editor.token, '/content/promotions', {
      promotion: draft({ category_ids: [category.id], tag_ids: [tag.id] }),
      reason: 'vip campaign',
    });
    const publish = await postWithReason(app(), editor.token, `/content/promotions/${id}/publish`, 'vip campaign');
    expect(publish.statusCode, publish.body).toBe(200);
    const listed = (await adminCall(app(), 'GET', '/content/promotion-categories', { token: editor.token })).json()
      .payload.list;
    expect(listed.find((c: { id: number }) => c.id === category.id).promotion_ids).toEqual([id]);
    for (const [kind, labelId] of [
      ['categories', category.id],
      ['tags', tag.id],
    ] as const) {
      const refused = await adminCall(app(), 'DELETE', `/content/promotion-${kind}/${labelId}`, {
        token: editor.token,
        body: { reason: 'tidy up' },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toMatch(new RegExp(`on promotion #${id}: take it off it first`));
    }

    // Off the working copy it is still on the site; once unpublished as well, it may go.
    await adminCall(app(), 'PUT', `/content/promotions/${id}`, {
      token: editor.token,
      body: { promotion: draft({ category_ids: [], tag_ids: [] }), reason: 'no longer vip' },
    });
    const onSite = await adminCall(app(), 'DELETE', `/content/promotion-tags/${tag.id}`, {
      token: editor.token,
      body: { reason: 'tidy up' },
    });
    expect(onSite.statusCode).toBe(409);
    await postWithReason(app(), editor.token, `/content/promotions/${id}/unpublish`, 'campaign over');
    const removed = await adminCall(app(), 'DELETE', `/content/promotion-tags/${tag.id}`, {
      token: editor.token,
      body: { reason: 'tidy up' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await names('/offers/tags', 'en')).not.toContain('VIP club');
    const archived = (await adminCall(app(), 'GET', `/content/promotions/${id}`, { token: editor.token })).json();
    expect(archived.payload.published).toMatchObject({ category_ids: [category.id], tag_ids: [] });
    expect((await auditOf(app(), editor.id, `promotion_tag:${tag.id}`)).map((r) => r.action)).toEqual([
      'content.promotion_tag_created',
      'content.promotion_tag_renamed',
      'content.promotion_tag_deleted',
    ]);
  });

  it('refuses bad input with 422 naming the field, and publishing without every language', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const before = await playerIds(app());
    const create = (promotion: unknown) =>
      adminCall(app(), 'POST', '/content/promotions', { token: editor.token, body: { promotion, reason: 'checking' } });
    const errorsOf = async (promotion: unknown) => {
      const res = await create(promotion);
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };

    expect(Object.keys(await errorsOf(draft({ image: 'http://tracker.example/pixel.gif' })))).toEqual([
      'promotion.image',
    ]);
    expect(Object.keys(await errorsOf(draft({ action_path: '//evil.example/' })))).toEqual(['promotion.action_path']);
    expect(await errorsOf(draft({ action_path: null }))).toEqual({
      'promotion.action_path': ['A link button needs the path it leads to.'],
    });
    expect(Object.keys(await errorsOf(draft({ promo_code: 'lower case' })))).toEqual(['promotion.promo_code']);
    expect(await errorsOf(draft({ ends_at: '2025-01-01T00:00:00Z' }))).toEqual({
      'promotion.ends_at': ['After the start.'],
    });
    expect(Object.keys(await errorsOf(draft({ titles: { en: 'x'.repeat(121) } })))).toEqual(['promotion.titles.en']);
    const script = await errorsOf(draft({ bodies: { en: '<p>Hi</p><script>alert(1)</script>' } }));
    expect(script['promotion.bodies.en']?.[0]).toMatch(/<script> is not allowed/);
    expect(await errorsOf(draft({ category_ids: [999_999] }))).toEqual({
      'promotion.category_ids': ['No such category: 999999.'],
    });
    const noReason = await adminCall(app(), 'POST', '/content/promotions', {
      token: editor.token,
      body: { promotion: draft() },
    });
    expect(noReason.statusCode).toBe(422);
    const badSlug = await adminCall(app(), 'POST', '/content/promotion-tags', {
      token: editor.token,
      body: { label: { slug: 'Free Spins', names: { en: 'Free spins' } }, reason: 'checking' },
    });
    expect(Object.keys(badSlug.json().errors).sort()).toEqual(['label.names.ru', 'label.slug']);
    const taken = await adminCall(app(), 'POST', '/content/promotion-categories', {
      token: editor.token,
      body: { label: { slug: 'sport', names: { en: 'Sport 2', ru: 'Спорт 2' } }, reason: 'checking' },
    });
    expect(taken.json().errors).toEqual({ 'label.slug': ['Another category has this address word.'] });

    const english = await create(
      draft({
        titles: { en: 'English only' },
        descriptions: { en: 'Card' },
        bodies: { en: '<p>Only English.</p>' },
        action_labels: { en: 'Bet now' },
      }),
    );
    expect(english.statusCode, english.body).toBe(200);
    const publish = await postWithReason(
      app(),
      editor.token,
      `/content/promotions/${english.json().payload.id}/publish`,
      'too early',
    );
    expect(publish.statusCode).toBe(422);
    expect(publish.json().errors).toEqual({
      'promotion.titles.ru': ['A title in this language is needed to publish.'],
      'promotion.descriptions.ru': ['A card text in this language is needed to publish.'],
      'promotion.bodies.ru': ['An article in this language is needed to publish.'],
      'promotion.action_labels.ru': ['A button label in this language is needed to publish.'],
    });
    expect(await playerIds(app())).toEqual(before);
    const missing = await postWithReason(
      app(),
      editor.token,
      '/content/promotions/999999/publish',
      'no such promotion',
    );
    expect(missing.statusCode).toBe(404);
  });

  it('only a role with content.manage reads or changes promotions, categories and tags', async () => {
    const clock = operatorClock(app());
    const marketer = await newSignedInOperator(app(), clock, 'marketing');
    const before = await playerIds(app());
    const calls: Array<[Parameters<typeof adminCall>[1], string, unknown?]> = [
      ['GET', '/content/promotions'],
      ['POST', '/content/promotions', { promotion: draft(), reason: 'not mine to do' }],
      ['POST', `/content/promotions/${before[0]}/unpublish`, { reason: 'not mine to do' }],
      ['GET', '/content/promotion-categories'],
      ['POST', '/content/promotion-tags', { label: { slug: 'x', names: { en: 'x', ru: 'x' } }, reason: 'not mine' }],
      ['DELETE', '/content/promotion-tags/1', { reason: 'not mine to do' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await adminCall(app(), method, url, { token: marketer.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await playerIds(app())).toEqual(before);
  });

  it('the demo promotions are published through the desk, and the players’ calls answer no-cache', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const listed = (await adminCall(app(), 'GET', '/content/promotions', { token: editor.token })).json().payload.list;
    expect(listed.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7]));
    for (const id of [1, 2, 3, 4, 5, 6, 7]) {
      expect(listed.find((p: { id: number }) => p.id === id)).toMatchObject({
        status: 'published',
        has_unpublished_changes: false,
      });
    }
    const sports = (await adminCall(app(), 'GET', '/content/promotion-categories', { token: editor.token })).json()
      .payload.list[0];
    expect(sports).toMatchObject({ slug: 'sport', names: { en: 'Sport', ru: 'Спорт' }, promotion_ids: [1, 3, 5, 7] });
    for (const url of ['/offers/articles', '/offers/articles/1', '/offers/categories', '/offers/tags']) {
      expect((await playerGet(app(), url)).headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe.runIf(twoNodesEnabled)('a promotion published on one node', () => {
  const nodes = useTwoNodes();

  it('is served by the other node at its next request, and withdrawn there as well', async () => {
    const { a, b } = nodes();
    const clock = operatorClock(a);
    const editor = await newSignedInOperator(a, clock, 'content');
    const { id } = await createDraft(a, editor.token, '/content/promotions', {
      promotion: draft({ titles: { en: 'Both nodes', ru: 'Оба узла' } }),
      reason: 'two nodes',
    });
    expect(await playerIds(b)).not.toContain(id);
    const publish = await postWithReason(a, editor.token, `/content/promotions/${id}/publish`, 'two nodes');
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await playerList(b, '', 'ru')).find((p) => p.id === id)?.title).toBe('Оба узла');

    const hide = await postWithReason(a, editor.token, `/content/promotions/${id}/unpublish`, 'two nodes');
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await playerIds(b)).not.toContain(id);
  });
});
