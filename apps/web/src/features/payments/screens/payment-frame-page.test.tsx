import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettingsParamsStore } from '../../../shared/api/settings-params.store';
import { buildWallet, profileRoute } from '../../../shared/wallets/wallets.test-data';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/signed-in';

const usd = buildWallet({ id: 11, name: 'USD', currency_id: 2, balance: 2500, is_default: true });

/** A message as the page in `frame` would post it, from `origin`. */
function post(frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
  });
}

async function openDeposit() {
  renderSignedIn('/payments/deposit/methods', {
    '/user/profile': profileRoute,
    '/user/balance': { list: [usd] },
    '/user/payment-token': { payment_token: 'pt-3', expires_at: 1_900_000_000 },
  });
  const frame = (await screen.findByTitle('Deposit payment page', undefined, {
    timeout: 20_000,
  })) as HTMLIFrameElement;
  // The test's DOM loads no page into a frame: the cashier's window is a stand-in.
  Object.defineProperty(frame, 'contentWindow', { value: { cashier: true }, configurable: true });
  return frame;
}

describe('payment frame page', () => {
  beforeEach(() => {
    installFakeRealtime();
    useSettingsParamsStore.setState({ accountId: null });
    document.documentElement.style.setProperty('--color-accent', '#16c784');
    document.documentElement.style.setProperty('--color-bg', '#0b111d');
    return () => {
      document.documentElement.style.removeProperty('--color-accent');
      document.documentElement.style.removeProperty('--color-bg');
    };
  });

  it('opens the cashier with a fresh token for the active wallet', async () => {
    const { fetchMock } = renderSignedIn('/payments/withdraw/methods', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [usd] },
      '/user/payment-token': { payment_token: 'pt-1', expires_at: 1_900_000_000 },
    });
    const frame = (await screen.findByTitle('Withdrawal payment page', undefined, {
      timeout: 20_000,
    })) as HTMLIFrameElement;
    const url = new URL(frame.getAttribute('src') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/providers/cashier/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      mode: 'withdraw',
      token: 'pt-1',
      theme: 'dark',
      lang: 'en',
      user_id: '7',
      account_id: '11',
      is_mobile: '0',
      domain: window.location.origin,
      // The player's zone on the site: the cashier tells times in it.
      time_zone: 'UTC',
      // The site's colours, as its tokens hold them (the test's page sets these two).
      accent: '#16c784',
      background: '#0b111d',
    });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    // The cashier's page in the frame shows the heading; the page's own is for assistive technology only.
    expect(screen.getByRole('heading', { level: 1, name: 'Withdraw' }).className).toBe('visually-hidden');
    const tokenCall = fetchMock.mock.calls.find((call) => String(call[0]).includes('/user/payment-token'));
    expect(String(tokenCall?.[0])).toContain('account_id=11');
  }, 30_000);

  it('pays into the cash wallet of its currency while a bonus balance is in use', async () => {
    const eur = buildWallet({ id: 12, name: 'EUR', currency_id: 1, balance: 0 });
    const bonus = buildWallet({ id: 13, name: 'EUR', currency_id: 1, balance: 5000, is_bonus_sport: true });
    useSettingsParamsStore.setState({ accountId: 13 });
    const { fetchMock } = renderSignedIn('/payments/deposit/methods', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [usd, eur, bonus] },
      '/user/payment-token': { payment_token: 'pt-2', expires_at: 1_900_000_000 },
    });
    const frame = (await screen.findByTitle('Deposit payment page', undefined, {
      timeout: 20_000,
    })) as HTMLIFrameElement;
    expect(new URL(frame.getAttribute('src') ?? '', 'http://localhost').searchParams.get('account_id')).toBe('12');
    const tokenCall = fetchMock.mock.calls.find((call) => String(call[0]).includes('/user/payment-token'));
    expect(String(tokenCall?.[0])).toContain('account_id=12');
  }, 30_000);

  it('says the payment request failed when no token can be had', async () => {
    renderSignedIn('/payments/deposit/methods', {
      '/user/profile': profileRoute,
      '/user/balance': { list: [usd] },
      '/user/payment-token': () => envelope(null, 500, 'InternalError', 'down'),
    });
    expect(
      await screen.findByRole('heading', { name: 'Payment Request was failed' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByTitle('Deposit payment page')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' }).className).not.toBe('visually-hidden');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 30_000);

  it('makes the frame as tall as the cashier says it is', async () => {
    const frame = await openDeposit();
    expect(frame.style.height).toBe('');
    post(frame, { source: 'meridian-cashier', type: 'resize', height: 734.2 });
    expect(frame.style.height).toBe('735px');
    expect(frame.parentElement?.hasAttribute('data-sized')).toBe(true);
    post(frame, { source: 'meridian-cashier', type: 'resize', height: 612 });
    expect(frame.style.height).toBe('612px');
  }, 30_000);

  it('ignores a height from another origin, another window or another kind of message', async () => {
    const frame = await openDeposit();
    post(frame, { source: 'meridian-cashier', type: 'resize', height: 900 }, 'https://elsewhere.example');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'meridian-cashier', type: 'resize', height: 900 },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    post(frame, { source: 'meridian-kyc', type: 'resize', height: 900 });
    post(frame, { source: 'meridian-cashier', type: 'scroll', height: 900 });
    post(frame, { source: 'meridian-cashier', type: 'resize', height: '900' });
    post(frame, { source: 'meridian-cashier', type: 'resize', height: -1 });
    expect(frame.style.height).toBe('');
    expect(frame.parentElement?.hasAttribute('data-sized')).toBe(false);
  }, 30_000);
});
