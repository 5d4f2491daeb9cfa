import type { AddressInfo } from 'node:net';
import { WS_PATH } from '@meridian/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import { startApp } from '../../../test/helper.js';

// biome-ignore lint/suspicious/noExplicitAny: frames are read loosely, field by field, in assertions.
export type Frame = { type: string; channel?: string | null; data?: any; message?: string };

/** A WebSocket client of a listening app that queues the frames it receives, for tests. */
export class TestSocketClient {
  readonly frames: Frame[] = [];
  #wake: (() => void) | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(String(data)));
      this.#wake?.();
    });
  }

  /** The socket URL of an app that listens (after `app.listen`). */
  static url(app: FastifyInstance, query = ''): string {
    const { port } = app.server.address() as AddressInfo;
    return `ws://127.0.0.1:${port}${WS_PATH}${query}`;
  }

  static async open(app: FastifyInstance, query = ''): Promise<TestSocketClient> {
    const ws = new WebSocket(TestSocketClient.url(app, query));
    const client = new TestSocketClient(ws);
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return client;
  }

  send(frame: object): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Signs the socket in with an access token and waits for the server to say so. */
  async authenticate(token: string): Promise<void> {
    this.send({ type: 'auth', token });
    expect((await this.next()).type).toBe('authenticated');
  }

  /** Subscribes and answers the snapshot (or error) frame that follows. */
  async subscribe(channel: string): Promise<Frame> {
    this.send({ type: 'subscribe', channel });
    return this.next();
  }

  /** The next frame, waiting for it when none is queued. */
  async next(timeoutMs = 5_000): Promise<Frame> {
    const deadline = Date.now() + timeoutMs;
    while (this.frames.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame arrived in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          this.#wake = null;
          resolve();
        };
      });
    }
    return this.frames.shift() as Frame;
  }

  /** The next frame that is not a pong, skipping any. */
  async nextUpdate(timeoutMs = 5_000): Promise<Frame> {
    for (;;) {
      const frame = await this.next(timeoutMs);
      if (frame.type !== 'pong') return frame;
    }
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * One app listening on a free port for the test file, started before its tests and closed after
 * them; the sockets a test opens through `open` are closed after that test.
 */
export function listeningApp(overrides: Parameters<typeof startApp>[0] = {}) {
  const clients: TestSocketClient[] = [];
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await startApp(overrides);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
    async open(query = ''): Promise<TestSocketClient> {
      const client = await TestSocketClient.open(this.app, query);
      clients.push(client);
      return client;
    },
  };
}
