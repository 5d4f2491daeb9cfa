import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import type { PlayerWallet } from '../../../shared/wallets/get-wallets';
import { buildWallet, profileRoute, putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signInForTest } from '../../../test/signed-in';

const usd = buildWallet({ id: 11, name: 'USD', currency_id: 2, balance: 2500, is_default: true });
const eur = buildWallet({ id: 12, name: 'EUR', currency_id: 1, balance: 0 });
const rub = buildWallet({ id: 13, name: 'RUB', currency_id: 3, balance: 100 });

function renderWallets(routes: Parameters<typeof stubFetch>[0], countryCurrencies: number[] = []) {
  signInForTest();
  const fetchMock = stubFetch({ '/user/profile': profileRoute, ...routes });
  const view = renderApp('/profile/wallets', { formFactor: 'mobile' });
  putWalletDictionaries(view.queryClient, countryCurrencies);
  return { ...view, fetchMock };
}

const walletList = () => screen.findByRole('list', { name: 'Wallets' }, { timeout: 20_000 });
const rowOf = async (code: string) => (await within(await walletList()).findByText(code)).closest('li') as HTMLElement;

describe('wallets page', () => {
  beforeEach(() => {
    installFakeRealtime();
    useSettingsParamsStore.setState({ accountId: null });
  });

  it('lists the wallets with balances and lets only an empty, non-default wallet be deleted', async () => {
    let list: PlayerWallet[] = [usd, eur, rub];
    const { fetchMock } = renderWallets({
      '/user/balance': () => envelope({ list }),
      '/user/account/12': (_url, init) => {
        if (init.method !== 'DELETE') return undefined;
        list = list.filter((wallet) => wallet.id !== 12);
        return envelope(null);
      },
    });
    const usdRow = await rowOf('USD');
    expect(usdRow.textContent).toContain('$25.00');
    expect(usdRow.textContent).toContain('Default');
    expect(within(usdRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(await rowOf('RUB')).queryByRole('button', { name: /Delete/ })).toBeNull();

    fireEvent.click(within(await rowOf('EUR')).getByRole('button', { name: 'Delete the EUR wallet' }));
    expect(await screen.findByText('The EUR wallet is deleted')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Wallets' })).queryByText('EUR')).toBeNull());
    expect(fetchMock.mock.calls.some((call) => call[1]?.method === 'DELETE')).toBe(true);
  }, 30_000);

  it('tells the player what they owe on a wallet after a win was taken back, and nothing on the others', async () => {
    renderWallets({
      '/user/balance': { list: [{ ...usd, balance: 0, debt: 2000 }, eur] },
    });
    const usdRow = await rowOf('USD');
    expect(usdRow.textContent).toContain(
      'You owe $20.00: a win paid to this wallet was taken back after its bet was settled again. Your next winnings and deposits here pay it first.',
    );
    expect((await rowOf('EUR')).textContent).not.toContain('You owe');
  }, 30_000);

  it('shows a refused deletion as an error notification', async () => {
    renderWallets({
      '/user/balance': { list: [usd, eur] },
      '/user/account/12': () => envelope(null, 422, 'ValidationError', 'Only an empty wallet can be deleted.'),
    });
    fireEvent.click(within(await rowOf('EUR')).getByRole('button', { name: 'Delete the EUR wallet' }));
    expect(await screen.findByText('Only an empty wallet can be deleted.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Wallets' })).getByText('EUR')).toBeTruthy();
  }, 30_000);

  it("adds a wallet in a currency of the player's country that is neither held nor hidden", async () => {
    let list: PlayerWallet[] = [usd];
    const bodies: unknown[] = [];
    renderWallets(
      {
        '/user/balance': () => envelope({ list }),
        '/user/account': (_url, init) => {
          if (init.method !== 'POST') return undefined;
          bodies.push(JSON.parse(String(init.body)));
          const account = buildWallet({ id: 14, name: 'RUB', currency_id: 3 });
          list = [...list, account];
          return envelope({ account });
        },
      },
      [2, 3, 4, 5],
    );
    await walletList();
    const form = screen.getByRole('form', { name: 'Add wallet' });
    const select = within(form).getByLabelText('Currency') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual(['RUB (RUB)', 'BTC (BTC)']);
    fireEvent.click(within(form).getByRole('button', { name: 'Add wallet' }));
    expect(await screen.findByText('The RUB wallet is added')).toBeTruthy();
    expect(bodies).toEqual([{ currency_id: 3 }]);
    await rowOf('RUB');
    expect([...within(form).getByLabelText<HTMLSelectElement>('Currency').options].map((o) => o.value)).toEqual(['4']);
  }, 30_000);

  it('shows a refused addition as an error notification', async () => {
    renderWallets({
      '/user/balance': { list: [usd] },
      '/user/account': () =>
        envelope(null, 422, 'ValidationError', 'This currency is not available.', { currency_id: ['x'] }),
    });
    await walletList();
    fireEvent.click(
      within(screen.getByRole('form', { name: 'Add wallet' })).getByRole('button', { name: 'Add wallet' }),
    );
    expect(await screen.findByText('This currency is not available.')).toBeTruthy();
  }, 30_000);

  it('names bonus balances by kind and offers no deleting them, even empty', async () => {
    const sport = buildWallet({ id: 21, name: 'USD', currency_id: 2, balance: 0, is_bonus_sport: true });
    const casino = buildWallet({ id: 22, name: 'USD', currency_id: 2, balance: 700, is_bonus_casino: true });
    renderWallets({ '/user/balance': { list: [usd, sport, casino] } });
    const sportRow = await rowOf('Sports bonus');
    expect(sportRow.textContent).toContain('USD');
    expect(sportRow.textContent).toContain('Bonus money: it cannot be deposited to or withdrawn.');
    expect(within(sportRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(sportRow).getByRole('button', { name: 'Make default: Sports bonus wallet' })).toBeTruthy();
    expect((await rowOf('Casino bonus')).textContent).toContain('$7.00');
  }, 30_000);

  it('makes another wallet the default', async () => {
    let list: PlayerWallet[] = [usd, rub];
    renderWallets({
      '/user/balance': () => envelope({ list }),
      '/user/account/13/default': () => {
        list = [
          { ...rub, is_default: true },
          { ...usd, is_default: false },
        ];
        return envelope({ list });
      },
    });
    fireEvent.click(within(await rowOf('RUB')).getByRole('button', { name: 'Make default: RUB wallet' }));
    await waitFor(async () => expect((await rowOf('RUB')).textContent).toContain('Default'));
    expect(within(await rowOf('USD')).getByRole('button', { name: 'Make default: USD wallet' })).toBeTruthy();
  }, 30_000);
});
