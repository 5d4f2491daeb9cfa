import { expect } from '@playwright/test';
import { signedUpOverApi } from './support/accounts.ts';
import { adminOverApi, field, openDesk, operatorOverApi } from './support/operators.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores backoffice*.spec.ts).
test.describe.configure({ timeout: 60_000 });

test('a risk operator finds a self-excluded player in the register by e-mail, opens them and logs a call', async ({
  page,
  request,
  browser,
}) => {
  const email = `backoffice.rg.${Date.now()}@example.com`;
  const player = await signedUpOverApi(page, request, { email });
  const excluded = await request.post('/api/v1/user/responsible-gaming/exclusion', {
    headers: { authorization: player.authorization },
    data: { kind: 'self_exclusion', months: 6 },
  });
  expect(excluded.status(), await excluded.text()).toBe(200);

  const admin = await adminOverApi(request);
  const risk = await operatorOverApi(request, admin, 'risk');
  const desk = await openDesk(browser, risk);
  try {
    await desk.getByRole('menuitem', { name: 'Responsible gaming' }).click();
    await expect(desk.getByRole('heading', { name: 'Exclusion register' })).toBeVisible();
    // Typed as a person might: capitals and spaces; the register keeps the address in lower case.
    await desk.getByRole('searchbox', { name: 'E-mail, phone or player id' }).fill(`  ${email.toUpperCase()} `);
    await desk.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(desk).toHaveURL(/[?&]search=/);
    const entries = desk.getByRole('table', { name: 'Exclusion register' });
    await expect(entries.getByRole('row')).toHaveCount(2);
    const entry = entries.getByRole('row').filter({ hasText: email });
    await expect(entry).toContainText('In force');

    await entry.getByRole('link', { name: /^Open player \d+$/ }).click();
    await expect(desk).toHaveURL(/\/players\/\d+\/show$/);
    await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
    await desk.getByRole('tab', { name: 'Interventions' }).click();
    await expect(desk.getByText('No intervention has been logged for this player.')).toBeVisible();

    await desk.getByRole('button', { name: 'Log an intervention' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Log an intervention' });
    await dialog.getByRole('radio', { name: 'Call' }).check();
    const said = 'Called about the self-exclusion; the player asked for the support line’s hours.';
    await dialog.getByLabel(field('What was done or said')).fill(said);
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await expect(desk.getByText('Intervention logged')).toBeVisible();
    await expect(dialog).toBeHidden();

    const logged = desk.getByRole('tabpanel').getByRole('row').filter({ hasText: said });
    await expect(logged).toContainText('Call');
    await expect(logged).toContainText(risk.email);
  } finally {
    await desk.context().close();
  }
});
