import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTableFrame, liveProvider } from '../test/casino.factory';
import { catchScript, installFakeMeridianLive } from '../test/fake-meridian-live';
import {
  LIVE_IDLE_CLOSE_MS,
  LIVE_UNSUBSCRIBE_LINGER_MS,
  LiveCasinoClient,
  type LiveProvider,
  liveTableStatus,
} from './live-casino';
import { SCRIPT_TIMEOUT_MS } from './script-launcher';

let scripts = 0;
/** Each test its own script address: the loader keeps what it loaded for the page's life. */
function freshProvider(): LiveProvider {
  scripts += 1;
  return { ...liveProvider, script_url: `/providers/live-casino/launcher-${scripts}.js` };
}

/** Lets the loader's promise settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let client: LiveCasinoClient;

beforeEach(() => {
  vi.useFakeTimers();
  client = new LiveCasinoClient();
});

afterEach(() => {
  client.closeAll();
  window.MeridianLive = undefined;
});

describe('LiveCasinoClient', () => {
  it('loads the studio’s script once, as a classic script, and connects to its server when it has run', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    const changes = vi.fn();
    client.listen(changes);
    expect(client.scriptState(provider.script_url)).toBe('not_loaded');

    client.subscribe(provider, 'roulette-grand', 'EUR');
    client.subscribe(provider, 'money-wheel', 'EUR');
    expect(client.scriptState(provider.script_url)).toBe('loading');
    expect(script.caught).toHaveLength(1);
    expect(script.caught[0]?.type).toBe('');
    expect(studio.connections).toHaveLength(0);

    script.load();
    await settle();
    expect(client.scriptState(provider.script_url)).toBe('loaded');
    expect(studio.connections).toHaveLength(1);
    expect(studio.last()?.options).toMatchObject({ server: '/providers/live-casino/ws', casinoId: 'meridian' });
    expect(studio.last()?.subscribed).toEqual(['roulette-grand|EUR', 'money-wheel|EUR']);
    expect(client.connectionState(provider)).toBe('connecting');
    expect(changes).toHaveBeenCalled();

    // A later tile uses the script and the connection there are.
    client.subscribe(provider, 'baccarat-golden', 'EUR');
    expect(script.caught).toHaveLength(1);
    expect(studio.connections).toHaveLength(1);
  });

  it('goes back to not_loaded when the script has not come in 30 s, and tries again for the next tile', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    client.subscribe(provider, 'roulette-grand', 'EUR');

    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS - 1);
    expect(client.scriptState(provider.script_url)).toBe('loading');
    expect(client.scriptFailed(provider.script_url)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.scriptState(provider.script_url)).toBe('not_loaded');
    expect(client.scriptFailed(provider.script_url)).toBe(true);
    expect(script.caught[0]?.isConnected).toBe(false);

    client.subscribe(provider, 'money-wheel', 'EUR');
    expect(client.scriptState(provider.script_url)).toBe('loading');
    expect(client.scriptFailed(provider.script_url)).toBe(false);
    expect(script.caught).toHaveLength(2);
    installFakeMeridianLive();
    script.load();
    await settle();
    expect(client.scriptState(provider.script_url)).toBe('loaded');
    expect(client.connectionState(provider)).toBe('connecting');
  });

  it('uses a script that ran after its time was up, without adding it again', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    client.subscribe(provider, 'roulette-grand', 'EUR');
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
    expect(client.scriptState(provider.script_url)).toBe('not_loaded');

    const studio = installFakeMeridianLive();
    client.subscribe(provider, 'money-wheel', 'EUR');
    expect(client.scriptState(provider.script_url)).toBe('loaded');
    expect(script.caught).toHaveLength(1);
    expect(studio.last()?.subscribed).toEqual(['roulette-grand|EUR', 'money-wheel|EUR']);
  });

  it('counts a script that ran but defined no MeridianLive as not loaded', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    client.subscribe(provider, 'roulette-grand', 'EUR');
    script.load();
    await settle();
    expect(client.scriptState(provider.script_url)).toBe('not_loaded');
    expect(client.scriptFailed(provider.script_url)).toBe(true);
  });

  it('goes back to not_loaded when the script fails to load', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    installFakeMeridianLive();
    client.subscribe(provider, 'roulette-grand', 'EUR');
    script.fail();
    await settle();
    expect(client.scriptState(provider.script_url)).toBe('not_loaded');
  });

  it('follows the connection’s state and hands each table’s frames to its subscription', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    client.subscribe(provider, 'roulette-grand', 'EUR');
    script.load();
    await settle();
    const connection = studio.last();
    if (!connection) throw new Error('the client should have connected');

    connection.setState('connected');
    expect(client.connectionState(provider)).toBe('connected');
    expect(client.frame(provider, 'roulette-grand', 'EUR')).toBeNull();

    const frame = buildTableFrame({ value: { results: [7] } });
    connection.send(frame);
    expect(client.frame(provider, 'roulette-grand', 'EUR')).toBe(frame);
    const next = buildTableFrame({ value: { results: [12, 7] } });
    connection.send(next);
    expect(client.frame(provider, 'roulette-grand', 'EUR')).toBe(next);

    // A frame that is not a table's shape is dropped.
    connection.send({ ...next, value: { ...next.value, players: 'many' } } as never);
    expect(client.frame(provider, 'roulette-grand', 'EUR')).toBe(next);

    connection.setState('disconnected');
    expect(client.connectionState(provider)).toBe('disconnected');
  });

  it('asks the studio once per table and currency however many tiles show it', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    const first = client.subscribe(provider, 'roulette-grand', 'EUR');
    const second = client.subscribe(provider, 'roulette-grand', 'EUR');
    const dollars = client.subscribe(provider, 'roulette-grand', 'USD');
    script.load();
    await settle();
    const connection = studio.last();
    expect(connection?.calls).toEqual(['+roulette-grand|EUR', '+roulette-grand|USD']);

    first();
    first();
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS);
    expect(connection?.calls).toEqual(['+roulette-grand|EUR', '+roulette-grand|USD']);
    second();
    // The table lingers a moment for a tile scrolled back, then goes.
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS - 1);
    expect(connection?.calls).toEqual(['+roulette-grand|EUR', '+roulette-grand|USD']);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection?.calls).toEqual(['+roulette-grand|EUR', '+roulette-grand|USD', '-roulette-grand|EUR']);
    expect(client.frame(provider, 'roulette-grand', 'EUR')).toBeNull();
    dollars();
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS);
    expect(connection?.subscribed).toEqual([]);
  });

  it('keeps a table’s frame for a tile that comes back within the linger', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    const stop = client.subscribe(provider, 'roulette-grand', 'EUR');
    script.load();
    await settle();
    const connection = studio.last();
    connection?.setState('connected');
    const frame = buildTableFrame();
    connection?.send(frame);

    stop();
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS - 1);
    client.subscribe(provider, 'roulette-grand', 'EUR');
    expect(client.frame(provider, 'roulette-grand', 'EUR')).toBe(frame);
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS);
    expect(connection?.calls).toEqual(['+roulette-grand|EUR']);
  });

  it('closes the connection a while after the last tile left, unless another comes', async () => {
    const provider = freshProvider();
    const script = catchScript(provider.script_url);
    const studio = installFakeMeridianLive();
    const stop = client.subscribe(provider, 'roulette-grand', 'EUR');
    script.load();
    await settle();
    const connection = studio.last();

    stop();
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS + LIVE_IDLE_CLOSE_MS - 1);
    const again = client.subscribe(provider, 'money-wheel', 'EUR');
    await vi.advanceTimersByTimeAsync(LIVE_IDLE_CLOSE_MS);
    expect(connection?.closed).toBe(false);

    again();
    await vi.advanceTimersByTimeAsync(LIVE_UNSUBSCRIBE_LINGER_MS + LIVE_IDLE_CLOSE_MS - 1);
    expect(connection?.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(connection?.closed).toBe(true);
    expect(client.connectionState(provider)).toBe('disconnected');

    // The next tile opens a new connection with the script already there.
    client.subscribe(provider, 'roulette-grand', 'EUR');
    expect(studio.connections).toHaveLength(2);
    expect(script.caught).toHaveLength(1);
  });
});

describe('liveTableStatus', () => {
  const frame = buildTableFrame();
  it.each([
    ['invalid_provider', { provider: null, subscribed: true, connection: 'connected', frame }],
    ['unsubscribed', { provider: liveProvider, subscribed: false, connection: 'connected', frame }],
    ['waiting_connection', { provider: liveProvider, subscribed: true, connection: 'connecting', frame: null }],
    ['waiting_connection', { provider: liveProvider, subscribed: true, connection: 'disconnected', frame }],
    ['pending', { provider: liveProvider, subscribed: true, connection: 'connected', frame: null }],
    ['ready', { provider: liveProvider, subscribed: true, connection: 'connected', frame }],
  ] as const)('is %s for %o', (status, view) => {
    expect(liveTableStatus(view)).toBe(status);
  });
});
