import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { buildUser, signInForTest } from '../../../test/signed-in';
import { buildRgState } from '../test/responsible-gaming.factory';
import { setUpResponsibleGamingTests } from '../test/responsible-gaming-test-setup';

// The header's menu and the policy page load lazily: room for the first waits on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const TOOLS = '/profile/responsible-gaming';
const policy = {
  list: [{ id: 'responsible-gaming-policy', title: 'Responsible Gaming', body: '<p>Play for fun.</p>' }],
};

function signedIn() {
  signInForTest();
  return stubFetch({
    '/user/profile': { user: buildUser({ id: 7 }) },
    '/user/balance': { list: [] },
    '/user/responsible-gaming': buildRgState(),
    '/content/pages/responsible-gaming-policy': policy,
  });
}

describe('the way to the responsible gaming tools', { timeout: 60_000 }, () => {
  setUpResponsibleGamingTests();

  it('is in the mobile More menu', async () => {
    signedIn();
    renderApp('/more', { formFactor: 'mobile' });
    const menu = await screen.findByRole('navigation', { name: 'More' });
    expect(within(menu).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(TOOLS);
  });

  it('is in the desktop header’s profile menu', async () => {
    signedIn();
    renderApp('/promotions');
    fireEvent.click(await screen.findByRole('button', { name: 'Profile' }));
    const menu = await screen.findByRole('navigation', { name: 'Profile menu' });
    expect(within(menu).getByRole('link', { name: 'Responsible gaming' }).getAttribute('href')).toBe(TOOLS);
  });

  it('is under the responsible gaming policy for a signed-in player, and not for a visitor', async () => {
    signedIn();
    const view = renderApp('/terms/responsible-gaming-policy');
    const article = (await screen.findByRole('heading', { level: 1, name: 'Responsible Gaming' })).closest('article');
    expect(
      within(article as HTMLElement)
        .getByRole('link', { name: 'Responsible gaming tools' })
        .getAttribute('href'),
    ).toBe(TOOLS);
    view.unmount();

    useAuthStore.getState().setTokens(null);
    stubFetch({ '/content/pages/responsible-gaming-policy': policy });
    renderApp('/terms/responsible-gaming-policy');
    await screen.findByRole('heading', { level: 1, name: 'Responsible Gaming' });
    expect(screen.queryByRole('link', { name: 'Responsible gaming tools' })).toBeNull();
  });
});
