import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../shared/session/auth.store';
import { stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';

describe('FavoritesLink', () => {
  it('shows a signed-in player how many matches they follow and opens /favorites', async () => {
    renderSignedIn('/results', { '/user/favorites/count': { total: 3 }, '/user/favorites': { list: [] } });
    const header = screen.getByRole('banner');
    const link = await within(header).findByRole('link', { name: 'Favorites: 3' }, lazyScreenWait);
    expect(within(link).getByText('3')).toBeTruthy();
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/favorites'));
  });

  it('is not offered to a visitor', () => {
    useAuthStore.getState().setTokens(null);
    stubFetch({});
    renderApp('/results');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: /^Favorites/ })).toBeNull();
  });
});
