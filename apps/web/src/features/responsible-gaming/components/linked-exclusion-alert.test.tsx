import type { RgExclusion } from '@meridian/contract/responsible-gaming';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { buildWallet } from '../../../shared/wallets/wallets.test-data';
import { envelope, queryCalls, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { buildUser, signInForTest } from '../../../test/signed-in';
import { buildRgState } from '../test/responsible-gaming.factory';
import { setUpResponsibleGamingTests } from '../test/responsible-gaming-test-setup';

const ENDS_AT = Date.UTC(2027, 4, 29, 12, 0, 0) / 1000;
const TITLE = 'Your self-exclusion covers this account';

/**
 * Renders the app for a player just signed in (or signed up) whose account has `exclusion`;
 * `before` runs once the app is up, before the state answers.
 */
async function renderSignedIn(exclusion: RgExclusion | null, before: () => void = () => {}) {
  signInForTest();
  let answer = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const fetchMock = stubFetch({
    '/user/profile': { user: buildUser({ id: 7 }) },
    '/user/balance': { list: [buildWallet({ id: 31, name: 'EUR', currency_id: 1, is_default: true })] },
    '/user/responsible-gaming': () => answered.then(() => envelope(buildRgState({ exclusion }))),
  });
  const view = renderApp('/profile/sessions');
  await vi.waitFor(() => expect(queryCalls(fetchMock, '/user/responsible-gaming').length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  await act(async () => before());
  answer();
  // The state has arrived and the effects that read it have run.
  await vi.waitFor(() =>
    expect(
      view.queryClient
        .getQueryCache()
        .findAll()
        .some((query) => JSON.stringify(query.queryKey).includes('responsible-gaming') && query.state.data),
    ).toBe(true),
  );
  await act(async () => {});
  return { ...view, fetchMock };
}

const findAlert = (name = TITLE) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

describe('an account covered by a self-exclusion taken on another account', { timeout: 30_000 }, () => {
  setUpResponsibleGamingTests();
  beforeEach(() => sessionStorage.clear());

  it('is told as its sign-in begins that the exclusion covers it, until when and what it stops, once', async () => {
    await renderSignedIn({
      kind: 'self_exclusion',
      started_at: ENDS_AT - 86_400 * 180,
      ends_at: ENDS_AT,
      linked: true,
    });
    const alert = await findAlert();
    expect(alert.textContent).toContain('You excluded yourself from play on another account until');
    expect(alert.textContent).toContain(
      'A self-exclusion covers every account of yours, so it applies to this one too.',
    );
    expect(alert.textContent).toContain(
      'Until it ends you cannot place bets, play for real money, deposit or use bonuses.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    expect(usePopupStore.getState().stack).toEqual([]);
    // The same sign-in is not told again when the state is read again.
    await act(() => usePopupStore.getState().open('Contacts'));
    await act(() => usePopupStore.getState().close('Contacts'));
    expect(usePopupStore.getState().stack).toEqual([]);
  });

  it('waits for the popups the sign-up opened (the login details) and says it in the player’s language', async () => {
    await act(() => i18n.changeLanguage('ru'));
    try {
      await renderSignedIn({ kind: 'self_exclusion', started_at: 0, ends_at: null, linked: true }, () =>
        usePopupStore.getState().open('Contacts'),
      );
      expect(usePopupStore.getState().stack.map((popup) => popup.name)).toEqual(['Contacts']);
      await act(() => usePopupStore.getState().close('Contacts'));
      const alert = await findAlert('Ваше самоисключение действует и на этот аккаунт');
      expect(alert.textContent).toContain('Вы навсегда исключили себя из игры на другом аккаунте.');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('leaves the player’s own break and a player without one alone', async () => {
    await renderSignedIn({ kind: 'self_exclusion', started_at: 0, ends_at: ENDS_AT, linked: false });
    expect(usePopupStore.getState().stack).toEqual([]);
  });
});
