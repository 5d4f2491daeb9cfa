/**
 * @module-tag engine
 */
import { POLICY_PAGE_IDS } from '@meridian/contract/constants';
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

const playerGet = async (app: App, url: string, language = 'en') => {
  const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload;
};
const playerBanners = async (app: App, language = 'en') =>
  (await playerGet(app, '/content/banners', language)).list as Array<{ id: number; title: string; path: string }>;

const draft = (overrides: Record<string, unknown> = {}) => ({
  image: '/static/banners/live-football.svg',
  path: '/promotions/5',
  titles: { en: 'Cup final boost', ru: 'Буст на финал кубка' },
  descriptions: { en: 'Better odds on the final.', ru: 'Повышенные коэффициенты на финал.' },
  position: 0,
  starts_at: null,
  ends_at: null,
  ...overrides,
});

describe('banners in the back office', () => {
  const app = useApp();

  it('a draft is not on the site, the preview shows it, publishing shows it in each language and unpublishing hides it, all in the audit', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const banner = await createDraft(app(), editor.token, '/content/banners', {
      banner: draft(),
      reason: 'cup final campaign',
    });
    expect(banner).toMatchObject({ status: 'draft', has_unpublished_changes: true, published: null });
    expect((await playerBanners(app())).map((b) => b.id)).not.toContain(banner.id);

    const preview = await adminCall(app(), 'GET', `/content/banners/${banner.id}/preview?language=ru`, {
      token: editor.token,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().payload).toEqual({
      list: [
        {
          id: banner.id,
          image: '/static/banners/live-football.svg',
          title: 'Буст на финал кубка',
          description: 'Повышенные коэффициенты на финал.',
          path: '/promotions/5',
        },
      ],
    });

    const published = await postWithReason(
      app(),
      editor.token,
      `/content/banners/${banner.id}/publish`,
      'campaign starts',
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().payload).toMatchObject({ status: 'published', has_unpublished_changes: false });
    const shown = <T extends { id: number }>(list: T[]) => list.find((b) => b.id === banner.id);
    expect(shown(await playerBanners(app()))).toMatchObject({ title: 'Cup final boost', path: '/promotions/5' });
    expect(shown(await playerBanners(app(), 'ru'))).toMatchObject({ title: 'Буст на финал кубка' });

    // An edit stays a draft: players keep the published version until the next publish.
    const edited = await adminCall(app(), 'PUT', `/content/banners/${banner.id}`, {
      token: editor.token,
      body: { banner: draft({ titles: { en: 'Cup final: boosted odds', ru: 'Буст на финал кубка' } }), reason: 'copy' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().payload).toMatchObject({ status: 'published', has_unpublished_changes: true });
    expect(shown(await playerBanners(app()))?.title).toBe('Cup final boost');

    const hidden = await postWithReason(
      app(),
      editor.token,
      `/content/banners/${banner.id}/unpublish`,
      'campaign over',
    );
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().payload.status).toBe('archived');
    expect((await playerBanners(app())).map((b) => b.id)).not.toContain(banner.id);
    const again = await postWithReason(app(), editor.token, `/content/banners/${banner.id}/unpublish`, 'twice');
    expect(again.statusCode).toBe(409);

    expect(await auditOf(app(), editor.id, `banner:${banner.id}`)).toEqual(draftLifecycleAudit('banner'));
  });

  it('shows a published banner only between its dates, by the clock of each request', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const now = Date.parse('2030-06-01T12:00:00Z');
    app().services.content.now = () => now;
    try {
      const { id } = await createDraft(app(), editor.token, '/content/banners', {
        banner: draft({ starts_at: '2030-06-02T00:00:00Z', ends_at: '2030-06-03T00:00:00Z' }),
        reason: 'weekend only',
      });
      const publish = await postWithReason(app(), editor.token, `/content/banners/${id}/publish`, 'scheduled');
      expect(publish.statusCode, publish.body).toBe(200);
      expect((await playerBanners(app())).map((b) => b.id)).not.toContain(id);
      app().services.content.now = () => Date.parse('2030-06-02T08:00:00Z');
      expect((await playerBanners(app())).map((b) => b.id)).toContain(id);
      app().services.content.now = () => Date.parse('2030-06-03T00:00:00Z');
      expect((await playerBanners(app())).map((b) => b.id)).not.toContain(id);
    } finally {
      app().services.content.now = Date.now;
    }
  });

  it('refuses bad input with 422 naming the field, and publishing without every language’s title', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const before = await playerBanners(app());
    const create = (banner: unknown) =>
      adminCall(app(), 'POST', '/content/banners', { token: editor.token, body: { banner, reason: 'checking' } });

    const badLink = await create(draft({ path: 'javascript:alert(1)' }));
    expect(badLink.statusCode).toBe(422);
    expect(Object.keys(badLink.json().errors)).toEqual(['banner.path']);
    expect((await create(draft({ path: '//evil.example/' }))).statusCode).toBe(422);
    expect((await create(draft({ image: 'http://tracker.example/pixel.gif' }))).statusCode).toBe(422);
    const long = await create(draft({ titles: { en: 'x'.repeat(81) } }));
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['banner.titles.en']);
    const dates = await create(draft({ starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }));
    expect(dates.json().errors).toEqual({ 'banner.ends_at': ['After the start.'] });
    const noReason = await adminCall(app(), 'POST', '/content/banners', {
      token: editor.token,
      body: { banner: draft() },
    });
    expect(noReason.statusCode).toBe(422);

    const english = await create(draft({ titles: { en: 'English only' } }));
    expect(english.statusCode, english.body).toBe(200);
    const id = english.json().payload.id;
    const publish = await postWithReason(app(), editor.token, `/content/banners/${id}/publish`, 'too early');
    expect(publish.statusCode).toBe(422);
    expect(publish.json().errors).toEqual({ 'banner.titles.ru': ['A title in this language is needed to publish.'] });
    expect(await playerBanners(app())).toEqual(before);
    expect(
      (await postWithReason(app(), editor.token, '/content/banners/999999/publish', 'no such banner')).statusCode,
    ).toBe(404);
  });

  it('answers no-cache on the players’ content calls, so no cache keeps a withdrawn banner', async () => {
    for (const url of ['/api/v1/content/banners', '/api/v1/content/pages', '/api/v1/content/pages/aml-policy']) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('only a role with content.manage reads or changes content', async () => {
    const clock = operatorClock(app());
    const trader = await newSignedInOperator(app(), clock, 'trader');
    const before = await playerBanners(app());
    expect((await adminCall(app(), 'GET', '/content/banners', { token: trader.token })).statusCode).toBe(403);
    const create = await adminCall(app(), 'POST', '/content/banners', {
      token: trader.token,
      body: { banner: draft(), reason: 'not mine to do' },
    });
    expect(create.statusCode).toBe(403);
    const id = before[0]?.id;
    const hide = await postWithReason(app(), trader.token, `/content/banners/${id}/unpublish`, 'not mine to do');
    expect(hide.statusCode).toBe(403);
    const page = await adminCall(app(), 'PUT', '/content/pages/aml-policy', {
      token: trader.token,
      body: { page: { titles: { en: 'x' }, bodies: { en: '<p>x</p>' } }, reason: 'not mine to do' },
    });
    expect(page.statusCode).toBe(403);
    expect(await playerBanners(app())).toEqual(before);
  });

  it('the demo banners and pages are published content an operator can edit', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const listed = (await adminCall(app(), 'GET', '/content/banners', { token: editor.token })).json().payload;
    expect(listed.refresh_ms).toBeGreaterThan(0);
    const demo = listed.list.find((b: { image: string }) => b.image === '/static/banners/welcome-bonus.svg');
    expect(demo).toMatchObject({ status: 'published', has_unpublished_changes: false });
    const pages = (await adminCall(app(), 'GET', '/content/pages', { token: editor.token })).json().payload.list;
    expect(pages.map((p: { id: string }) => p.id)).toEqual([...POLICY_PAGE_IDS]);
    for (const page of pages) expect(page.has_unpublished_changes).toBe(false);
  });
});

describe('policy pages in the back office', () => {
  const app = useApp();

  const body = (text: string) => `<h2>${text}</h2><p>See the <a href="/terms/kyc-policy">KYC policy</a>.</p>`;

  it('a saved draft is previewed, not served; once published it is served in each language and kept in the audit', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const served = (await playerGet(app(), '/content/pages/aml-policy')).list[0];
    const current = (await adminCall(app(), 'GET', '/content/pages/aml-policy', { token: editor.token })).json()
      .payload;
    expect(current.titles.en).toBe(served.title);
    expect(current.bodies.en).toBe(served.body);

    const page = {
      titles: { en: 'AML policy (2027)', ru: 'Политика ПОД/ФТ (2027)' },
      bodies: { en: body('Purpose'), ru: body('Цель') },
    };
    const saved = await adminCall(app(), 'PUT', '/content/pages/aml-policy', {
      token: editor.token,
      body: { page, reason: 'yearly review' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().payload).toMatchObject({ has_unpublished_changes: true, titles: page.titles });
    expect((await playerGet(app(), '/content/pages/aml-policy')).list[0].title).toBe(served.title);

    const preview = await adminCall(app(), 'GET', '/content/pages/aml-policy/preview?language=ru', {
      token: editor.token,
    });
    expect(preview.json().payload).toEqual({
      list: [{ id: 'aml-policy', title: 'Политика ПОД/ФТ (2027)', body: body('Цель') }],
    });

    const published = await postWithReason(
      app(),
      editor.token,
      '/content/pages/aml-policy/publish',
      'approved by compliance',
    );
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().payload.has_unpublished_changes).toBe(false);
    expect((await playerGet(app(), '/content/pages/aml-policy')).list[0]).toEqual({
      id: 'aml-policy',
      title: 'AML policy (2027)',
      body: body('Purpose'),
    });
    expect((await playerGet(app(), '/content/pages/aml-policy', 'ru')).list[0].title).toBe('Политика ПОД/ФТ (2027)');
    const list = (await playerGet(app(), '/content/pages')).list;
    expect(list.map((p: { id: string }) => p.id)).toEqual([...POLICY_PAGE_IDS]);

    const trail = await auditOf(app(), editor.id, 'page:aml-policy');
    expect(trail.map((r) => [r.action, r.reason])).toEqual([
      ['content.page_changed', 'yearly review'],
      ['content.page_published', 'approved by compliance'],
    ]);
    expect(trail[0]?.after).toMatchObject({ 'titles.en': 'AML policy (2027)', 'bodies.ru': body('Цель') });
    expect(trail[0]?.before).toMatchObject({ 'titles.en': served.title });
  });

  it('refuses a body with script, styles or outside links, and publishing without every language', async () => {
    const clock = operatorClock(app());
    const editor = await newSignedInOperator(app(), clock, 'content');
    const put = (page: unknown) =>
      adminCall(app(), 'PUT', '/content/pages/kyc-policy', { token: editor.token, body: { page, reason: 'checking' } });
    const script = await put({ titles: { en: 'KYC' }, bodies: { en: '<p>Hi</p><script>alert(1)</script>' } });
    expect(script.statusCode).toBe(422);
    expect(script.json().errors['page.bodies.en'][0]).toMatch(/<script> is not allowed/);
    const link = await put({ titles: { en: 'KYC' }, bodies: { en: '<p><a href="https://evil.example">x</a></p>' } });
    expect(link.statusCode).toBe(422);
    expect((await put({ titles: { en: 'x'.repeat(121) }, bodies: { en: '<p>x</p>' } })).statusCode).toBe(422);
    expect(
      (
        await adminCall(app(), 'PUT', '/content/pages/no-such-page', {
          token: editor.token,
          body: { page: {}, reason: 'x y z' },
        })
      ).statusCode,
    ).toBe(422);

    const english = await put({ titles: { en: 'KYC policy' }, bodies: { en: '<p>Only English.</p>' } });
    expect(english.statusCode, english.body).toBe(200);
    const publish = await postWithReason(app(), editor.token, '/content/pages/kyc-policy/publish', 'too early');
    expect(publish.statusCode).toBe(422);
    expect(publish.json().errors).toEqual({
      'page.titles.ru': ['A title in this language is needed to publish.'],
      'page.bodies.ru': ['A text in this language is needed to publish.'],
    });
    expect((await playerGet(app(), '/content/pages/kyc-policy')).list[0].body).not.toBe('<p>Only English.</p>');
  });
});

describe.runIf(twoNodesEnabled)('content published on one node', () => {
  const nodes = useTwoNodes();

  it('reaches the other node’s banners and pages at its next refresh', async () => {
    const { a, b } = nodes();
    const clock = operatorClock(a);
    const editor = await newSignedInOperator(a, clock, 'content');
    const { id } = await createDraft(a, editor.token, '/content/banners', {
      banner: draft({ titles: { en: 'Both nodes', ru: 'Оба узла' } }),
      reason: 'two nodes',
    });
    const publish = await postWithReason(a, editor.token, `/content/banners/${id}/publish`, 'two nodes');
    expect(publish.statusCode, publish.body).toBe(200);
    expect((await playerBanners(a)).map((x) => x.id)).toContain(id);
    expect((await playerBanners(b)).map((x) => x.id)).not.toContain(id);
    // The other node's reference refresh (REFERENCE_REFRESH_MS, a timer on every node), run now.
    await b.services.content.refresh();
    expect((await playerBanners(b, 'ru')).find((x) => x.id === id)?.title).toBe('Оба узла');

    const page = {
      titles: { en: 'Underage (both)', ru: 'Несовершеннолетние (оба)' },
      bodies: { en: '<p>A</p>', ru: '<p>Б</p>' },
    };
    await adminCall(a, 'PUT', '/content/pages/underage-policy', {
      token: editor.token,
      body: { page, reason: 'two nodes' },
    });
    const pagePublish = await postWithReason(a, editor.token, '/content/pages/underage-policy/publish', 'two nodes');
    expect(pagePublish.statusCode, pagePublish.body).toBe(200);
    await b.services.content.refresh();
    expect((await playerGet(b, '/content/pages/underage-policy', 'ru')).list[0].title).toBe('Несовершеннолетние (оба)');

    const hide = await postWithReason(a, editor.token, `/content/banners/${id}/unpublish`, 'two nodes');
    expect(hide.statusCode, hide.body).toBe(200);
    await b.services.content.refresh();
    expect((await playerBanners(b)).map((x) => x.id)).not.toContain(id);
  });
});
