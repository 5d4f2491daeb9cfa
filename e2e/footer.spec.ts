import { expect } from '@playwright/test';
import { footer, isMobile, openApp } from './support/app.ts';
import { FeedProvider } from './support/betting.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

const policies: [string, string][] = [
  ['Terms and Conditions', '/terms/terms-and-conditions'],
  ['Responsible Gaming', '/terms/responsible-gaming-policy'],
  ['Self-Exclusion', '/terms/self-exclusion-policy'],
  ['Underage Gambling', '/terms/underage-policy'],
  ['AML Policy', '/terms/aml-policy'],
  ['KYC Policy', '/terms/kyc-policy'],
  ['Betting Rules', '/terms/terms-and-rules'],
];

test.describe('footer on an open site', () => {
  test('shows the seven policy links, the licence badge, the year and the version', async ({ page }) => {
    await openApp(page, '/');
    const links = footer(page).getByRole('navigation', { name: 'Policies' }).getByRole('link');
    await expect(links).toHaveCount(policies.length);
    for (const [index, [name, href]] of policies.entries()) {
      await expect(links.nth(index)).toHaveText(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(footer(page).getByRole('img', { name: 'Licence verification' })).toBeVisible();
    await expect(footer(page).getByText('18+')).toBeVisible();
    await expect(footer(page).getByText(`© ${new Date().getFullYear()} Meridian`)).toBeVisible();
    await expect(footer(page).getByText(/1\.1\.21/)).toBeVisible();
    await expect(footer(page).getByRole('button', { name: 'Support' })).toBeVisible();
    await expect(footer(page).getByRole('button', { name: 'Contacts' })).toBeVisible();
  });

  test('a policy link opens its page', async ({ page }) => {
    // From another text page: the home page's live lists change its height under a click at the footer.
    await openApp(page, '/terms/aml-policy');
    await footer(page).getByRole('link', { name: 'KYC Policy' }).click();
    await expect(page).toHaveURL(/\/terms\/kyc-policy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'KYC Policy' })).toBeVisible();
  });

  test('the Contacts button opens the contacts popup', async ({ page }) => {
    await openApp(page, '/');
    await footer(page).getByRole('button', { name: 'Contacts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacts' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /@/ })).toBeVisible();
  });

  test('picking a time zone in the footer moves the listed start times at once', async ({
    page,
    request,
  }, testInfo) => {
    const match = new FeedProvider(request, testInfo.project.use.baseURL ?? '', {
      home: 'Harbour Rovers',
      away: 'Upland United',
    });
    await match.open([2100, 3300, 3600]);
    // The match's tournament lists it alone, an hour from now.
    await openApp(page, `/line/1/${match.match.tournament.id}`);
    const startsAt = new Date(match.match.start_time * 1000);
    const time = page.getByRole('main').locator(`time[datetime="${startsAt.toISOString()}"]`);
    const clock = (hours: number) =>
      `${String(hours % 24).padStart(2, '0')}:${String(startsAt.getUTCMinutes()).padStart(2, '0')}`;
    await expect(time).toHaveText(clock(startsAt.getUTCHours()));
    const picker = footer(page).getByRole('combobox', { name: 'Time zone' });
    await picker.focus();
    // Tokyo keeps UTC+9 all year.
    await picker.selectOption('Asia/Tokyo');
    await expect(time).toHaveText(clock(startsAt.getUTCHours() + 9));
    await expect(picker).toHaveValue('Asia/Tokyo');
  });

  test('the header offers both casino sections', async ({ page }, testInfo) => {
    await openApp(page, '/');
    if (isMobile(testInfo)) {
      const casino = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Casino' });
      await expect(casino).toHaveAttribute('href', '/casino/games');
    } else {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Casino', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Live Casino' })).toBeVisible();
    }
  });
});

test.describe('footer and header in Germany (no licence badge, regular casino closed)', () => {
  test.use({ baseURL: serverUrl('de') });

  test('the licence badge is hidden, the policy links stay', async ({ page }) => {
    await openApp(page, '/');
    await expect(footer(page).getByRole('navigation', { name: 'Policies' }).getByRole('link')).toHaveCount(
      policies.length,
    );
    await expect(footer(page).getByRole('img', { name: 'Licence verification' })).toHaveCount(0);
    await expect(footer(page).getByText(/1\.1\.21/)).toBeVisible();
  });

  test('the casino entry is missing while Live Casino is there', async ({ page }, testInfo) => {
    await openApp(page, '/');
    if (isMobile(testInfo)) {
      const casino = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Casino' });
      await expect(casino).toHaveAttribute('href', '/live-casino/games');
    } else {
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Live Casino' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Casino', exact: true })).toHaveCount(0);
    }
  });
});
