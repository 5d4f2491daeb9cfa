import { SUPPORT_INBOX_CHANNEL, supportChannel } from '@meridian/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeHub } from './realtime.hub.js';
import type { OperatorSocketAuth, SupportChannelBackend } from './realtime.support.js';
import { TestCatalog } from './realtime.test-catalog.js';
import { TestSocket } from './realtime.test-socket.js';

const VISITOR = '6f1c1f43-3c2b-4a53-9d55-0d7f3c1e9a10';

/** Operator tokens are `op:<id>`; visitor tokens `visitor-token-<id>`; `live` says whether sessions still hold. */
class FakeBackend implements SupportChannelBackend {
  live = true;
  async visitor(token: string) {
    return token.startsWith('visitor-token-') ? { visitorId: token.slice('visitor-token-'.length) } : null;
  }
  async operator(token: string): Promise<OperatorSocketAuth | null> {
    const [kind, id] = token.split(':');
    return kind === 'op' ? { operatorId: Number(id), sessionId: 's', expiresAtMs: Date.now() + 3_600_000 } : null;
  }
  async operatorLive() {
    return this.live;
  }
}

const settle = () => new Promise((r) => setTimeout(r, 5));
const frame = (value: object) => JSON.stringify(value);

let backend: FakeBackend;
let hub: RealtimeHub;

beforeEach(() => {
  backend = new FakeBackend();
  hub = new RealtimeHub(new TestCatalog(), { support: backend, operatorRecheckMs: 1_000 });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

function connect() {
  const socket = new TestSocket();
  return { socket, member: hub.connect(socket, 'en') };
}

describe('RealtimeHub, the support channels', () => {
  it('opens a visitor’s channel to its own token only, and passes its updates', async () => {
    const { socket, member } = connect();
    const channel = supportChannel(VISITOR);
    hub.receive(member, frame({ type: 'subscribe', channel, visitor_token: 'visitor-token-someone-else' }));
    hub.receive(member, frame({ type: 'subscribe', channel }));
    await settle();
    expect(socket.take()).toEqual([
      { type: 'error', channel, message: 'invalid or expired visitor token' },
      { type: 'error', channel, message: 'invalid or expired visitor token' },
    ]);
    hub.receive(member, frame({ type: 'subscribe', channel, visitor_token: `visitor-token-${VISITOR}` }));
    await settle();
    expect(socket.take()).toEqual([{ type: 'snapshot', channel, data: { since: expect.any(Number) } }]);
    hub.supportUpdate({ channel, data: { conversation: { id: 'c1' } } });
    hub.supportUpdate({ channel: SUPPORT_INBOX_CHANNEL, data: { conversation: { id: 'c1' } } });
    expect(socket.take()).toEqual([{ type: 'update', channel, data: { conversation: { id: 'c1' } } }]);
  });

  it('opens the inbox after operator_auth only, and closes it when the operator’s session ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout'] });
    const { socket, member } = connect();
    hub.receive(member, frame({ type: 'subscribe', channel: SUPPORT_INBOX_CHANNEL }));
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.take()).toEqual([
      { type: 'error', channel: SUPPORT_INBOX_CHANNEL, message: 'operator authentication required' },
    ]);
    hub.receive(member, frame({ type: 'operator_auth', token: 'op:7' }));
    hub.receive(member, frame({ type: 'subscribe', channel: SUPPORT_INBOX_CHANNEL }));
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.take()).toEqual([
      { type: 'operator_authenticated', operator_id: 7 },
      { type: 'snapshot', channel: SUPPORT_INBOX_CHANNEL, data: { since: expect.any(Number) } },
    ]);
    hub.supportUpdate({ channel: SUPPORT_INBOX_CHANNEL, data: { conversation: { id: 'c2' } } });
    expect(socket.take()).toHaveLength(1);

    backend.live = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(socket.take()).toEqual([
      { type: 'error', channel: SUPPORT_INBOX_CHANNEL, message: 'the operator session has ended' },
    ]);
    hub.supportUpdate({ channel: SUPPORT_INBOX_CHANNEL, data: { conversation: { id: 'c3' } } });
    expect(socket.take()).toEqual([]);
  });
});
