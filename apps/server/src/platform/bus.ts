import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { connect, headers, type NatsConnection, type Subscription } from 'nats';
import type { AppConfig } from '../config.js';
import { SequenceTracker } from './bus-sequence.js';

/**
 * The event bus between the parts of the platform and across nodes (ARCHITECTURE.md §1, §7).
 * Payloads are JSON values. A node also receives what it publishes itself, so every node, the
 * publishing one included, follows the same path from the bus to its memory and its sockets.
 */
export interface Bus {
  publish(subject: string, payload: unknown): void;
  /** Returns the function that ends the subscription. */
  subscribe(subject: string, handler: (payload: unknown) => void): () => void;
  /**
   * Tells when messages may have been lost: the connection dropped (`disconnect`), came back
   * (`reconnect`), or a publisher's numbering skipped on `subject` (`gap`, told before the message
   * that showed it is handed on). Whoever keeps state from the bus reloads it from the database.
   */
  onInterruption(listener: (interruption: BusInterruption) => void): () => void;
  close(): Promise<void>;
}

export type BusInterruption = { reason: 'disconnect' | 'reconnect' } | { reason: 'gap'; subject: string };

/** Subjects on the bus. */
export const SUBJECTS = {
  /** Batches of feed messages (FeedMessage[]) after ingestion stored them. */
  feed: 'meridian.feed',
  /** Live match incidents (MatchIncidents[]) for the trackers; not stored, only passed on. */
  tracker: 'meridian.tracker',
  /** Events for one player's own socket channel (UserEventMessage), published after the commit. */
  user: 'meridian.user',
  /** An operator changed the suspensions of a match (`{ match_id }`): every node's catalog rereads them. */
  holds: 'meridian.holds',
} as const;

/** One node: delivery in the same process, on the next turn of the event loop like a network bus. */
export class InProcessBus implements Bus {
  readonly #emitter = new EventEmitter().setMaxListeners(0);

  publish(subject: string, payload: unknown): void {
    queueMicrotask(() => this.#emitter.emit(subject, payload));
  }

  subscribe(subject: string, handler: (payload: unknown) => void): () => void {
    this.#emitter.on(subject, handler);
    return () => this.#emitter.off(subject, handler);
  }

  /** Nothing is lost in one process. */
  onInterruption(_listener: (interruption: BusInterruption) => void): () => void {
    return () => {};
  }

  async close(): Promise<void> {
    this.#emitter.removeAllListeners();
  }
}

export interface NatsBusOptions {
  /** Put before every subject: deployments (or test runs) sharing one NATS server stay apart. */
  subjectPrefix?: string;
  /** A name the NATS server shows for this connection. */
  name?: string;
}

type Handler = (payload: unknown) => void;

/** NATS headers numbering each message: the publishing bus instance and its count on the subject. */
const PUBLISHER_HEADER = 'Meridian-Publisher';
const SEQ_HEADER = 'Meridian-Seq';

/**
 * Many nodes: JSON over NATS core subjects. One NATS subscription per subject however many local
 * handlers it has, so a message is decoded once per node. NATS keeps the order of one publisher's
 * messages on a subject, which is what ingestion (the single publisher of feed batches) relies on.
 */
export class NatsBus implements Bus {
  readonly #nc: NatsConnection;
  readonly #log: FastifyBaseLogger;
  readonly #prefix: string;
  readonly #subjects = new Map<
    string,
    { subscription: Subscription; handlers: Set<Handler>; sequence: SequenceTracker }
  >();
  readonly #interruptions = new Set<(interruption: BusInterruption) => void>();
  /** This instance as a publisher: a restarted node counts from 1 under a new id. */
  readonly #publisher = randomUUID();
  readonly #sent = new Map<string, number>();
  readonly #encoder = new TextEncoder();
  readonly #decoder = new TextDecoder();

  private constructor(nc: NatsConnection, log: FastifyBaseLogger, prefix: string) {
    this.#nc = nc;
    this.#log = log;
    this.#prefix = prefix;
  }

  static async connect(url: string, log: FastifyBaseLogger, options: NatsBusOptions = {}): Promise<NatsBus> {
    const nc = await connect({
      servers: url,
      name: options.name ?? 'meridian',
      // A node keeps trying for as long as it runs; messages published meanwhile are buffered.
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1_000,
    });
    const bus = new NatsBus(nc, log.child({ bus: 'nats' }), options.subjectPrefix ?? '');
    bus.#watch().catch(() => {});
    return bus;
  }

  publish(subject: string, payload: unknown): void {
    this.#publishEncoded(this.#prefix + subject, payload, this.#encoder.encode(JSON.stringify(payload)));
  }

  subscribe(subject: string, handler: Handler): () => void {
    let entry = this.#subjects.get(subject);
    if (!entry) {
      const handlers = new Set<Handler>();
      const sequence = new SequenceTracker();
      const subscription = this.#nc.subscribe(this.#prefix + subject, {
        callback: (err, msg) => {
          if (err) {
            this.#log.error({ err, subject }, 'bus subscription failed');
            return;
          }
          let payload: unknown;
          try {
            payload = JSON.parse(this.#decoder.decode(msg.data));
          } catch (err) {
            this.#log.error({ err, subject }, 'bus message is not JSON');
            return;
          }
          const publisher = msg.headers?.get(PUBLISHER_HEADER);
          const seq = Number(msg.headers?.get(SEQ_HEADER));
          if (publisher && Number.isInteger(seq) && sequence.observe(publisher, seq)) {
            this.#log.warn({ subject, publisher, seq }, 'bus messages missed');
            this.#interrupted({ reason: 'gap', subject });
          }
          for (const h of handlers) {
            try {
              h(payload);
            } catch (err) {
              this.#log.error({ err, subject }, 'bus handler failed');
            }
          }
        },
      });
      entry = { subscription, handlers, sequence };
      this.#subjects.set(subject, entry);
    }
    const { handlers } = entry;
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      const current = this.#subjects.get(subject);
      if (handlers.size === 0 && current?.handlers === handlers) {
        current.subscription.unsubscribe();
        this.#subjects.delete(subject);
      }
    };
  }

  onInterruption(listener: (interruption: BusInterruption) => void): () => void {
    this.#interruptions.add(listener);
    return () => this.#interruptions.delete(listener);
  }

  /** Delivers what is in flight, then closes. */
  async close(): Promise<void> {
    if (this.#nc.isClosed()) return;
    try {
      await this.#nc.drain();
    } catch (err) {
      this.#log.warn({ err }, 'bus drain failed');
      await this.#nc.close();
    }
  }

  /**
   * A message above the server's max_payload (1 MiB by default) is refused; a large array (a big
   * feed batch, such as the first snapshot of the line) goes out as consecutive smaller arrays,
   * which subscribers apply in order exactly as they would the whole one.
   */
  #publishEncoded(subject: string, payload: unknown, data: Uint8Array): void {
    const max = this.#nc.info?.max_payload ?? 1_048_576;
    if (data.byteLength <= max || !Array.isArray(payload) || payload.length < 2) {
      const seq = (this.#sent.get(subject) ?? 0) + 1;
      this.#sent.set(subject, seq);
      const h = headers();
      h.set(PUBLISHER_HEADER, this.#publisher);
      h.set(SEQ_HEADER, String(seq));
      this.#nc.publish(subject, data, { headers: h });
      return;
    }
    const half = Math.ceil(payload.length / 2);
    for (const part of [payload.slice(0, half), payload.slice(half)]) {
      this.#publishEncoded(subject, part, this.#encoder.encode(JSON.stringify(part)));
    }
  }

  async #watch(): Promise<void> {
    for await (const status of this.#nc.status()) {
      if (status.type === 'disconnect') {
        this.#log.warn({ server: status.data }, 'bus disconnected');
        this.#interrupted({ reason: 'disconnect' });
      } else if (status.type === 'reconnect') {
        this.#log.info({ server: status.data }, 'bus reconnected');
        // The reconnect itself makes listeners reload; what was missed meanwhile is no gap to report.
        for (const { sequence } of this.#subjects.values()) sequence.reset();
        this.#interrupted({ reason: 'reconnect' });
      } else if (status.type === 'error') this.#log.error({ err: status.data }, 'bus error');
    }
  }

  #interrupted(interruption: BusInterruption): void {
    for (const listener of this.#interruptions) {
      try {
        listener(interruption);
      } catch (err) {
        this.#log.error({ err }, 'bus interruption listener failed');
      }
    }
  }
}

/**
 * NATS when NATS_URL is set, else the in-process bus. Subjects are prefixed with the database
 * schema when it is not `public`: nodes on one schema form one deployment, and test runs that each
 * have a schema of their own share a NATS server without hearing each other.
 */
export async function createBus(
  config: Pick<AppConfig, 'natsUrl' | 'databaseSchema'>,
  log: FastifyBaseLogger,
): Promise<Bus> {
  if (!config.natsUrl) return new InProcessBus();
  const subjectPrefix = config.databaseSchema === 'public' ? '' : `${config.databaseSchema}.`;
  const bus = await NatsBus.connect(config.natsUrl, log, { subjectPrefix });
  log.info({ url: config.natsUrl, subjectPrefix }, 'bus connected to NATS');
  return bus;
}
