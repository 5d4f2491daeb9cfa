import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { signInForTest } from '../../../test/signed-in';

describe('ProfileMenuList', () => {
  it('leads a signed-in player to their favorites', async () => {
    signInForTest();
    stubFetch({});
    renderApp('/more', { formFactor: 'mobile' });
    const menu = await screen.findByRole('navigation', { name: 'More' });
    expect(within(menu).getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
  });

  it('has no favorites entry for a visitor', async () => {
    useAuthStore.getState().setTokens(null);
    stubFetch({});
    renderApp('/more', { formFactor: 'mobile' });
    const menu = await screen.findByRole('navigation', { name: 'More' });
    expect(within(menu).getByRole('link', { name: 'Results' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    expect(within(menu).queryByRole('link', { name: 'Favorites' })).toBeNull();
  });
});
