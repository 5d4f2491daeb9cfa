import websocket from '@fastify/websocket';
import { API_BASE } from '@meridian/contract/constants';
import { WS_PATH } from '@meridian/contract/realtime';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import WebSocket from 'ws';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import { AppError, forbidden } from '../../platform/errors.js';
import type { Metrics } from '../../platform/metrics.js';
import { SUPPORT_SUBJECT, type UserEventMessage } from '../../platform/user-events.js';
import type { CatalogView } from '../catalog/catalog-view.js';
import type { OutFrame } from './realtime.frame.js';
import { type HubOptions, RealtimeHub } from './realtime.hub.js';
import type { HubSocket } from './realtime.member.js';
import { isSupportChannelMessage, type SupportChannelBackend } from './realtime.support.js';
import { isMatchIncidents } from './realtime.tracker.js';
import type { UserChannelBackend } from './realtime.user.js';

export interface RealtimeRoutesOptions {
  catalog: CatalogView;
  /** The hub's options, or a hub built by the caller (tests read its counts). */
  hub?: HubOptions | RealtimeHub;
  /** Where the player's events come from (`SUBJECTS.user`); without it the `user` channel stays quiet. */
  bus?: Bus;
  /** Authentication and the wallets snapshot of the player's channel. */
  user?: UserChannelBackend;
  /** Visitors' tokens and operators' sessions of the support channels (`support:{visitorId}`, `support_inbox`). */
  support?: SupportChannelBackend;
  /** Open sockets one client address may hold; further upgrades are answered 429. */
  maxPerAddress?: number;
  /** Origins besides the site's own (the host the request came to) whose pages may open the socket. */
  allowedOrigins?: readonly string[];
  /** Shown the hub's open sockets. */
  metrics?: Pick<Metrics, 'watchSockets'>;
}

/** A dropped client has this long to read its close frame before its connection is cut. */
const DROP_GRACE_MS = 2_000;

/**
 * Whether a page of `origin` may open the socket: the site's own pages (same host as the request),
 * an operator-listed origin, or a client that sends no Origin (not a browser, so no cross-site
 * request riding on a visitor's cookies).
 */
export function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function isUserEventMessage(value: unknown): value is UserEventMessage {
  const m = value as Partial<UserEventMessage> | null;
  return typeof m?.user_id === 'number' && typeof m.event?.kind === 'string';
}

/** A text frame, final, uncompressed (per-message deflate is off): `ws` adds only the header. */
const TEXT_FRAME = { binary: false, fin: true, compress: false } as const;

/**
 * A `ws` socket as the hub sees it. The hub serializes a frame's payload once; `ws.send` frames the
 * same buffer for every socket without copying it (a Buffer is sent as is, unmasked on a server),
 * writing a header of a few bytes and the payload in one corked write. `ws.bufferedAmount` counts
 * what the TCP socket holds and what `ws` has queued, so the back-pressure checks see all of it.
 */
class WsHubSocket implements HubSocket {
  readonly #ws: WebSocket;

  constructor(ws: WebSocket) {
    this.#ws = ws;
  }

  get bufferedAmount(): number {
    return this.#ws.bufferedAmount;
  }

  send(frame: OutFrame): void {
    if (this.#ws.readyState === WebSocket.OPEN) this.#ws.send(frame.payload, TEXT_FRAME);
  }

  close(code?: number, reason?: string): void {
    this.#ws.close(code, reason);
  }

  drop(code: number, reason: string): void {
    const ws = this.#ws;
    ws.close(code, reason);
    // ws would wait 30 s for the closing handshake, holding all the client did not read.
    const cut = setTimeout(() => ws.terminate(), DROP_GRACE_MS);
    cut.unref();
    ws.once('close', () => clearTimeout(cut));
  }
}

/** RFC 6455 1008: policy violation. */
const CLOSE_POLICY = 1008;

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
  const hub =
    options.hub instanceof RealtimeHub
      ? options.hub
      : new RealtimeHub(options.catalog, {
          ...options.hub,
          ...(options.user ? { user: options.user } : {}),
          ...(options.support ? { support: options.support } : {}),
        });
  options.metrics?.watchSockets(() => hub.connections);
  // One subscription per node; the hub routes each event to this node's sockets of that player.
  const offUser = options.bus?.subscribe(SUBJECTS.user, (payload) => {
    if (isUserEventMessage(payload)) hub.userEvent(payload);
  });
  const offTracker = options.bus?.subscribe(SUBJECTS.tracker, (payload) => {
    if (isMatchIncidents(payload)) hub.incidents(payload);
  });
  const offSupport = options.bus?.subscribe(SUPPORT_SUBJECT, (payload) => {
    if (isSupportChannelMessage(payload)) hub.supportUpdate(payload);
  });
  app.addHook('onClose', async () => {
    try {
      offUser?.();
      offTracker?.();
      offSupport?.();
    } catch {
      // The bus may be closed already; its subscriptions went with it.
    }
    hub.close();
  });

  const maxPerAddress = options.maxPerAddress ?? Number.POSITIVE_INFINITY;
  const allowedOrigins = options.allowedOrigins ?? [];
  const perAddress = new Map<string, number>();
  const release = (address: string) => {
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
  };

  // Both answered before the upgrade, as plain HTTP: a browser sees the socket fail to open.
  const onRequest = async (request: FastifyRequest) => {
    if (!originAllowed(request, allowedOrigins)) throw forbidden('This origin may not open the socket.');
    if ((perAddress.get(request.ip) ?? 0) >= maxPerAddress) {
      throw new AppError('TooManyRequests', 'Too many open sockets from this address.');
    }
  };

  app.get(WS_PATH.slice(API_BASE.length), { websocket: true, onRequest }, (socket, request) => {
    const address = request.ip;
    // Upgrades in flight together all passed the check above; the count settles it.
    const count = (perAddress.get(address) ?? 0) + 1;
    perAddress.set(address, count);
    socket.on('close', () => release(address));
    if (count > maxPerAddress) {
      socket.close(CLOSE_POLICY, 'too many sockets from this address');
      return;
    }
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
