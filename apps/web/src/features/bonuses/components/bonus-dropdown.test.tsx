import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWallet, profileRoute, putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { envelope, queryCalls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { renderSignedIn, signInForTest } from '../../../test/signed-in';
import { buildGift, giftStatuses } from '../test/bonuses.factory';
import { setUpBonusesTests } from '../test/bonuses-test-setup';

// The header's player parts load lazily; the first wait also covers their code compiling.
configure({ asyncUtilTimeout: 15_000 });

const cash = buildWallet({ id: 31, name: 'EUR', currency_id: 1, balance: 12_000, is_default: true });
const sportBonus = buildWallet({ id: 32, name: 'EUR', currency_id: 1, balance: 5000, is_bonus_sport: true });
const welcome = buildGift({ id: 1, name: 'Sports welcome bonus', bet_amount: 10_000, wagering_amount: 25_000 });
const gifts = () => envelope({ list: [welcome], statuses: giftStatuses });

describe('header bonus dropdown', { timeout: 60_000 }, () => {
  setUpBonusesTests();

  it('is not there without a bonus balance, and asks for no gifts', async () => {
    const { fetchMock, queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [cash] },
      '/user/gifts': gifts,
    });
    putWalletDictionaries(queryClient);
    expect(await screen.findByRole('button', { name: 'Balance €120.00, wallets' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Bonus balance/ })).toBeNull();
    expect(queryCalls(fetchMock, '/user/gifts')).toEqual([]);
  });

  it('is not there when the bonus balances are spent and no bonus plays', async () => {
    const { queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [cash, { ...sportBonus, balance: 0 }] },
      '/user/gifts': () => envelope({ list: [], statuses: giftStatuses }),
    });
    putWalletDictionaries(queryClient);
    await screen.findByRole('button', { name: 'Balance €120.00, wallets' });
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['bonuses'] })[0]?.state.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: /^Bonus balance/ })).toBeNull();
  });

  it('shows the bonus balances with their wagering, leads to the bonuses page and closes on Escape', async () => {
    const { fetchMock, queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [cash, sportBonus] },
      '/user/gifts': gifts,
    });
    putWalletDictionaries(queryClient);
    const trigger = await screen.findByRole('button', { name: 'Bonus balance €50.00' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(queryCalls(fetchMock, '/user/gifts')[0]).toMatchObject({ statuses: 'active,wagering' });

    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(panel).findByText('Sports welcome bonus')).toBeTruthy();
    const bar = within(panel).getByRole('progressbar', { name: 'Wagering' });
    expect(bar.getAttribute('aria-valuetext')).toBe('€100.00 of €250.00 wagered');
    expect(within(panel).getByRole('link', { name: 'All bonuses' }).getAttribute('href')).toBe('/profile/bonuses');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);

    fireEvent.click(trigger);
    fireEvent.click(
      within(document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement).getByRole('link', {
        name: 'All bonuses',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile/bonuses'));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('is left out of the mobile header, where the profile menu shows the bonus balance', async () => {
    signInForTest();
    stubFetch({ '/user/profile': profileRoute, '/user/balance': { list: [cash, sportBonus] }, '/user/gifts': gifts });
    const { queryClient } = renderApp('/more', { formFactor: 'mobile' });
    putWalletDictionaries(queryClient);
    expect(await screen.findByRole('link', { name: 'Balance €120.00, wallets' })).toBeTruthy();
    const head = await screen.findByRole('region', { name: 'Account' });
    const bonusRow = await within(head).findByRole('link', { name: 'Bonus balance €50.00' });
    expect(bonusRow.getAttribute('href')).toBe('/profile/bonuses');
    expect(screen.queryByRole('button', { name: /^Bonus balance/ })).toBeNull();
  });
});
