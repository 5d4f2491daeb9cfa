import type { Match } from '@meridian/contract/events';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { envelope, queryCalls } from '../../../test/fetch-stub';
import { stubEndInView } from '../../../test/in-view';
import { buildLiveMatch, buildMatch } from '../../../test/match.factory';
import { renderSignedIn } from '../../../test/signed-in';

// Pages load lazily and the search waits 500 ms: give queries room on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => useNotificationStore.setState({ notifications: [] }));

describe('favorites page', { timeout: 20_000 }, () => {
  it('lists live and upcoming favorites, asking for 31 to learn that more follow', async () => {
    const line = Array.from({ length: 40 }, (_, index) =>
      buildMatch({ id: 100 + index, name: `Line ${index + 1}`, is_favorite: true }),
    );
    const live = [buildLiveMatch({ id: 1, name: 'Live 1', is_favorite: true })];
    const { fetchMock } = renderSignedIn('/favorites', {
      '/user/favorites/count': { total: 41 },
      '/user/favorites': (url) => {
        const list = url.searchParams.get('statuses') === '1,2' ? live : line;
        const offset = Number(url.searchParams.get('offset'));
        return envelope({ list: list.slice(offset, offset + Number(url.searchParams.get('limit'))) });
      },
    });
    const lineSection = await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 5000 });
    expect(within(screen.getByRole('region', { name: 'Live' })).getAllByRole('article')).toHaveLength(1);
    expect(within(lineSection).getAllByRole('article')).toHaveLength(30);
    expect(queryCalls(fetchMock, '/user/favorites')).toEqual(
      expect.arrayContaining([
        { limit: '31', offset: '0', statuses: '1,2' },
        { limit: '31', offset: '0', statuses: '0' },
      ]),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favorites41');
  });

  it('loads the next 30 when the end of the list comes near', async () => {
    stubEndInView();
    const line = Array.from({ length: 40 }, (_, index) => buildMatch({ id: 100 + index, name: `Line ${index + 1}` }));
    const { fetchMock } = renderSignedIn('/favorites', {
      '/user/favorites/count': { total: 40 },
      '/user/favorites': (url) => {
        if (url.searchParams.get('statuses') !== '0') return envelope({ list: [] });
        const offset = Number(url.searchParams.get('offset'));
        return envelope({ list: line.slice(offset, offset + Number(url.searchParams.get('limit'))) });
      },
    });
    const section = await screen.findByRole('region', { name: 'Upcoming' }, { timeout: 5000 });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(40));
    const pages = queryCalls(fetchMock, '/user/favorites').filter((query) => query.statuses === '0');
    expect(pages.map((query) => query.offset)).toEqual(['0', '30']);
  });

  it('removes a favorite with its star and lists it no more', async () => {
    let favorites: Match[] = [buildMatch({ id: 5, name: 'Rovers - United', is_favorite: true })];
    const { fetchMock } = renderSignedIn('/favorites', {
      '/user/favorites/count': () => envelope({ total: favorites.length }),
      '/user/favorites': (url, init) => {
        if (init.method === 'DELETE') {
          favorites = favorites.filter((match) => match.id !== Number(url.searchParams.get('event_id')));
          return envelope({ event_id: 5, is_favorite: false, total: favorites.length });
        }
        return envelope({ list: url.searchParams.get('statuses') === '0' ? favorites : [] });
      },
    });
    const row = await screen.findByRole('article', { name: 'Rovers - United' }, { timeout: 5000 });
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Rovers – United from favorites' }));
    expect(await screen.findByText('You have no favorite events yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the server message when a toggle fails, and keeps the star', async () => {
    renderSignedIn('/favorites', {
      '/user/favorites/count': { total: 1 },
      '/user/favorites': (url, init) =>
        init.method === 'DELETE'
          ? envelope(null, 500, 'InternalError', 'Favorites are resting')
          : envelope({
              list: url.searchParams.get('statuses') === '0' ? [buildMatch({ id: 5, is_favorite: true })] : [],
            }),
    });
    const star = await screen.findByRole(
      'button',
      { name: 'Remove Rovers – United from favorites' },
      { timeout: 5000 },
    );
    fireEvent.click(star);
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((item) => item.text)).toContain('Favorites are resting'),
    );
    expect(screen.getByRole('button', { name: 'Remove Rovers – United from favorites' })).toBeTruthy();
  });

  it('shows the error text with a back button when the list fails', async () => {
    renderSignedIn('/favorites', {
      '/user/favorites/count': { total: 0 },
      '/user/favorites': () => envelope(null, 500, 'InternalError', 'x'),
    });
    expect(await screen.findByText('Favorites could not be loaded', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});
