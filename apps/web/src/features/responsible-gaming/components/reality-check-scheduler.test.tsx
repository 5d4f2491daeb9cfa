import type { Dictionaries } from '@meridian/contract/dictionaries';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { buildWallet, testCurrencies } from '../../../shared/wallets/wallets.test-data';
import { envelope, queryCalls, stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, renderApp } from '../../../test/render-app';
import { buildUser, signInForTest } from '../../../test/signed-in';
import { buildReality, buildRgState } from '../test/responsible-gaming.factory';
import { setUpResponsibleGamingTests } from '../test/responsible-gaming-test-setup';

const MINUTE = 60_000;
const SIGNED_IN_AT = Date.UTC(2026, 4, 12, 12, 0, 0);
const dictionaries: Dictionaries = { ...emptyDictionaries, currencies: testCurrencies };

/** Moves the clock on, running the timers due meanwhile and what they set off. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const isOpen = () => usePopupStore.getState().stack.some((popup) => popup.name === 'RealityCheck');
/** Waits for the popup's code and figures to arrive: real time passes for the import, the clock only a little. */
const findCheck = () =>
  vi.waitFor(() => screen.getByRole('dialog', { name: 'Reality Check' }), { timeout: 10_000, interval: 20 });

/** Renders the app for a player signed in at SIGNED_IN_AT with a reality check every `minutes`. */
async function renderSignedIn(minutes: number | null) {
  signInForTest();
  // The token outlives the test's clock, so no refresh call comes between the checks.
  const tokens = useAuthStore.getState().tokens;
  if (tokens) useAuthStore.getState().setTokens({ ...tokens, expiresAt: Date.now() + 86_400_000 });
  const fetchMock = stubFetch({
    '/user/profile': { user: buildUser({ id: 7 }) },
    '/user/balance': { list: [buildWallet({ id: 31, name: 'EUR', currency_id: 1, is_default: true })] },
    '/user/responsible-gaming': () =>
      envelope(buildRgState({ reality_check_minutes: minutes, session_started_at: SIGNED_IN_AT / 1000 })),
    '/user/responsible-gaming/reality': () =>
      envelope(
        buildReality({
          session_started_at: SIGNED_IN_AT / 1000,
          played_seconds: Math.floor((Date.now() - SIGNED_IN_AT) / 1000),
          results: [
            { currency_id: 1, staked: 12000, net: -3500 },
            { currency_id: 2, staked: 500, net: 250 },
          ],
          reality_check_minutes: minutes,
        }),
      ),
    '/auth/logout': (_url, init) => (init.method === 'POST' ? envelope(null) : undefined),
  });
  const view = renderApp('/profile/sessions');
  view.queryClient.setQueryData(dictionariesQueryOptions().queryKey, dictionaries);
  // The scheduler's code and the state of the sign-in arrive.
  await vi.waitFor(() => expect(queryCalls(fetchMock, '/user/responsible-gaming')).toHaveLength(1), {
    timeout: 10_000,
    interval: 20,
  });
  await advance(0);
  return { ...view, fetchMock };
}

describe('reality check', { timeout: 60_000 }, () => {
  setUpResponsibleGamingTests();

  beforeEach(() => {
    // Only the clock and timeouts are the test's: fetches, imports and renders run as they would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(SIGNED_IN_AT + 14 * MINUTE);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('comes the chosen minutes into the sign-in with the time and money so far, and again after continuing', async () => {
    await renderSignedIn(15);
    const firstDue = SIGNED_IN_AT + 15 * MINUTE;
    await advance(firstDue - Date.now() - 1_000);
    expect(isOpen()).toBe(false);
    await advance(1_000);
    expect(isOpen()).toBe(true);

    const dialog = await findCheck();
    await vi.waitFor(() => expect(dialog.textContent).toContain('Time played this session'), { interval: 20 });
    expect(within(dialog).getByText('15 min').tagName).toBe('TIME');
    expect(dialog.textContent).toContain('A reminder you asked for, every 15 minutes.');
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Currency', 'Staked', 'Net result'],
      ['EUR', '€120.00', '-€35.00'],
      ['USD', '$5.00', '+$2.50'],
    ]);

    // The next check counts from the moment the player carries on, not from the one before.
    await advance(2 * MINUTE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(isOpen()).toBe(false);
    const continuedAt = Date.now();
    await advance(continuedAt + 15 * MINUTE - Date.now() - 1_000);
    expect(isOpen()).toBe(false);
    await advance(1_000);
    expect(isOpen()).toBe(true);
  });

  it('logs out from the check', async () => {
    const { fetchMock } = await renderSignedIn(15);
    await advance(SIGNED_IN_AT + 15 * MINUTE - Date.now());
    const dialog = await findCheck();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(useAuthStore.getState().isAuthorized).toBe(false), { interval: 20 });
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/auth/logout'))).toBe(true);
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality Check' })).toBeNull(), {
      interval: 20,
    });
    // Signed out: no check comes any more.
    await advance(60 * MINUTE);
    expect(isOpen()).toBe(false);
  });

  it('goes away when the player is signed out elsewhere while it is open', async () => {
    await renderSignedIn(15);
    await advance(SIGNED_IN_AT + 15 * MINUTE - Date.now());
    await findCheck();
    act(() => {
      useAuthStore.getState().setTokens(null);
      useAuthStore.getState().setAuthorized(false);
    });
    await vi.waitFor(() => expect(isOpen()).toBe(false), { interval: 20 });
  });

  it('keeps to the sign-in’s rhythm after a reload', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 20 * MINUTE);
    await renderSignedIn(15);
    // The check at 15 minutes went by before this page loaded: the next is at 30.
    await advance(SIGNED_IN_AT + 30 * MINUTE - Date.now() - 1_000);
    expect(isOpen()).toBe(false);
    await advance(1_000);
    expect(isOpen()).toBe(true);
  });

  it('does not come when the reality check is off', async () => {
    await renderSignedIn(null);
    await advance(3 * 60 * MINUTE);
    expect(isOpen()).toBe(false);
  });
});
