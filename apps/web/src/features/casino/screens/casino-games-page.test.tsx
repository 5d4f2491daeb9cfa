import { CASINO_PAGE_SIZE } from '@meridian/contract/casino';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { envelope, queryCalls, stubFetch } from '../../../test/fetch-stub';
import { stubEndInView } from '../../../test/in-view';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { useCasinoSearchStore } from '../store/casino-search.store';
import { buildGame, buildGames, casinoDictionaries } from '../test/casino.factory';

/** Moves the page's clock on (the search's wait), the timers due meanwhile run. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const pharaoh = buildGame({ id: 1, name: 'Pharaoh’s Fortune', is_top: true, category_ids: [1] });
const roulette = buildGame({ id: 2, name: 'European Roulette', is_new: true, has_demo: false, category_ids: [2] });

function stubLobby(games: (url: URL) => Response | unknown[] = () => [pharaoh, roulette]) {
  return stubFetch({
    '/casino/dictionaries': casinoDictionaries,
    '/casino/games': (url) => {
      const answer = games(url);
      return answer instanceof Response ? answer : envelope({ list: answer });
    },
  });
}

const gamesList = () => screen.findByRole('list', { name: 'Games' }, lazyScreenWait);
const location = () => screen.getByTestId('location').textContent;
const lastGamesQuery = (fetchMock: ReturnType<typeof stubFetch>) => queryCalls(fetchMock, '/casino/games').at(-1);

afterEach(() => {
  vi.useRealTimers();
  useCasinoSearchStore.setState({ texts: { regular: '', live: '' } });
  useNotificationStore.setState({ notifications: [] });
});

describe('casino lobby', { timeout: 20_000 }, () => {
  it('lists the regular casino’s games, 40 from the start, with badges, provider and play and demo links', async () => {
    const fetchMock = stubLobby();
    renderApp('/casino/games');
    const list = await gamesList();
    expect(queryCalls(fetchMock, '/casino/games')[0]).toEqual({ is_live: 'false', limit: '40', offset: '0' });

    const tile = within(list).getByRole('article', { name: 'Pharaoh’s Fortune' });
    expect(within(tile).getByText('Top')).toBeTruthy();
    expect(within(tile).getByText('Meridian Originals')).toBeTruthy();
    expect(within(tile).getByRole('link', { name: 'Play Pharaoh’s Fortune' }).getAttribute('href')).toBe(
      '/casino/games/1',
    );
    expect(within(tile).getByRole('link', { name: 'Demo Pharaoh’s Fortune' }).getAttribute('href')).toBe(
      '/casino/games/1?demo=1',
    );
    const noDemo = within(list).getByRole('article', { name: 'European Roulette' });
    expect(within(noDemo).getByText('New')).toBeTruthy();
    expect(within(noDemo).queryByRole('link', { name: /Demo/ })).toBeNull();
  });

  it('filters by type, category and provider through the address, leaving out the live casino’s', async () => {
    const fetchMock = stubLobby();
    renderApp('/casino/games');
    await gamesList();

    fireEvent.click(screen.getByRole('tab', { name: 'Top' }));
    await waitFor(() => expect(lastGamesQuery(fetchMock)).toMatchObject({ is_top: 'true' }));
    expect(screen.getByTestId('location').textContent).toBe('/casino/games?type=top');

    const categories = screen.getByRole('group', { name: 'Game categories' });
    expect(within(categories).queryByRole('button', { name: 'Live Roulette' })).toBeNull();
    expect(within(categories).queryByRole('button', { name: 'Game Shows' })).toBeNull();
    fireEvent.click(within(categories).getByRole('button', { name: 'Roulette' }));
    await waitFor(() => expect(lastGamesQuery(fetchMock)).toMatchObject({ is_top: 'true', category_id: '2' }));

    const provider = screen.getByRole('combobox', { name: 'Provider' });
    expect(within(provider).queryByRole('option', { name: 'Meridian Live' })).toBeNull();
    fireEvent.change(provider, { target: { value: '3' } });
    await waitFor(() =>
      expect(lastGamesQuery(fetchMock)).toMatchObject({ is_top: 'true', category_id: '2', provider_id: '3' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/casino/games?type=top&category=2&provider=3');
  });

  it('reads the filters from the address it is opened at', async () => {
    const fetchMock = stubLobby();
    renderApp('/casino/games?type=new&category=1&provider=1');
    await gamesList();
    expect(queryCalls(fetchMock, '/casino/games')[0]).toMatchObject({
      is_new: 'true',
      category_id: '1',
      provider_id: '1',
    });
    expect(screen.getByRole('tab', { name: 'New' }).getAttribute('aria-selected')).toBe('true');
  });

  it('searches by name only from 3 trimmed letters, after the 500 ms debounce', async () => {
    const fetchMock = stubLobby();
    renderApp('/casino/games');
    await gamesList();
    const box = screen.getByRole('searchbox', { name: 'Game name' });

    vi.useFakeTimers();
    fireEvent.input(box, { target: { value: ' ph ' } });
    expect(screen.getByText('Enter at least 3 letters to search')).toBeTruthy();
    await elapse(700);
    expect(queryCalls(fetchMock, '/casino/games').every((query) => !('name' in query))).toBe(true);

    fireEvent.input(box, { target: { value: ' pha ' } });
    await elapse(499);
    expect(queryCalls(fetchMock, '/casino/games').every((query) => !('name' in query))).toBe(true);
    await elapse(1);
    expect(lastGamesQuery(fetchMock)).toMatchObject({ name: 'pha', offset: '0' });
    // What the answer's rendering waits on runs on the timers too.
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();
    expect(screen.queryByText('Enter at least 3 letters to search')).toBeNull();
  });

  it('loads the next 40 as the end comes into view and stops after a shorter page', async () => {
    stubEndInView();
    const fetchMock = stubLobby((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return offset === 0 ? buildGames(CASINO_PAGE_SIZE, 1000) : buildGames(3, 2000);
    });
    renderApp('/casino/games');
    const list = await gamesList();
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(CASINO_PAGE_SIZE + 3));
    // Whatever the last page's rendering set going has run: no third page was asked for.
    await act(async () => undefined);
    expect(queryCalls(fetchMock, '/casino/games').map((query) => query.offset)).toEqual(['0', '40']);
  });

  it('says there are no games when the filter finds none', async () => {
    stubLobby(() => []);
    renderApp('/casino/games?type=new');
    expect(await screen.findByText('No games', {}, lazyScreenWait)).toBeTruthy();
  });

  it('shows the failure with the server’s message and loads again on retry', async () => {
    let failing = true;
    stubLobby(() => (failing ? envelope(null, 500, 'InternalError', 'The lobby is resting') : [pharaoh]));
    renderApp('/casino/games');
    const failure = await screen.findByText('The games could not be loaded.', {}, lazyScreenWait);
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((item) => item.text)).toContain('The lobby is resting'),
    );
    failing = false;
    const alert = failure.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure should be announced');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await gamesList();
    expect(within(list).getByRole('article', { name: 'Pharaoh’s Fortune' })).toBeTruthy();
  });

  it('shows placeholders of the tiles’ size while the first page loads', async () => {
    stubLobby(() => new Promise<never>(() => undefined) as never);
    renderApp('/casino/games');
    const loading = await screen.findByRole('status', { name: 'Loading games' }, lazyScreenWait);
    expect(loading.querySelectorAll('li').length).toBeGreaterThan(0);
  });

  it('on mobile offers the provider filter as desktop does, showing the active provider', async () => {
    const fetchMock = stubLobby();
    renderApp('/casino/games?provider=1', { formFactor: 'mobile' });
    await gamesList();
    const provider = screen.getByRole('combobox', { name: 'Provider' }) as HTMLSelectElement;
    await waitFor(() => expect(provider.value).toBe('1'));
    expect(provider.selectedOptions[0]?.textContent).toBe('Meridian Originals');
    fireEvent.change(provider, { target: { value: '' } });
    await waitFor(() => expect(location()).toBe('/casino/games'));
    expect(lastGamesQuery(fetchMock)).not.toHaveProperty('provider_id');
  });

  it('on mobile leads to the live casino when it is open, and not when it is closed', async () => {
    stubLobby();
    const { unmount } = renderApp('/casino/games', { formFactor: 'mobile' });
    await gamesList();
    const nav = screen.getByRole('navigation', { name: 'Casino sections' });
    expect(within(nav).getByRole('link', { name: 'Live Casino' }).getAttribute('href')).toBe('/live-casino/games');
    unmount();
    renderApp('/casino/games', { formFactor: 'mobile', settings: buildSettings({ casino: { is_open_live: false } }) });
    await gamesList();
    expect(
      within(screen.getByRole('navigation', { name: 'Casino sections' })).queryByRole('link', { name: 'Live Casino' }),
    ).toBeNull();
  });
});
