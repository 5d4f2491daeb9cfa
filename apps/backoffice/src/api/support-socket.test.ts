import { SUPPORT_INBOX_CHANNEL } from '@meridian/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InboxSocket, type SocketLike } from './support-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.({});
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('InboxSocket', () => {
  let sockets: FakeSocket[];
  let inbox: InboxSocket;
  const onUpdate = vi.fn();
  const onLive = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    onUpdate.mockClear();
    onLive.mockClear();
    inbox = new InboxSocket({
      url: 'ws://test/api/v1/ws',
      token: () => 'operator-token',
      onUpdate,
      onLive,
      backoff: () => 1000,
      createSocket: () => {
        const socket = new FakeSocket();
        sockets.push(socket);
        return socket;
      },
    });
  });
  afterEach(() => {
    inbox.stop();
    vi.useRealTimers();
  });

  it('authenticates as the operator, then subscribes to the inbox and hands on its updates', () => {
    inbox.start();
    const socket = sockets[0] as FakeSocket;
    socket.open();
    expect(socket.sent).toEqual([{ type: 'operator_auth', token: 'operator-token' }]);
    socket.receive({ type: 'operator_authenticated', operator_id: 1 });
    expect(socket.sent.at(-1)).toEqual({ type: 'subscribe', channel: SUPPORT_INBOX_CHANNEL });
    socket.receive({ type: 'snapshot', channel: SUPPORT_INBOX_CHANNEL, data: {} });
    expect(onLive).toHaveBeenCalledTimes(1);
    socket.receive({ type: 'update', channel: SUPPORT_INBOX_CHANNEL, data: { conversation: { id: 'c1' } } });
    socket.receive({ type: 'update', channel: 'user', data: { other: true } });
    expect(onUpdate.mock.calls).toEqual([[{ conversation: { id: 'c1' } }]]);
  });

  it('connects again after a drop and says so once the channel is back', () => {
    inbox.start();
    (sockets[0] as FakeSocket).open();
    (sockets[0] as FakeSocket).close();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    const again = sockets[1] as FakeSocket;
    again.open();
    again.receive({ type: 'operator_authenticated', operator_id: 1 });
    again.receive({ type: 'snapshot', channel: SUPPORT_INBOX_CHANNEL, data: {} });
    expect(onLive).toHaveBeenCalledTimes(1);
    expect(again.sent[0]).toEqual({ type: 'operator_auth', token: 'operator-token' });
  });

  it('stays closed once stopped', () => {
    inbox.start();
    inbox.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
