import { setRealtimeClient } from '../shared/realtime/realtime';
import { RealtimeClient, type SocketLike } from '../shared/realtime/realtime-client';

/** A socket the test drives: it opens, receives frames and records what the client sent. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  sent: { type: string; channel?: string; [key: string]: unknown }[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
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
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** Puts a realtime client on a fake socket in place of the tab's, so tests push frames themselves. */
export function installFakeRealtime() {
  const sockets: FakeSocket[] = [];
  const client = new RealtimeClient({
    url: () => 'ws://localhost/api/v1/ws?lang=en',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    backoff: () => 60_000,
  });
  setRealtimeClient(client);
  return {
    client,
    sockets,
    /** The current socket, opened. */
    open(): FakeSocket {
      const socket = sockets.at(-1);
      if (!socket) throw new Error('no socket was created');
      if (socket.readyState !== 1) socket.open();
      return socket;
    },
    subscribed(): string[] {
      return sockets.flatMap((socket) =>
        socket.sent.filter((frame) => frame.type === 'subscribe').map((frame) => frame.channel ?? ''),
      );
    },
  };
}
