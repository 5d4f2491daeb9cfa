import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { depositByCard, expectBalance } from './support/betting.ts';
import { type ApiAdmin, adminOverApi, openDesk, operatorOverApi } from './support/operators.ts';
import { serverUrl } from './support/servers.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 60_000 });

/** Today's euro deposits as the reports call answers them, in cents. */
async function euroDepositsToday(request: APIRequestContext, operator: ApiAdmin, day: string): Promise<number> {
  const answer = await request.get(`${serverUrl('normal')}/api/admin/v1/reports?from=${day}&to=${day}`, {
    headers: { authorization: `Bearer ${operator.token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { payload } = (await answer.json()) as { payload: { totals: { currency: string; deposits: number }[] } };
  return payload.totals.find((totals) => totals.currency === 'EUR')?.deposits ?? 0;
}

test('a viewer finds today’s card deposit in the report, its chart, and its CSV', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const admin = await adminOverApi(request);
  const viewer = await operatorOverApi(request, admin, 'viewer');
  const today = new Date().toISOString().slice(0, 10);
  // Other journeys move money on the same server meanwhile: the figures grow by at least this deposit.
  const before = await euroDepositsToday(request, viewer, today);

  await signedInOverApi(page, request, testInfo);
  await depositByCard(page, '234.56');
  await expectBalance(page, testInfo, '234.56');

  const desk = await openDesk(browser, viewer, 'reports');
  await desk.getByRole('button', { name: 'Today' }).click();
  await expect(desk).toHaveURL(new RegExp(`[?&]from=${today}&to=${today}$`));
  const euros = desk.getByRole('region', { name: 'Totals in EUR' });
  const deposits = euros
    .locator('div')
    .filter({ has: desk.getByRole('term').filter({ hasText: /^Deposits$/ }) })
    .getByRole('definition');
  // "1,234.56 EUR · 3 payments": the amount's digits are its cents.
  const cents = (text: string | null) => Number((text ?? '').split('·')[0]?.replace(/\D/g, ''));
  expect(cents(await deposits.textContent())).toBeGreaterThanOrEqual(before + 23_456);
  await expect(
    desk.getByRole('img', { name: /^Line chart of the NGR and GGR of each day in [A-Z]{3}, / }),
  ).toBeVisible();
  await expect(desk.getByRole('img', { name: /^Bar chart of the active and new players of each day, / })).toBeVisible();

  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`meridian-report-${today}-${today}.csv`);
  const [header, ...lines] = readFileSync(await download.path(), 'utf8').split('\r\n');
  const columns = header?.split(',') ?? [];
  expect(columns).toEqual([
    'day',
    'currency',
    'sports_stakes',
    'sports_ggr',
    'casino_stakes',
    'casino_ggr',
    'live_casino_stakes',
    'live_casino_ggr',
    'ggr',
    'bonus_cost',
    'ngr',
    'deposits',
    'deposit_count',
    'withdrawals',
    'withdrawal_count',
    'active_players',
    'new_players',
  ]);
  const euroLine = lines.find((line) => line.startsWith(`${today},EUR,`))?.split(',') ?? [];
  expect(euroLine).toHaveLength(columns.length);
  // In euros with their cents, as a spreadsheet reads a number.
  const depositsField = euroLine[columns.indexOf('deposits')] ?? '';
  expect(depositsField).toMatch(/^\d+\.\d{2}$/);
  expect(Math.round(Number(depositsField) * 100)).toBeGreaterThanOrEqual(before + 23_456);
  await desk.context().close();
});
