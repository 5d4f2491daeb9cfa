import { expect } from '@playwright/test';
import { signedInOverApi } from './support/accounts.ts';
import { openApp } from './support/app.ts';
import { expectBalance, openSlip, payWithCard, placeBet } from './support/betting.ts';
import { test } from './support/test.ts';

test('a visitor builds a bet inside one football match: the price of the combination, and a contradiction locked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Football's upcoming matches, far enough ahead that none starts during the journey.
  await openApp(page, '/line/1');
  const main = page.getByRole('main');
  const matchName = (await main.getByRole('article').nth(3).getAttribute('aria-label')) ?? '';
  await main.getByRole('article', { name: matchName, exact: true }).getByRole('link').first().click();
  await expect(main.getByRole('heading', { level: 1, name: matchName })).toBeVisible();

  const toggle = main.getByRole('button', { name: 'Bet builder', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const panel = main.getByRole('region', { name: 'Bet builder' });
  await expect(panel).toContainText('Pick selections of this match');

  // The home side to win: a double chance on the draw or the away side can no longer win with it.
  const result = main.getByRole('region', { name: '1X2' });
  await result
    .getByRole('button', { name: /^1 .*add to the bet builder$/ })
    .first()
    .click();
  await expect(panel.getByTestId('builder-odds')).toBeVisible({ timeout: 20_000 });
  const chance = main.getByRole('region', { name: 'Double chance' });
  await expect(chance.getByRole('button', { name: /^X2: .*cannot win with your selections$/ })).toBeDisabled({
    timeout: 20_000,
  });

  // With over 1.5 goals the combination has a price of its own, above the home win alone.
  const single = Number(await panel.getByTestId('builder-odds').textContent());
  await main.getByRole('button', { name: /^Over .*, Total 1\.5, add to the bet builder$/ }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(async () => Number(await panel.getByTestId('builder-odds').textContent()), { timeout: 20_000 })
    .toBeGreaterThan(single);
});

test('a player builds a bet builder, sees a contradiction refused with its reason, and places the builder from the slip', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  await signedInOverApi(page, request, testInfo);
  await payWithCard(page, 'deposit', '50');
  await expectBalance(page, testInfo, '50.00');

  await openApp(page, '/line/1');
  const main = page.getByRole('main');
  const matchName = (await main.getByRole('article').nth(3).getAttribute('aria-label')) ?? '';
  await main.getByRole('article', { name: matchName, exact: true }).getByRole('link').first().click();
  await expect(main.getByRole('heading', { level: 1, name: matchName })).toBeVisible();

  // The builder's answers are held until both picks are made, as on a slow connection, so the second
  // pick goes in before the first one's conflicts could lock it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/bets/builder', async (route) => {
    await held;
    // A question the page stopped waiting for (its picks changed) was aborted meanwhile.
    await route.continue().catch(() => {});
  });
  await main.getByRole('button', { name: 'Bet builder', exact: true }).click();
  const panel = main.getByRole('region', { name: 'Bet builder' });
  await main
    .getByRole('region', { name: '1X2' })
    .getByRole('button', { name: /^1 .*add to the bet builder$/ })
    .first()
    .click();
  await main
    .getByRole('region', { name: 'Double chance' })
    .getByRole('button', { name: /^X2 .*add to the bet builder$/ })
    .click();
  release();
  await page.unroute('**/api/v1/bets/builder');
  await expect(panel.getByText('These selections cannot all win together')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('button', { name: 'Add to bet slip' })).toBeDisabled();

  // Without the double chance the home win has a price; over 1.5 goals joins it.
  await panel.getByRole('button', { name: /^Remove Double chance: X2$/ }).click();
  await expect(panel.getByTestId('builder-odds')).toBeVisible({ timeout: 20_000 });
  // Draw no bet can be void: the builder does not take it, and its prices say so.
  await expect(
    main
      .getByRole('region', { name: 'Draw no bet' })
      .getByRole('button', { name: /cannot go into a bet builder$/ })
      .first(),
  ).toBeDisabled();
  await main.getByRole('button', { name: /^Over .*, Total 1\.5, add to the bet builder$/ }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  const add = panel.getByRole('button', { name: 'Add to bet slip' });
  await expect(add).toBeEnabled({ timeout: 20_000 });
  const shown = (await panel.getByTestId('builder-odds').textContent()) ?? '';
  await add.click();
  await expect(panel.getByRole('button', { name: 'Update in bet slip' })).toBeVisible();

  // One selection in the slip: the match, its two parts and the builder's price, placed as one bet.
  const slip = await openSlip(page, testInfo);
  const builder = slip.getByTestId('slip-builder');
  await expect(builder).toContainText(matchName);
  await expect(builder.getByRole('list', { name: 'Selections of the bet builder' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await expect(builder.getByTestId('slip-builder-odds')).toHaveText(shown);
  await expect(slip.getByRole('tab', { name: 'Single' })).toHaveAttribute('aria-selected', 'true');
  await placeBet(page, slip, '5');
  await expectBalance(page, testInfo, '45.00');

  await slip.getByRole('tab', { name: 'Open bets' }).click();
  const bet = slip.getByTestId('open-bet');
  await expect(bet).toHaveCount(1);
  await expect(bet.getByRole('listitem')).toHaveCount(2);
});
