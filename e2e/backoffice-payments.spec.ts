import { expect } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { depositByCard, expectBalance, openHistory, payWithCard } from './support/betting.ts';
import { adminOverApi, field, openDesk, operatorOverApi } from './support/operators.ts';
import { test } from './support/test.ts';

// The operators' app at /backoffice/ (desktop only: the mobile project ignores this file).
test.describe.configure({ timeout: 120_000 });

test('a large withdrawal waits for review, an operator approves it, and the player sees it paid', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await signedInOverApi(page, request, testInfo);
  await depositByCard(page, '1500');
  await expectBalance(page, testInfo, '1,500.00');

  // Above the review amount (€1,000): the money is reserved at once, and the withdrawal waits.
  await payWithCard(page, 'withdraw', '1234.56');
  await expect(page).toHaveURL(/\/payments\/withdraw\/waiting$/);
  await expectBalance(page, testInfo, '265.44');
  const withdrawal = (await openHistory(page, 'transactions')).filter({ hasText: 'Withdrawal' });
  await expect(withdrawal).toContainText('Waiting');

  // The payments desk finds it in the review queue, with why it waits, and approves it.
  const admin = await adminOverApi(request);
  const payments = await operatorOverApi(request, admin, 'payments');
  const desk = await openDesk(browser, payments, 'payments');
  const row = desk.getByRole('row').filter({ hasText: '1,234.56' });
  await expect(row).toContainText('Waiting for review');
  await expect(row).toContainText('Above the review amount');
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = desk.getByRole('dialog');
  await dialog.getByLabel(field('Reason')).fill('regular customer, card checked');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByText('Withdrawal approved: the cashier pays it.')).toBeVisible();
  await desk.context().close();

  // The cashier pays it after the bank's delay; the player's history says so.
  await expect
    .poll(
      async () => {
        const list = await openHistory(page, 'transactions');
        return list.filter({ hasText: 'Withdrawal' }).textContent();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toContain('Succeeded');
  await expectBalance(page, testInfo, '265.44');
});
