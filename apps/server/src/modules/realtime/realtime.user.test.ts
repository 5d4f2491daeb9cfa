import type { WalletList } from '@meridian/contract/wallet';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeHub } from './realtime.hub.js';
import { TestCatalog } from './realtime.test-catalog.js';
import { TestSocket } from './realtime.test-socket.js';
import type { UserAuth, UserChannelBackend } from './realtime.user.js';

/** Tokens are `<user>:<session>:<ms to live>`; wallet reads wait until released when `hold` is set. */
class FakeBackend implements UserChannelBackend {
  hold: Promise<void> | null = null;
  balance = 500;
  async authenticate(token: string): Promise<UserAuth | null> {
    const [user, session, ttl] = token.split(':');
    if (!user || !session || !ttl) return null;
    return { userId: Number(user), sessionId: session, expiresAtMs: Date.now() + Number(ttl) };
  }
  async wallets(): Promise<WalletList> {
    if (this.hold) await this.hold;
    return {
      list: [{ id: 9, currency_id: 1, currency_code: 'EUR', balance: this.balance, is_default: true }],
    } as unknown as WalletList;
  }
}

const settle = () => new Promise((r) => setTimeout(r, 5));
const frame = (value: object) => JSON.stringify(value);

let backend: FakeBackend;
let hub: RealtimeHub;

beforeEach(() => {
  backend = new FakeBackend();
  hub = new RealtimeHub(new TestCatalog(), { user: backend, idleTimeoutMs: 60_000 });
});
afterEach(() => hub.close());

function connect() {
  const socket = new TestSocket();
  return { socket, member: hub.connect(socket, 'en') };
}

describe('RealtimeHub, the player’s channel', () => {
  it('handles an auth frame before a subscribe sent right after it', async () => {
    const { socket, member } = connect();
    hub.receive(member, frame({ type: 'auth', token: '7:s1:60000' }));
    hub.receive(member, frame({ type: 'subscribe', channel: 'user' }));
    hub.receive(member, frame({ type: 'ping' }));
    await settle();
    expect(socket.take().map((f) => f.type)).toEqual(['authenticated', 'snapshot', 'pong']);
  });

  it('routes a player’s events to that player’s subscribed sockets only', async () => {
    const a = connect();
    const b = connect();
    const unsubscribed = connect();
    hub.receive(a.member, frame({ type: 'auth', token: '7:s1:60000' }));
    hub.receive(a.member, frame({ type: 'subscribe', channel: 'user' }));
    hub.receive(b.member, frame({ type: 'auth', token: '8:s2:60000' }));
    hub.receive(b.member, frame({ type: 'subscribe', channel: 'user' }));
    hub.receive(unsubscribed.member, frame({ type: 'auth', token: '7:s3:60000' }));
    await settle();
    for (const c of [a, b, unsubscribed]) c.socket.take();
    hub.userEvent({ user_id: 7, event: { kind: 'balance', account_id: 9, balance: 700 } });
    expect(a.socket.take()).toEqual([
      { type: 'update', channel: 'user', data: { kind: 'balance', account_id: 9, balance: 700 } },
    ]);
    expect(b.socket.take()).toEqual([]);
    expect(unsubscribed.socket.take()).toEqual([]);
  });

  it('sends an event committed while the snapshot was read after the snapshot', async () => {
    const { socket, member } = connect();
    hub.receive(member, frame({ type: 'auth', token: '7:s1:60000' }));
    await settle();
    let release = () => {};
    backend.hold = new Promise<void>((r) => {
      release = r;
    });
    hub.receive(member, frame({ type: 'subscribe', channel: 'user' }));
    await settle();
    hub.userEvent({ user_id: 7, event: { kind: 'bet_accepted', account_id: 9, bet_id: 3 } });
    release();
    await settle();
    expect(socket.take().map((f) => f.data?.kind ?? f.type)).toEqual(['authenticated', 'snapshot', 'bet_accepted']);
  });

  it('drops the channel with an error frame when the token expires, until a new auth', async () => {
    const { socket, member } = connect();
    hub.receive(member, frame({ type: 'auth', token: '7:s1:40' }));
    hub.receive(member, frame({ type: 'subscribe', channel: 'user' }));
    await new Promise((r) => setTimeout(r, 80));
    expect(socket.take().at(-1)).toEqual({ type: 'error', channel: 'user', message: 'the access token has expired' });
    hub.userEvent({ user_id: 7, event: { kind: 'balance', account_id: 9, balance: 1 } });
    hub.receive(member, frame({ type: 'subscribe', channel: 'user' }));
    await settle();
    expect(socket.take()).toEqual([{ type: 'error', channel: 'user', message: 'authentication required' }]);
  });

  it('keeps the channel when a refreshed token replaces the old one, and ends it for another player', async () => {
    const { socket, member } = connect();
    hub.receive(member, frame({ type: 'auth', token: '7:s1:40' }));
    hub.receive(member, frame({ type: 'subscribe', channel: 'user' }));
    hub.receive(member, frame({ type: 'auth', token: '7:s1:60000' }));
    await new Promise((r) => setTimeout(r, 80));
    expect(socket.take().map((f) => f.type)).toEqual(['authenticated', 'snapshot', 'authenticated']);
    hub.userEvent({ user_id: 7, event: { kind: 'balance', account_id: 9, balance: 2 } });
    expect(socket.take()).toHaveLength(1);

    hub.receive(member, frame({ type: 'auth', token: '8:s9:60000' }));
    await settle();
    expect(socket.take()).toEqual([
      { type: 'error', channel: 'user', message: 'signed in as another player' },
      { type: 'authenticated', user_id: 8 },
    ]);
    hub.userEvent({ user_id: 7, event: { kind: 'balance', account_id: 9, balance: 3 } });
    expect(socket.take()).toEqual([]);
  });

  it('refuses a bad token and keeps what the socket had', async () => {
    const { socket, member } = connect();
    hub.receive(member, frame({ type: 'auth', token: 'garbage' }));
    await settle();
    expect(socket.take()).toEqual([{ type: 'error', channel: null, message: 'invalid or expired token' }]);
  });

  it('ends only the sockets of the terminated session', async () => {
    const a = connect();
    const b = connect();
    hub.receive(a.member, frame({ type: 'auth', token: '7:s1:60000' }));
    hub.receive(a.member, frame({ type: 'subscribe', channel: 'user' }));
    hub.receive(b.member, frame({ type: 'auth', token: '7:s2:60000' }));
    hub.receive(b.member, frame({ type: 'subscribe', channel: 'user' }));
    await settle();
    a.socket.take();
    b.socket.take();
    hub.userEvent({ user_id: 7, session_id: 's1', event: { kind: 'session_terminated' } });
    expect(a.socket.take()).toEqual([
      { type: 'update', channel: 'user', data: { kind: 'session_terminated' } },
      { type: 'error', channel: 'user', message: 'the session has ended' },
    ]);
    expect(b.socket.take()).toEqual([]);
    hub.userEvent({ user_id: 7, event: { kind: 'balance', account_id: 9, balance: 4 } });
    expect(a.socket.take()).toEqual([]);
    expect(b.socket.take()).toHaveLength(1);
  });
});
