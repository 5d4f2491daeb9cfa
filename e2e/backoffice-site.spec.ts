import { expect } from '@playwright/test';
import { footer, openApp } from './support/app.ts';
import { adminOverApi, field, openDesk } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 60_000 });

const DEFAULT_CONTACTS = { email: 'support@meridian.bet', phone: '+357 22 030 777' };

test('an admin changes the support e-mail on Site settings with a reason, and the site’s contacts show it', async ({
  page,
  request,
  browser,
}) => {
  const admin = await adminOverApi(request);
  const desk = await openDesk(browser, admin, 'site-settings');
  const email = `desk.${Date.now()}@meridian.example`;
  try {
    await desk.getByLabel(field('E-mail')).fill(email);
    await desk.getByRole('button', { name: 'Save Contacts' }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByLabel(field('Reason')).fill('a new support desk');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(desk.getByText('Saved. Every node shows it within 30 s.')).toBeVisible();

    await openApp(page, '/');
    await footer(page).getByRole('button', { name: 'Contacts' }).click();
    await expect(page.getByRole('dialog', { name: 'Contacts' }).getByRole('link', { name: email })).toBeVisible();
  } finally {
    // The journeys share this server: its contacts go back to the defaults.
    const reset = await request.put(`${serverUrl('normal')}/api/admin/v1/site-settings/contacts`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { value: DEFAULT_CONTACTS, reason: 'the journey is over' },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    await desk.context().close();
  }
});
