import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { openApp } from './support/app.ts';
import { adminOverApi, field, openDesk, operatorOverApi } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 120_000 });

/** Fills a dialog's fields by label, types the reason and confirms with `confirm`. */
async function confirmDialog(desk: Page, name: string, confirm: string, fields: Record<string, string> = {}) {
  const dialog = desk.getByRole('dialog', { name });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(field(label)).fill(value);
  await dialog.getByLabel(field('Reason')).fill('esports week campaign');
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The operator API as the journey's operator, for what the journey leaves behind. */
function operatorApi(request: APIRequestContext, token: string) {
  const url = (path: string) => `${serverUrl('normal')}/api/admin/v1/content/${path}`;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await (await request.get(url(path), { headers })).json()).payload,
    send: async (method: 'POST' | 'PUT' | 'DELETE', path: string, data: object) => {
      const res = await request.fetch(url(path), { method, headers, data });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()).payload;
    },
  };
}

test('a content operator publishes a promotion in a new category with a tag, and the player’s promotions page shows it', async ({
  page,
  request,
  browser,
}) => {
  const admin = await adminOverApi(request);
  const editor = await operatorOverApi(request, admin, 'content');
  const desk = await openDesk(browser, editor, 'content');
  const api = operatorApi(request, editor.token);
  const suffix = Date.now().toString(36);
  const category = `Esports ${suffix}`;
  const tag = `Weekend ${suffix}`;
  const title = `Esports week boost ${suffix}`;
  try {
    await expect(desk.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await desk.getByRole('tab', { name: 'Categories and tags' }).click();
    await expect(desk.getByRole('table', { name: 'Categories' }).getByText('Live casino')).toBeVisible();

    await desk.getByRole('button', { name: 'New category' }).click();
    await confirmDialog(desk, 'New category', 'Create', {
      'Name (English)': category,
      'Name (Russian)': `Киберспорт ${suffix}`,
    });
    await expect(desk.getByText(`“${category}” created.`)).toBeVisible();
    // The address word was made from the English name.
    await expect(desk.getByRole('table', { name: 'Categories' }).getByText(`esports-${suffix}`)).toBeVisible();

    await desk.getByRole('button', { name: 'New tag' }).click();
    await confirmDialog(desk, 'New tag', 'Create', {
      'Name (English)': tag,
      'Name (Russian)': `Выходные ${suffix}`,
    });
    await expect(desk.getByRole('table', { name: 'Tags' }).getByText(tag)).toBeVisible();

    await desk.getByRole('tab', { name: 'Promotions' }).click();
    await expect(
      desk.getByRole('table', { name: 'Promotions' }).getByText('Weekly free bet: €5 every Monday'),
    ).toBeVisible();
    await desk.getByRole('button', { name: 'New promotion' }).click();
    await desk.getByLabel(field('Artwork')).fill('/static/promotions/sports-bonus-code.svg');
    await desk.getByRole('checkbox', { name: category }).check();
    await desk.getByRole('checkbox', { name: tag }).check();
    await desk.getByRole('textbox', { name: field('Promo code') }).fill('ESPORTS10');
    await desk.getByLabel(field('Title')).fill(title);
    await desk.getByLabel(field('Card text')).fill('Boosted odds on every esports final this week.');
    await desk.getByLabel(field('Article (HTML)')).fill('<h2>How it works</h2><p>Bet on any esports final.</p>');
    await desk.getByRole('tab', { name: /Russian/ }).click();
    await desk.getByLabel(field('Title')).fill(`Буст недели киберспорта ${suffix}`);
    await desk.getByLabel(field('Card text')).fill('Повышенные коэффициенты на все финалы недели.');
    await desk.getByLabel(field('Article (HTML)')).fill('<h2>Как это работает</h2><p>Ставьте на любой финал.</p>');

    await desk.getByRole('button', { name: 'Save draft', exact: true }).click();
    await confirmDialog(desk, 'Save the draft', 'Save draft');
    await expect(desk.getByText('Draft saved. Players still see the published version.')).toBeVisible();
    // The preview is the players' answer for the tab's language.
    await expect(desk.getByRole('article', { name: /^Promotion card preview: Буст недели/ })).toBeVisible();
    await desk.getByRole('tab', { name: /English/ }).click();
    const card = desk.getByRole('article', { name: `Promotion card preview: ${title}` });
    await expect(card).toContainText(category);
    await expect(desk.getByText('Promo code ESPORTS10')).toBeVisible();
    await expect(desk.getByText('Players do not see this promotion: it is not published.')).toBeVisible();
    await desk.screenshot({ path: test.info().outputPath('promotion-editor.png'), fullPage: true });

    await desk.getByRole('button', { name: 'Publish', exact: true }).click();
    await confirmDialog(desk, 'Publish the promotion', 'Publish');
    await expect(desk.getByText('Published: players see it now, on every node.')).toBeVisible();
    await expect(desk.getByText('Players see the published version.')).toBeVisible();

    await openApp(page, '/promotions');
    const list = page.getByRole('list', { name: 'Promotions' });
    await expect(list.getByRole('article', { name: new RegExp(`^${title}`) })).toContainText(category);
    await page.getByRole('group', { name: 'Promotion categories' }).getByRole('button', { name: category }).click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await list.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to take part' }).getByText('ESPORTS10')).toBeVisible();
  } finally {
    // The journeys share this server: the promotion comes off the site, and its category and tag go.
    const promotion = (await api.get('promotions')).list.find(
      (p: { titles: { en?: string } }) => p.titles.en === title,
    );
    if (promotion) {
      if (promotion.status === 'published') {
        await api.send('POST', `promotions/${promotion.id}/unpublish`, { reason: 'the journey is over' });
      }
      const whole = await api.get(`promotions/${promotion.id}`);
      const {
        id: _id,
        status: _s,
        has_unpublished_changes: _h,
        published: _p,
        published_at: _pa,
        updated_at: _u,
        ...copy
      } = whole;
      await api.send('PUT', `promotions/${promotion.id}`, {
        promotion: { ...copy, category_ids: [], tag_ids: [] },
        reason: 'the journey is over',
      });
    }
    for (const [kind, name] of [
      ['promotion-categories', category],
      ['promotion-tags', tag],
    ] as const) {
      const label = (await api.get(kind)).list.find((l: { names: { en?: string } }) => l.names.en === name);
      if (label) await api.send('DELETE', `${kind}/${label.id}`, { reason: 'the journey is over' });
    }
    await desk.context().close();
  }
});
