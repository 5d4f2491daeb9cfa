import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { buildWallet, profileRoute, putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { envelope, queryCalls, stubFetch } from '../../../test/fetch-stub';
import { stubEndInView } from '../../../test/in-view';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { renderSignedIn } from '../../../test/signed-in';
import { liveCasino } from '../lib/live-casino';
import { useCasinoSearchStore } from '../store/casino-search.store';
import { buildLiveGame, buildTableFrame, casinoDictionaries, liveProvider } from '../test/casino.factory';
import { catchScript, installFakeMeridianLive } from '../test/fake-meridian-live';

const roulette = buildLiveGame({ id: 31, name: 'Grand Roulette', external_id: 'roulette-grand', is_top: true });
const blackjack = buildLiveGame({ id: 32, name: 'Sapphire Blackjack VIP', external_id: 'blackjack-sapphire' });
const baccarat = buildLiveGame({ id: 33, name: 'Golden Baccarat', external_id: 'baccarat-golden' });

let scripts = 0;
/** Settings naming the live studio; each test its own script address, as the page loads a script once. */
function liveSettings() {
  scripts += 1;
  const provider = { ...liveProvider, script_url: `/providers/live-casino/launcher.js?test=${scripts}` };
  return { settings: buildSettings({ casino: { providers: [provider] } }), provider };
}

const lobbyRoutes = {
  '/casino/dictionaries': casinoDictionaries,
  '/casino/games': { list: [roulette, blackjack, baccarat] },
};

const gamesList = () => screen.findByRole('list', { name: 'Games' }, lazyScreenWait);
const tile = (name: string) => screen.getByRole('article', { name });
const tableState = (name: string) => tile(name).querySelector('[data-table-state]')?.getAttribute('data-table-state');

afterEach(() => {
  usePopupStore.setState({ stack: [] });
  useAuthStore.getState().setTokens(null);
  liveCasino.closeAll();
  window.MeridianLive = undefined;
  useCasinoSearchStore.setState({ texts: { regular: '', live: '' } });
});

describe('live casino lobby', { timeout: 20_000 }, () => {
  it('lists the live tables with their categories and providers, and play links without demo', async () => {
    const fetchMock = stubFetch(lobbyRoutes);
    renderApp('/live-casino/games');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Casino' }, lazyScreenWait)).toBeTruthy();
    const list = await gamesList();
    expect(queryCalls(fetchMock, '/casino/games')[0]).toEqual({ is_live: 'true', limit: '40', offset: '0' });

    const table = within(list).getByRole('article', { name: 'Grand Roulette' });
    expect(within(table).getByText('Top')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Play Grand Roulette' }).getAttribute('href')).toBe(
      '/live-casino/games/31',
    );
    expect(within(list).queryByRole('link', { name: /Demo/ })).toBeNull();

    const categories = screen.getByRole('group', { name: 'Game categories' });
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['All categories', 'Live Roulette', 'Live Blackjack', 'Game Shows']),
    );
    const provider = screen.getByRole('combobox', { name: 'Provider' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All providers', 'Meridian Live']);
    fireEvent.click(within(categories).getByRole('button', { name: 'Live Blackjack' }));
    await waitFor(() =>
      expect(queryCalls(fetchMock, '/casino/games').at(-1)).toMatchObject({ is_live: 'true', category_id: '6' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/live-casino/games?category=6');
  });

  it('fills the tiles on screen with their tables’ live state, in the site’s currency for a visitor', async () => {
    stubEndInView();
    const { settings, provider } = liveSettings();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    stubFetch(lobbyRoutes);
    const { queryClient } = renderApp('/live-casino/games', { settings });
    putWalletDictionaries(queryClient);
    await gamesList();

    // The script is on its way: every tile waits for the connection, in a box of its final size.
    await waitFor(() => expect(script.caught).toHaveLength(1));
    expect(tableState('Grand Roulette')).toBe('waiting_connection');
    expect(within(tile('Grand Roulette')).getByText('Loading the table')).toBeTruthy();
    act(() => {
      script.load();
    });
    await waitFor(() => expect(studio.connections).toHaveLength(1));
    const connection = studio.connections[0];
    if (!connection) throw new Error('the lobby should have connected');
    expect(connection.options).toMatchObject({ server: provider.server, casinoId: 'meridian' });
    expect(connection.subscribed.sort()).toEqual([
      'baccarat-golden|USD',
      'blackjack-sapphire|USD',
      'roulette-grand|USD',
    ]);
    expect(tableState('Grand Roulette')).toBe('waiting_connection');

    act(() => connection.setState('connected'));
    expect(tableState('Grand Roulette')).toBe('pending');

    act(() => {
      connection.send(buildTableFrame({ currencyCode: 'USD', value: { players: 12, results: [17, 0, 32] } }));
      connection.send(
        buildTableFrame({
          tableId: 'blackjack-sapphire',
          currencyCode: 'USD',
          value: {
            tableType: 'BLACKJACK',
            totalSeatedPlayers: 3,
            availableSeats: 4,
            players: 3,
            tableLimits: { minBet: 2500, maxBet: 500_000 },
            results: [20, 19],
          },
        }),
      );
      connection.send(
        buildTableFrame({
          tableId: 'baccarat-golden',
          currencyCode: 'USD',
          status: 'offline',
          value: { tableType: 'BACCARAT', results: ['B', 'P', 'T'], opensAt: Date.UTC(2025, 0, 1, 16, 0) },
        }),
      );
    });

    const rouletteTile = tile('Grand Roulette');
    expect(tableState('Grand Roulette')).toBe('ready');
    expect(within(rouletteTile).getByText('Online · Players: 12')).toBeTruthy();
    expect(within(rouletteTile).getByText('$0.50 – $2,000')).toBeTruthy();
    const results = within(rouletteTile).getByRole('list', { name: 'Latest results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((bead) => bead.textContent),
    ).toEqual(['17', '0', '32']);

    const blackjackTile = tile('Sapphire Blackjack VIP');
    expect(within(blackjackTile).getByText('Online · 3/7 seats')).toBeTruthy();
    expect(within(blackjackTile).getByRole('img', { name: '3 of 7 seats taken' })).toBeTruthy();
    expect(within(blackjackTile).getByText('4 free')).toBeTruthy();
    expect(within(blackjackTile).getByText('$25 – $5,000')).toBeTruthy();

    const baccaratTile = tile('Golden Baccarat');
    expect(within(baccaratTile).getByText('Offline · opens at 16:00')).toBeTruthy();
    const beads = within(baccaratTile).getByRole('list', { name: 'Latest results' });
    expect(
      within(beads)
        .getAllByRole('listitem')
        .map((bead) => bead.textContent),
    ).toEqual(['BBanker', 'PPlayer', 'TTie']);

    // A new frame updates the tile as it comes.
    act(() => connection.send(buildTableFrame({ currencyCode: 'USD', value: { players: 15, results: [5, 17, 0] } })));
    expect(within(rouletteTile).getByText('Online · Players: 15')).toBeTruthy();
    expect(within(results).getAllByRole('listitem')[0]?.textContent).toBe('5');
  });

  it('subscribes in the signed-in player’s wallet currency', async () => {
    stubEndInView();
    const { settings, provider } = liveSettings();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    const { queryClient } = renderSignedIn('/live-casino/games', {
      ...lobbyRoutes,
      '/casino/games': { list: [roulette] },
      '/user/profile': profileRoute,
      '/user/balance': { list: [buildWallet({ id: 12, name: 'EUR', currency_id: 1, is_default: true })] },
      '/settings': settings,
    });
    queryClient.setQueryData(
      ['settings', { host: window.location.hostname, accountId: null, countryCode: null }],
      settings,
    );
    putWalletDictionaries(queryClient);
    await gamesList();
    await waitFor(() => expect(script.caught).toHaveLength(1));
    act(() => {
      script.load();
    });
    await waitFor(() => expect(studio.last()?.subscribed).toEqual(['roulette-grand|EUR']));
    act(() => studio.last()?.setState('connected'));
    act(() => studio.last()?.send(buildTableFrame()));
    expect(within(tile('Grand Roulette')).getByText('€0.50 – €2,000')).toBeTruthy();
  });

  it('asks nothing for tiles off screen', async () => {
    const { settings, provider } = liveSettings();
    const script = catchScript(provider.script_url);
    stubFetch(lobbyRoutes);
    const { queryClient } = renderApp('/live-casino/games', { settings });
    putWalletDictionaries(queryClient);
    await gamesList();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tableState('Grand Roulette')).toBe('unsubscribed');
    expect(script.caught).toHaveLength(0);
  });

  it('says a table’s live data is unavailable when the settings name no studio for its provider', async () => {
    stubEndInView();
    stubFetch(lobbyRoutes);
    const { queryClient } = renderApp('/live-casino/games');
    putWalletDictionaries(queryClient);
    await gamesList();
    await waitFor(() => expect(tableState('Grand Roulette')).toBe('invalid_provider'));
    expect(within(tile('Grand Roulette')).getByText('Live data unavailable')).toBeTruthy();
  });

  it('lists the live providers only, each opening its tables', async () => {
    const fetchMock = stubFetch({
      ...lobbyRoutes,
      '/casino/providers': { list: casinoDictionaries.providers },
    });
    renderApp('/live-casino/providers');
    const list = await screen.findByRole('list', { name: 'Game providers' }, lazyScreenWait);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Meridian Live']);
    fireEvent.click(within(list).getByRole('link', { name: 'Meridian Live' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meridian Live' }, lazyScreenWait)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/live-casino/providers/2');
    await gamesList();
    expect(queryCalls(fetchMock, '/casino/games').at(-1)).toMatchObject({ is_live: 'true', provider_id: '2' });
    expect(screen.getByRole('link', { name: 'All providers' }).getAttribute('href')).toBe('/live-casino/providers');
  });

  it('lists the live categories on mobile, each opening the live lobby filtered by it', async () => {
    stubFetch(lobbyRoutes);
    renderApp('/live-casino/categories', { formFactor: 'mobile' });
    const list = await screen.findByRole('list', { name: 'Categories' }, lazyScreenWait);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['All games', 'Live Roulette', 'Live Blackjack', 'Game Shows']),
    );
    fireEvent.click(within(list).getByRole('link', { name: 'Game Shows' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/live-casino/games?category=8'));
  });

  it('keeps the live categories page away from desktop', async () => {
    stubFetch(lobbyRoutes);
    renderApp('/live-casino/categories');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });
});

describe('live casino game page', { timeout: 20_000 }, () => {
  const launchBodies = (fetchMock: ReturnType<typeof stubFetch>) =>
    fetchMock.mock.calls
      .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v1/casino/games/launch')
      .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

  it('asks a visitor to log in before a table, with no demo to offer', async () => {
    const fetchMock = stubFetch({
      ...lobbyRoutes,
      '/casino/games/launch': () => envelope({ url: 'https://studio.example/table/1', name: 'Grand Roulette' }),
    });
    renderApp('/live-casino/games/31?demo=1');
    expect(await screen.findByRole('dialog', { name: 'Log In' }, lazyScreenWait)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Real money' })).toBeNull();
    expect(launchBodies(fetchMock)).toEqual([]);
  });

  it('launches the table for real in a frame, returning to the live lobby', async () => {
    const { fetchMock } = renderSignedIn('/live-casino/games/31', {
      ...lobbyRoutes,
      '/user/profile': profileRoute,
      '/user/balance': { list: [buildWallet({ id: 11, name: 'USD', currency_id: 2, is_default: true })] },
      '/casino/games/launch': (_url, init) =>
        init.method === 'POST'
          ? envelope({
              url: 'https://studio.example/providers/live-casino/table/abc',
              name: 'Grand Roulette',
              provider: 'meridian-live',
              launch_options: {},
              script_url: null,
            })
          : undefined,
    });
    const frame = await screen.findByTitle('Game: Grand Roulette', {}, lazyScreenWait);
    expect(frame.getAttribute('src')).toBe('https://studio.example/providers/live-casino/table/abc?embedded=1');
    expect(launchBodies(fetchMock)).toEqual([
      expect.objectContaining({
        game_id: 31,
        play_mode: 'real',
        account_id: 11,
        lobby_url: `${window.location.origin}/live-casino/games`,
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Lobby' }).getAttribute('href')).toBe('/live-casino/games');
  });
});
