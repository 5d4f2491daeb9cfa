import { expect } from '@playwright/test';
import { footer, openApp } from './support/app.ts';
import { adminOverApi, field, openDesk, openSignedIn } from './support/operators.ts';
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

test('an admin closes one country’s live casino and mobile app with a reason, and its settings say so', async ({
  page,
  request,
}) => {
  const admin = await adminOverApi(request);
  // No journey server takes Iceland for its visitors (servers.ts), so its switches are this journey's alone.
  try {
    await openSignedIn(page, admin, 'normal', 'site-settings');
    const countries = page.getByRole('region', { name: 'Countries' });
    await countries.getByLabel('Find a country').fill('Iceland');
    const row = countries.getByRole('row').filter({ hasText: 'Iceland' });
    await row.getByRole('button', { name: 'Edit Iceland' }).click();
    const dialog = page.getByRole('dialog', { name: 'Iceland (IS)' });
    await dialog.getByRole('checkbox', { name: 'Live casino closed' }).check();
    await dialog.getByRole('checkbox', { name: 'Mobile app off' }).check();
    await dialog.getByLabel(field('Reason')).fill('a journey closes the live casino');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTitle('Live casino closed: Yes')).toBeVisible();
    await expect(row.getByTitle('Mobile app off: Yes')).toBeVisible();
    await expect(row.getByText('Yes', { exact: true })).toHaveCount(2);

    // The node that took the change answers with it at once; the others would at their refresh.
    const answer = await request.get(`${serverUrl('normal')}/api/v1/settings?country_code=IS`);
    expect(answer.status()).toBe(200);
    const { payload } = await answer.json();
    expect(payload.casino.is_open_live).toBe(false);
    expect(payload.geo.is_off_mobile_app).toBe(true);
  } finally {
    // The journeys share this server: Iceland's switches go back off.
    const reset = await request.put(`${serverUrl('normal')}/api/admin/v1/site-countries/IS`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { switches: { casino_live_off: false, is_off_mobile_app: false }, reason: 'the journey is over' },
    });
    expect(reset.status(), await reset.text()).toBe(200);
  }
});
