import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { buildWallet, profileRoute, putWalletDictionaries } from '../../../shared/wallets/wallets.test-data';
import { envelope, stubFetch as stub, type stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { renderSignedIn, signInForTest } from '../../../test/signed-in';
import { buildLaunch, casinoDictionaries } from '../test/casino.factory';

const STUDIO = 'https://studio.example';
const usd = buildWallet({ id: 11, name: 'USD', currency_id: 2, balance: 123450, is_default: true });
const eur = buildWallet({ id: 12, name: 'EUR', currency_id: 1, balance: 700 });

type FetchMock = ReturnType<typeof stubFetch>;

const launchBodies = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === '/api/v1/casino/games/launch')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
const balanceCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes('/user/balance')).length;
const notifications = () => useNotificationStore.getState().notifications.map((item) => item.text);
const location = () => screen.getByTestId('location').textContent;
const gameFrame = () => screen.findByTitle('Game: Pharaoh’s Fortune', {}, lazyScreenWait) as Promise<HTMLIFrameElement>;

const launchRoute = (answer: () => Response) => ({
  '/casino/dictionaries': casinoDictionaries,
  '/casino/games': { list: [] },
  '/casino/games/launch': (_url: URL, init: RequestInit) => (init.method === 'POST' ? answer() : undefined),
});

afterEach(() => {
  useNotificationStore.setState({ notifications: [] });
  usePopupStore.setState({ stack: [] });
  useAuthStore.getState().setTokens(null);
});

describe('casino game page', { timeout: 20_000 }, () => {
  it('launches demo play for a visitor and shows the game in a frame once it has loaded', async () => {
    const fetchMock = stub(launchRoute(() => envelope(buildLaunch())));
    renderApp('/casino/games/1?demo=1');
    expect(await screen.findByRole('progressbar', { name: 'Loading the game' }, lazyScreenWait)).toBeTruthy();

    const frame = await gameFrame();
    // Embedded: the page's toolbar is the game's one header (the provider leaves its own out).
    expect(frame.getAttribute('src')).toBe(`${STUDIO}/play/pharaohs-fortune?token=t&embedded=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Pharaoh’s Fortune' })).toBeTruthy();
    expect(launchBodies(fetchMock)).toEqual([
      {
        game_id: 1,
        play_mode: 'demo',
        theme: 'dark',
        lobby_url: `${window.location.origin}/casino/games`,
        cashier_url: `${window.location.origin}/payments/deposit/methods`,
      },
    ]);
    // The spinner covers the game until its frame has loaded.
    expect(screen.getByRole('progressbar', { name: 'Loading the game' })).toBeTruthy();
    fireEvent.load(frame);
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Demo' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('asks a visitor who wants real play to log in, then launches on the active wallet', async () => {
    const fetchMock = stub({
      ...launchRoute(() => envelope(buildLaunch())),
      '/user/profile': profileRoute,
      '/user/balance': { list: [eur, usd] },
    });
    renderApp('/casino/games/1');
    expect(await screen.findByRole('dialog', { name: 'Log In' }, lazyScreenWait)).toBeTruthy();
    expect(screen.getByText('Log in to play for real money')).toBeTruthy();
    expect(launchBodies(fetchMock)).toEqual([]);

    act(() => {
      signInForTest();
    });
    await gameFrame();
    expect(launchBodies(fetchMock)).toEqual([
      expect.objectContaining({ game_id: 1, play_mode: 'real', account_id: 11 }),
    ]);
    expect(location()).toBe('/casino/games/1');
  });

  it('goes back to the lobby, telling the visitor to log in, when they close the login popup', async () => {
    const fetchMock = stub(launchRoute(() => envelope(buildLaunch())));
    renderApp('/casino/games/1');
    const dialog = await screen.findByRole('dialog', { name: 'Log In' }, lazyScreenWait);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/casino/games'));
    expect(notifications()).toEqual(['Log in to play for real money']);
    expect(launchBodies(fetchMock)).toEqual([]);
  });

  it('switches between real and demo play from the game page', async () => {
    const fetchMock = stub(launchRoute(() => envelope(buildLaunch())));
    renderApp('/casino/games/1?demo=1');
    await gameFrame();
    fireEvent.click(screen.getByRole('button', { name: 'Real money' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' }, lazyScreenWait)).toBeTruthy();
    expect(location()).toBe('/casino/games/1?popup=Login');
    expect(launchBodies(fetchMock).map((body) => body.play_mode)).toEqual(['demo']);
  });

  it.each([
    [
      'asks a visitor to log in on 401',
      envelope(null, 401, 'Unauthorized', 'Sign in'),
      'Log in to play for real money',
    ],
    [
      'tells the server’s message for a closed casino (403)',
      envelope(null, 403, 'Forbidden', 'The casino is not available.'),
      'The casino is not available.',
    ],
    [
      'tells the server’s message for an unknown game (404)',
      envelope(null, 404, 'NotFound', 'Game not found'),
      'Game not found',
    ],
    [
      'tells the general casino error when the provider fails (502)',
      envelope(null, 502, 'ProviderUnavailable', 'An error occurred during launching the game'),
      'An error occurred during launching the game',
    ],
    [
      'tells a field error of the request (422)',
      envelope(null, 422, 'ValidationFailed', 'Validation failed', { play_mode: ['This game has no demo play.'] }),
      'This game has no demo play.',
    ],
  ])('%s and goes back to the lobby', async (_name, answer, text) => {
    stub(launchRoute(() => answer));
    renderApp('/casino/games/1?demo=1');
    await waitFor(() => expect(location()).toBe('/casino/games'), lazyScreenWait);
    expect(notifications()).toEqual([text]);
    expect(screen.queryByTitle('Game: Pharaoh’s Fortune')).toBeNull();
  });

  it('tells the general casino error when the server cannot be reached', async () => {
    stub({
      ...launchRoute(() => envelope(null)),
      '/casino/games/launch': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/casino/games/1?demo=1');
    await waitFor(() => expect(location()).toBe('/casino/games'), lazyScreenWait);
    expect(notifications()).toEqual(['An error occurred during launching the game']);
  });

  it('starts a script launcher’s game in a container, with the spinner until the launcher says it loaded', async () => {
    let started: { container: HTMLElement; url: string; onLoad: () => void } | null = null;
    window.meridianGameLaunchers = {
      scripted: {
        launch: (container, { url, onLoad }) => {
          started = { container, url, onLoad };
          return undefined;
        },
      },
    };
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0];
      if (script instanceof HTMLScriptElement && script.src.endsWith('/launcher.js'))
        setTimeout(() => script.onload?.(new Event('load')), 0);
      else append(...nodes);
    });
    stub(launchRoute(() => envelope(buildLaunch({ provider: 'scripted', script_url: `${STUDIO}/launcher.js` }))));
    renderApp('/casino/games/1?demo=1');
    await waitFor(() => expect(started).not.toBeNull(), lazyScreenWait);
    const game = started as unknown as { container: HTMLElement; url: string; onLoad: () => void };
    expect(game.url).toBe(`${STUDIO}/play/pharaohs-fortune?token=t`);
    expect(screen.queryByTitle('Game: Pharaoh’s Fortune')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading the game' })).toBeTruthy();
    act(() => game.onLoad());
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading the game' })).toBeNull());
    window.meridianGameLaunchers = undefined;
  });

  it('goes back to the lobby with the general error when a launcher script registers no launcher', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0];
      if (script instanceof HTMLScriptElement) setTimeout(() => script.onload?.(new Event('load')), 0);
    });
    stub(launchRoute(() => envelope(buildLaunch({ provider: 'nobody', script_url: `${STUDIO}/missing.js` }))));
    renderApp('/casino/games/1?demo=1');
    await waitFor(() => expect(location()).toBe('/casino/games'), lazyScreenWait);
    expect(notifications()).toEqual(['An error occurred during launching the game']);
  });

  it('refreshes the wallets at once when the game says a round ended, from the game’s origin only', async () => {
    let balance = 123450;
    const { fetchMock, queryClient } = renderSignedIn('/casino/games/1', {
      ...launchRoute(() => envelope(buildLaunch())),
      '/user/profile': profileRoute,
      '/user/balance': () => envelope({ list: [{ ...usd, balance }] }),
    });
    putWalletDictionaries(queryClient);
    const frame = await gameFrame();
    expect(await screen.findByRole('button', { name: 'Balance $1,234.50, wallets' })).toBeTruthy();
    const before = balanceCalls(fetchMock);

    const post = (data: unknown, origin = STUDIO) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
    balance = 223450;
    post({ type: 'meridian:balance' }, 'https://elsewhere.example');
    post({ type: 'something-else' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(balanceCalls(fetchMock)).toBe(before);

    post({ type: 'meridian:balance' });
    expect(await screen.findByRole('button', { name: 'Balance $2,234.50, wallets' })).toBeTruthy();
    expect(balanceCalls(fetchMock)).toBe(before + 1);
  });
  /** A sports bonus wallet in euros, left as the active wallet. */
  const eurSportBonus = () =>
    buildWallet({ id: 22, name: 'EUR', currency_id: 1, balance: 1_030, is_default: true, is_bonus_sport: true });

  it('plays from the cash wallet of the sports bonus’s currency, and says so', async () => {
    const eurCash = buildWallet({ id: 21, name: 'EUR', currency_id: 1, balance: 4_500 });
    const sportBonus = eurSportBonus();
    const { fetchMock, queryClient } = renderSignedIn('/casino/games/1', {
      ...launchRoute(() => envelope(buildLaunch({ account_id: eurCash.id }))),
      '/user/profile': profileRoute,
      '/user/balance': { list: [sportBonus, eurCash] },
    });
    putWalletDictionaries(queryClient);
    await gameFrame();
    expect(launchBodies(fetchMock)).toEqual([
      expect.objectContaining({ play_mode: 'real', account_id: sportBonus.id }),
    ]);
    expect(
      await screen.findByText('Playing from your EUR balance: the sports bonus is for sports bets only.'),
    ).toBeTruthy();
    expect(location()).toBe('/casino/games/1');
    expect(notifications()).toEqual([]);
  });

  it('offers a one-tap switch when a sports bonus has no cash wallet of its currency, then launches on it', async () => {
    const sportBonus = eurSportBonus();
    let list = [sportBonus, { ...usd, is_default: false }];
    const switched: string[] = [];
    const { fetchMock, queryClient } = renderSignedIn('/casino/games/1', {
      ...launchRoute(() => envelope(buildLaunch({ account_id: usd.id }))),
      '/user/profile': profileRoute,
      '/user/balance': () => envelope({ list }),
      '/user/account/11/default': (url) => {
        switched.push(url.pathname);
        list = [
          { ...usd, is_default: true },
          { ...sportBonus, is_default: false },
        ];
        return envelope({ list });
      },
    });
    putWalletDictionaries(queryClient);
    const alert = await screen.findByRole('alert', {}, lazyScreenWait);
    expect(
      within(alert).getByText('The sports bonus is for sports bets only, and you have no EUR balance to play from.'),
    ).toBeTruthy();
    expect(launchBodies(fetchMock)).toEqual([]);
    expect(location()).toBe('/casino/games/1');

    fireEvent.click(within(alert).getByRole('button', { name: 'Play from my USD balance' }));
    await gameFrame();
    expect(switched).toEqual(['/api/v1/user/account/11/default']);
    expect(launchBodies(fetchMock)).toEqual([expect.objectContaining({ play_mode: 'real', account_id: usd.id })]);
  });
  it('tells the game in the frame when the balance it plays on moves elsewhere, to the game’s origin only', async () => {
    let balance = 13_408;
    const { queryClient } = renderSignedIn('/casino/games/1', {
      ...launchRoute(() => envelope(buildLaunch({ account_id: usd.id }))),
      '/user/profile': profileRoute,
      '/user/balance': () => envelope({ list: [{ ...usd, balance }, eur] }),
    });
    putWalletDictionaries(queryClient);
    const frame = await gameFrame();
    const posted = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted }, configurable: true });
    expect(await screen.findByRole('button', { name: 'Balance $134.08, wallets' })).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();

    // A bet placed on another page: the header's balance moves, and the game is told.
    balance = 14_438;
    await act(() => queryClient.refetchQueries({ queryKey: ['wallets', 'list'], exact: true }));
    expect(await screen.findByRole('button', { name: 'Balance $144.38, wallets' })).toBeTruthy();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted).toHaveBeenCalledWith({ type: 'meridian:balance-changed' }, STUDIO);

    // The same balance again tells nothing.
    await act(() => queryClient.refetchQueries({ queryKey: ['wallets', 'list'], exact: true }));
    expect(posted).toHaveBeenCalledTimes(1);
  });
});
