import { expect } from '@playwright/test';
import { openApp } from './support/app.ts';
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
