import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { buildWallet, profileRoute, putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope } from '../../../test/fetch-stub';
import { buildSettings } from '../../../test/settings.factory';
import { renderSignedIn } from '../../../test/signed-in';

// The header's player parts load lazily, and the first test of a file also waits for their code
// to compile: on a busy machine that outgrows a few seconds, and every wait after it can be slow.
configure({ asyncUtilTimeout: 15_000 });

const usd = buildWallet({ id: 11, name: 'USD', currency_id: 2, balance: 123450, is_default: true });
const eur = buildWallet({ id: 12, name: 'EUR', currency_id: 1, balance: 5 });

describe('wallet selector', { timeout: 30_000 }, () => {
  beforeEach(() => {
    installFakeRealtime();
    useSettingsParamsStore.setState({ accountId: null });
  });

  it('shows the active balance and switches the default wallet, then refreshes the settings', async () => {
    let list = [usd, eur];
    const { fetchMock, queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': () => envelope({ list }),
      '/user/account/12/default': (_url, init) => {
        if (init.method !== 'PUT') return undefined;
        list = [
          { ...eur, is_default: true },
          { ...usd, is_default: false },
        ];
        return envelope({ list });
      },
      '/settings': buildSettings(),
    });
    putWalletDictionaries(queryClient);

    const trigger = await screen.findByRole('button', { name: 'Balance $1,234.50, wallets' });
    fireEvent.click(trigger);
    const menu = screen.getByRole('menu', { name: 'Wallets' });
    const items = within(menu).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['USD$1,234.50', 'true'],
      ['EUR€0.05', 'false'],
    ]);
    expect(document.activeElement).toBe(items[0]);

    fireEvent.click(items[1] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Balance €0.05, wallets' })).toBeTruthy();
    const urls = fetchMock.mock.calls.map((call) => String(call[0]));
    expect(fetchMock.mock.calls.some((call) => String(call[0]).endsWith('/user/account/12/default'))).toBe(true);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((call) => /\/settings\?.*account_id=12/.test(String(call[0])))).toBe(true),
    );
    // The switch is stored before the settings follow it.
    const switchAt = urls.findIndex((url) => url.endsWith('/default'));
    const settingsAt = fetchMock.mock.calls.findIndex((call) => /account_id=12/.test(String(call[0])));
    expect(settingsAt).toBeGreaterThan(switchAt);
  });

  it('names a bonus balance by its kind, in the menu and on the button while it is in use', async () => {
    const sport = buildWallet({
      id: 13,
      name: 'USD',
      currency_id: 2,
      balance: 500,
      is_default: true,
      is_bonus_sport: true,
    });
    const casino = buildWallet({ id: 14, name: 'USD', currency_id: 2, balance: 0, is_bonus_casino: true });
    const { queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [sport, { ...usd, is_default: false }, casino] },
    });
    putWalletDictionaries(queryClient);
    const trigger = await screen.findByRole('button', { name: 'Balance Sports bonus $5.00, wallets' });
    fireEvent.click(trigger);
    const items = within(screen.getByRole('menu', { name: 'Wallets' })).getAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['Sports bonus$5.00', 'true'],
      ['USD$1,234.50', 'false'],
      ['Casino bonus$0.00', 'false'],
    ]);
  });

  it('moves through the menu by keyboard and closes on Escape, back on its button', async () => {
    const { queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [usd, eur] },
    });
    putWalletDictionaries(queryClient);
    const trigger = await screen.findByRole('button', { name: /^Balance/ });
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const menu = screen.getByRole('menu');
    const items = [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')];
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Add wallet');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes the menu when the player goes to another page', async () => {
    const { queryClient } = renderSignedIn('/', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [usd, eur] },
      '/user/favorites/count': { total: 0 },
    });
    putWalletDictionaries(queryClient);
    fireEvent.click(await screen.findByRole('button', { name: /^Balance/ }));
    expect(screen.getByRole('menu', { name: 'Wallets' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Favorites: 0' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/favorites'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens the Wallets popup to add a wallet', async () => {
    renderSignedIn('/', { '/user/profile': profileRoute, '/user/balance': { list: [usd] } });
    fireEvent.click(await screen.findByRole('button', { name: /^Balance/ }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add wallet' }));
    expect(await screen.findByRole('dialog', { name: 'Wallets' })).toBeTruthy();
  });

  it('offers no adding where wallets are off', async () => {
    const { queryClient } = renderSignedIn('/', { '/user/profile': profileRoute, '/user/balance': { list: [usd] } });
    const settingsKey = queryClient.getQueryCache().findAll({ queryKey: ['settings'] })[0]?.queryKey;
    if (settingsKey) queryClient.setQueryData(settingsKey, buildSettings({ geo: { is_off_wallets: true } }));
    fireEvent.click(await screen.findByRole('button', { name: /^Balance/ }));
    expect(screen.queryByRole('menuitem', { name: 'Add wallet' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Manage wallets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wallets' });
    expect(within(dialog).queryByRole('form', { name: 'Add wallet' })).toBeNull();
  });
});
