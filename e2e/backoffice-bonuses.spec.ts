import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { adminOverApi, field, openDesk, operatorOverApi } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 120_000 });

const SHOTS = new URL('../.shots/', import.meta.url).pathname;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: `${SHOTS}backoffice-bonuses-${name}-${scheme}.png`, fullPage: true });
  }
}

test('a marketing operator creates a promo-code campaign, and a player activates its code and sees the bonus', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const admin = await adminOverApi(request);
  const marketing = await operatorOverApi(request, admin, 'marketing');
  const desk = await openDesk(browser, marketing, 'bonuses');
  const code = `DESK${Date.now().toString(36).toUpperCase()}`;
  const name = `Desk bonus ${code.slice(-5)}`;
  let campaignId: number | null = null;
  try {
    await expect(desk.getByRole('heading', { name: 'Bonuses', level: 1 })).toBeVisible();
    const list = desk.getByRole('table', { name: 'Bonuses' });
    await expect(list.getByText('Sports welcome bonus')).toBeVisible();
    await expect(list.getByText('SPINS50')).toBeVisible();
    await shoot(desk, 'list');

    await desk.getByRole('button', { name: 'New campaign' }).click();
    // A sports bonus by promo code: only its fields show (no spins, no games).
    await expect(desk.getByLabel(field('Spins'))).toHaveCount(0);
    await desk.getByLabel(field('Slug')).fill(code.toLowerCase());
    await desk.getByLabel(field('Name (English)')).fill(name);
    await desk.getByLabel(field('Name (Russian)')).fill(`Бонус стола ${code.slice(-5)}`);
    const amounts = desk.getByRole('group', { name: 'Amount per currency' });
    await amounts.getByLabel('Euro amount').fill('10');
    await amounts.getByRole('button', { name: 'Fill every currency' }).click();
    await expect(amounts.getByText('Per currency (27 set)')).toBeVisible();
    await desk.getByLabel(field('Wagering, × the bonus')).fill('3');
    await desk.getByLabel(field('Minimum odds')).fill('1.50');
    await desk.getByLabel(field('Promo code')).fill(code);
    await desk.getByLabel(field('Valid, days from the grant')).fill('14');

    await desk.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = desk.getByRole('dialog', { name: 'Create the campaign' });
    await dialog.getByLabel(field('Reason')).fill('autumn acquisition push');
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.getByText('The campaign is saved.')).toBeVisible();
    await expect(desk.getByText('Running', { exact: true })).toBeVisible();

    // The preview: the player's bonus card in each language.
    const preview = desk.getByRole('region', { name: 'Preview' });
    const english = preview.getByRole('article', { name });
    await expect(english.getByText('Bonus €10.00')).toBeVisible();
    await expect(english.getByText(`Promo code ${code}`)).toBeVisible();
    await expect(english.getByText('Bets at odds of 1.50 or higher count')).toBeVisible();
    await expect(preview.getByText('Засчитываются ставки с коэффициентом от 1.50')).toBeVisible();
    await shoot(desk, 'editor');

    const listed = await request.get(`${serverUrl('normal')}/api/admin/v1/bonuses/campaigns`, {
      headers: { authorization: `Bearer ${marketing.token}` },
    });
    campaignId =
      ((await listed.json()).payload.list as Array<{ id: number; promo_code: string | null }>).find(
        (c) => c.promo_code === code,
      )?.id ?? null;

    // The player activates the code and finds the bonus in play.
    const player = await signedInOverApi(page, request, testInfo);
    await openApp(page, '/profile/bonuses');
    const promo = page.getByRole('form', { name: 'Promo code' });
    await promo.getByLabel('Your code').fill(code.toLowerCase());
    await promo.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText(`Promo code accepted: ${name}`)).toBeVisible();
    const card = page
      .getByRole('list', { name: 'Playing bonuses' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByText('€10.00', { exact: true })).toBeVisible();
    await expect(card.getByText('Bets at odds of 1.50 or higher count')).toBeVisible();

    // Back at the desk, the campaign counts the gift and what it cost.
    await desk.getByRole('button', { name: 'Back to the campaigns' }).click();
    const row = desk.getByRole('row').filter({ hasText: code });
    await expect(row.getByText('1 (1)')).toBeVisible();
    await expect(row.getByText('10.00 EUR')).toBeVisible();

    // The player's page: the gift, a second one granted by hand (waiting while the first plays) and
    // cancelled, each with a reason.
    await desk.goto(desk.url().replace(/bonuses.*$/, `players/${player.id}/show`));
    await desk.getByRole('tab', { name: 'Bonuses' }).click();
    const gifts = desk.getByRole('tabpanel', { name: 'Bonuses' });
    await expect(gifts.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await gifts.getByRole('button', { name: 'Grant a bonus' }).click();
    const grant = desk.getByRole('dialog', { name: 'Grant a bonus to the player' });
    await grant.getByLabel(field('Campaign')).click();
    await desk.getByRole('option', { name: `${name} · Sports bonus` }).click();
    await grant.getByLabel(/^Amount/).fill('5');
    await grant.getByLabel(field('Reason')).fill('apology for a late payout');
    await grant.getByRole('button', { name: 'Grant a bonus' }).click();
    await expect(grant).toBeHidden();
    await expect(desk.getByText('The bonus is granted.')).toBeVisible();
    const granted = gifts.getByRole('row').filter({ hasText: marketing.email });
    await expect(granted.getByText('Available', { exact: true })).toBeVisible();
    await expect(granted.getByText('5.00 EUR')).toBeVisible();
    await shoot(desk, 'player-gifts');
    await granted.getByRole('button', { name: `Cancel the gift ${name}` }).click();
    const cancel = desk.getByRole('dialog', { name: 'Cancel the player’s gift' });
    await cancel.getByLabel(field('Reason')).fill('granted by mistake');
    await cancel.getByRole('button', { name: 'Cancel the gift', exact: true }).click();
    await expect(cancel).toBeHidden();
    await expect(granted.getByText('Cancelled', { exact: true })).toBeVisible();
  } finally {
    // The journeys share this server: the campaign ends.
    if (campaignId !== null) {
      await request.post(`${serverUrl('normal')}/api/admin/v1/bonuses/campaigns/${campaignId}/end`, {
        headers: { authorization: `Bearer ${marketing.token}` },
        data: { reason: 'journey over' },
      });
    }
    await desk.context().close();
  }
});
