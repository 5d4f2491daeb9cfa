import websocket from '@fastify/websocket';
import { API_BASE } from '@meridian/contract/constants';
import { WS_PATH } from '@meridian/contract/realtime';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import type { UserEventMessage } from '../../platform/user-events.js';
import type { CatalogView } from '../catalog/catalog-view.js';
import type { OutFrame } from './realtime.frame.js';
import { type HubOptions, type HubSocket, RealtimeHub } from './realtime.hub.js';
import type { UserChannelBackend } from './realtime.user.js';

export interface RealtimeRoutesOptions {
  catalog: CatalogView;
  hub?: HubOptions;
  /** Where the player's events come from (`SUBJECTS.user`); without it the `user` channel stays quiet. */
  bus?: Bus;
  /** Authentication and the wallets snapshot of the player's channel. */
  user?: UserChannelBackend;
}

function isUserEventMessage(value: unknown): value is UserEventMessage {
  const m = value as Partial<UserEventMessage> | null;
  return typeof m?.user_id === 'number' && typeof m.event?.kind === 'string';
}

/**
 * A `ws` socket as the hub sees it. A frame the hub built once is written to the TCP socket as is:
 * `ws.send` would build a header and issue two writes per client. `ws` writes its own control frames
 * synchronously and whole on the same socket, so frames never interleave.
 */
class WsHubSocket implements HubSocket {
  readonly #ws: WebSocket;
  readonly #raw: { write(data: Buffer): boolean };

  constructor(ws: WebSocket) {
    this.#ws = ws;
    this.#raw = (ws as unknown as { _socket: { write(data: Buffer): boolean } })._socket;
  }

  get bufferedAmount(): number {
    return this.#ws.bufferedAmount;
  }

  send(frame: OutFrame): void {
    if (this.#ws.readyState === WebSocket.OPEN) this.#raw.write(frame.wire);
  }

  close(code?: number, reason?: string): void {
    this.#ws.close(code, reason);
  }
}

/** Client frames are a few dozen bytes; anything large is not one of ours. */
const MAX_CLIENT_FRAME = 4 * 1024;

/**
 * The WebSocket transport, registered at the root before the platform's request hooks: its own
 * hook marks upgrade requests first, so one that a later hook refuses (maintenance, geo-block) has
 * its socket closed after the refusal instead of left open.
 */
export async function registerWebSocket(app: FastifyInstance): Promise<void> {
  // Compression would deflate the same frame once per client, the cost the fan-out avoids.
  await app.register(websocket, { options: { perMessageDeflate: false, maxPayload: MAX_CLIENT_FRAME } });
}

/**
 * The socket at /api/v1/ws (packages/contract/src/realtime.ts); needs `registerWebSocket` first.
 * Registered under the API prefix, so the maintenance and geo gate answers a blocked client's
 * upgrade request before any socket opens.
 */
export async function realtimeRoutes(app: FastifyInstance, options: RealtimeRoutesOptions): Promise<void> {
  const hub = new RealtimeHub(options.catalog, { ...options.hub, ...(options.user ? { user: options.user } : {}) });
  // One subscription per node; the hub routes each event to this node's sockets of that player.
  const offUser = options.bus?.subscribe(SUBJECTS.user, (payload) => {
    if (isUserEventMessage(payload)) hub.userEvent(payload);
  });
  app.addHook('onClose', async () => {
    try {
      offUser?.();
    } catch {
      // The bus may be closed already; its subscriptions went with it.
    }
    hub.close();
  });

  app.get(WS_PATH.slice(API_BASE.length), { websocket: true }, (socket, request) => {
    const member = hub.connect(new WsHubSocket(socket), (request.query as { lang?: string }).lang);
    socket.on('message', (data, isBinary) => {
      if (isBinary) hub.receive(member, '');
      else hub.receive(member, String(data));
    });
    // Protocol-level pings (from non-browser clients) keep a connection alive as well.
    socket.on('ping', () => hub.touch(member));
    socket.on('pong', () => hub.touch(member));
    socket.on('close', () => hub.disconnect(member));
  });
}
