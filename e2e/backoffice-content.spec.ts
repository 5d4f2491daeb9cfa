import { expect } from '@playwright/test';
import { openApp } from './support/app.ts';
import { adminOverApi, field, openDesk, operatorOverApi } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 90_000 });

test('a content operator publishes a banner in both languages with a reason, and the player’s top page shows it', async ({
  page,
  request,
  browser,
}) => {
  const admin = await adminOverApi(request);
  const editor = await operatorOverApi(request, admin, 'content');
  const desk = await openDesk(browser, editor, 'content');
  const title = `Cup final boost ${Date.now().toString(36)}`;
  let bannerId: number | null = null;
  try {
    await expect(desk.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
    await expect(desk.getByRole('table', { name: 'Banners' }).getByText('Double your first deposit')).toBeVisible();
    await desk.getByRole('button', { name: 'New banner' }).click();
    await desk.getByLabel(field('Artwork')).fill('/static/banners/accumulator-boost.svg');
    await desk.getByLabel(field('Link')).fill('/promotions/5');
    await desk.getByLabel(field('Title')).fill(title);
    await desk.getByLabel(field('Description')).fill('Boosted odds on every goal market of the final.');

    const save = async (reason: string) => {
      await desk.getByRole('button', { name: 'Save draft', exact: true }).click();
      const dialog = desk.getByRole('dialog', { name: 'Save the draft' });
      await dialog.getByLabel(field('Reason')).fill(reason);
      await dialog.getByRole('button', { name: 'Save draft', exact: true }).click();
      await expect(dialog).toBeHidden();
    };
    await save('cup final campaign');
    await expect(desk.getByText('Draft saved. Players still see the published version.')).toBeVisible();
    // The preview answers the saved draft as the players' call would.
    await expect(desk.getByRole('img', { name: `Banner preview: ${title}` })).toBeVisible();
    await expect(desk.getByText('Players do not see this banner: it is not published.')).toBeVisible();

    // Without the Russian title the publish is refused, and the Russian tab shows why.
    await desk.getByRole('button', { name: 'Publish', exact: true }).click();
    let dialog = desk.getByRole('dialog', { name: 'Publish' });
    await dialog.getByLabel(field('Reason')).fill('campaign starts');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(desk.getByText('A title in this language is needed to publish.')).toBeVisible();
    await expect(desk.getByRole('tab', { name: /Russian/, selected: true })).toBeVisible();

    await desk.getByLabel(field('Title')).fill('Буст на финал кубка');
    await save('russian title');
    await desk.getByRole('button', { name: 'Publish', exact: true }).click();
    dialog = desk.getByRole('dialog', { name: 'Publish' });
    await dialog.getByLabel(field('Reason')).fill('campaign starts');
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByText('Published. Every node shows it within 30 s.')).toBeVisible();
    await expect(desk.getByText('Players see the published version.')).toBeVisible();

    const listed = await request.get(`${serverUrl('normal')}/api/admin/v1/content/banners`, {
      headers: { authorization: `Bearer ${editor.token}` },
    });
    bannerId =
      ((await listed.json()).payload.list as Array<{ id: number; titles: { en?: string } }>).find(
        (b) => b.titles.en === title,
      )?.id ?? null;

    await openApp(page, '/');
    const slide = page.locator('[aria-roledescription="slide"]').filter({ hasText: title });
    await expect(async () => {
      if ((await slide.count()) === 0) await page.reload();
      await expect(slide).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const index = /Slide (\d+) of/.exec((await slide.getAttribute('aria-label')) ?? '')?.[1];
    await page.getByRole('button', { name: `Go to slide ${index}` }).click();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  } finally {
    // The journeys share this server: the banner comes off the site.
    if (bannerId !== null) {
      const off = await request.post(`${serverUrl('normal')}/api/admin/v1/content/banners/${bannerId}/unpublish`, {
        headers: { authorization: `Bearer ${editor.token}` },
        data: { reason: 'the journey is over' },
      });
      expect(off.status(), await off.text()).toBe(200);
    }
    await desk.context().close();
  }
});
