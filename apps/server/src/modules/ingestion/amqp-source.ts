import type { FeedMessage, FeedSource } from '@meridian/feed/messages';
import { type Channel, type ChannelModel, type ConsumeMessage, connect } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { LeaderElection } from '../../platform/leader.js';
import type { IngestionService } from './ingestion.service.js';

export interface AmqpFeedSourceOptions {
  url: string;
  queue: string;
  log: FastifyBaseLogger;
  /** Deliveries the broker may send ahead of the acknowledgements. */
  prefetch?: number;
  /** First and longest wait before reconnecting; the wait doubles after each failure. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /**
   * Longest wait for the broker to open a connection. Heartbeats only start once it is open, so
   * without this a peer that accepts the socket and never answers would hold the consumer for ever.
   */
  connectTimeoutMs?: number;
}

const MESSAGE_TYPES = new Set<string>([
  'fixture_change',
  'odds_change',
  'bet_stop',
  'bet_settlement',
  'bet_cancel',
  'match_incidents',
]);

/**
 * Feed messages from a RabbitMQ queue: the transport of a real provider (ARCHITECTURE.md §1). Each
 * AMQP message holds one FeedMessage or an array of them, as JSON. Messages are delivered to
 * ingestion one at a time in queue order and acknowledged only after ingestion stored them, so a
 * crash redelivers rather than loses. A failed delivery is put back with everything after it (the
 * channel is closed, so the broker requeues in order) and the source reconnects after a backoff; a
 * message that is not a feed message is rejected without requeue (to the queue's dead-letter
 * exchange, when it has one). Runs on the leader only: one consumer keeps the feed in order.
 */
export class AmqpFeedSource implements FeedSource {
  readonly #options: Required<Omit<AmqpFeedSourceOptions, 'log'>>;
  readonly #log: FastifyBaseLogger;
  #deliver: ((messages: FeedMessage[]) => Promise<void>) | null = null;
  #connection: ChannelModel | null = null;
  #channel: Channel | null = null;
  /** Bumped on every (re)connection: deliveries of an older channel are dropped, not acked. */
  #generation = 0;
  #queue: Promise<void> = Promise.resolve();
  #backoffMs: number;
  #retry: NodeJS.Timeout | null = null;
  #stopped = true;

  constructor(options: AmqpFeedSourceOptions) {
    this.#options = {
      url: options.url,
      queue: options.queue,
      prefetch: options.prefetch ?? 32,
      minBackoffMs: options.minBackoffMs ?? 500,
      maxBackoffMs: options.maxBackoffMs ?? 30_000,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
    };
    this.#log = options.log.child({ feed: 'amqp', queue: options.queue });
    this.#backoffMs = this.#options.minBackoffMs;
  }

  /** Resolves once consuming, or once the first attempt failed and a retry is scheduled. */
  async start(deliver: (messages: FeedMessage[]) => Promise<void>): Promise<void> {
    this.#deliver = deliver;
    this.#stopped = false;
    await this.#open();
  }

  /** Stops consuming; a delivery in progress finishes and is acknowledged first. */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    await this.#queue;
    await this.#close();
  }

  async #open(): Promise<void> {
    if (this.#stopped) return;
    const generation = ++this.#generation;
    try {
      const connection = await connect(withHeartbeat(this.#options.url), { timeout: this.#options.connectTimeoutMs });
      if (this.#stopped || generation !== this.#generation) {
        // Stopped while connecting.
        await connection.close().catch(() => {});
        return;
      }
      this.#connection = connection;
      connection.on('error', (err) => this.#log.warn({ err }, 'feed connection error'));
      connection.on('close', () => this.#lost(generation, 'feed connection closed'));
      const channel = await connection.createChannel();
      this.#channel = channel;
      channel.on('error', (err) => this.#log.warn({ err }, 'feed channel error'));
      channel.on('close', () => this.#lost(generation, 'feed channel closed'));
      await channel.assertQueue(this.#options.queue, { durable: true });
      await channel.prefetch(this.#options.prefetch);
      await channel.consume(this.#options.queue, (msg) => {
        if (msg) this.#queue = this.#queue.then(() => this.#handle(channel, generation, msg));
        else this.#lost(generation, 'feed consumer cancelled by the broker');
      });
      this.#backoffMs = this.#options.minBackoffMs;
      this.#log.info('consuming the feed');
    } catch (err) {
      this.#log.error({ err }, 'feed connection failed');
      this.#lost(generation, 'feed connection failed');
    }
  }

  async #handle(channel: Channel, generation: number, msg: ConsumeMessage): Promise<void> {
    if (generation !== this.#generation || this.#stopped || !this.#deliver) return;
    const messages = parseFeedMessages(msg.content);
    if (!messages) {
      this.#log.error({ deliveryTag: msg.fields.deliveryTag }, 'rejected an AMQP message that is not a feed message');
      settle(() => channel.reject(msg, false));
      return;
    }
    try {
      await this.#deliver(messages);
    } catch (err) {
      this.#log.error({ err }, 'feed delivery failed; requeued');
      if (generation === this.#generation) this.#lost(generation, 'feed delivery failed');
      return;
    }
    if (generation === this.#generation) settle(() => channel.ack(msg));
  }

  /** Drops the connection (the broker requeues what was not acknowledged) and reconnects later. */
  #lost(generation: number, reason: string): void {
    if (generation !== this.#generation || this.#stopped) return;
    this.#generation += 1;
    const delay = this.#backoffMs;
    this.#backoffMs = Math.min(this.#backoffMs * 2, this.#options.maxBackoffMs);
    this.#log.warn({ reason, retryInMs: delay }, 'feed consumer stopped');
    void this.#close();
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.#open();
    }, delay);
  }

  async #close(): Promise<void> {
    const connection = this.#connection;
    const channel = this.#channel;
    this.#connection = null;
    this.#channel = null;
    // Closing the channel first waits for the broker to take its acknowledgements: the channel and
    // the connection are closed by different broker processes, and a connection closed right after
    // an ack can requeue the message the ack was for.
    if (channel) await channel.close().catch(() => {});
    if (connection) await connection.close().catch(() => {});
  }
}

/**
 * Without heartbeats a connection whose peer vanished without closing it is never noticed, and the
 * consumer waits for ever; ask for one every 10 s unless the address names its own.
 */
export function withHeartbeat(url: string, seconds = 10): string {
  const parsed = new URL(url);
  if (!parsed.searchParams.has('heartbeat')) parsed.searchParams.set('heartbeat', String(seconds));
  return parsed.toString();
}

/** Acknowledges on a channel that may have closed meanwhile: the broker then requeues by itself. */
function settle(action: () => void): void {
  try {
    action();
  } catch {}
}

/** The feed messages of one AMQP message, or null when it is not one message or an array of them. */
export function parseFeedMessages(content: Buffer): FeedMessage[] | null {
  let value: unknown;
  try {
    value = JSON.parse(content.toString('utf8'));
  } catch {
    return null;
  }
  const list = Array.isArray(value) ? value : [value];
  const valid = list.every(
    (m) =>
      typeof m === 'object' &&
      m !== null &&
      MESSAGE_TYPES.has((m as { type?: unknown }).type as string) &&
      Number.isInteger((m as { event_id?: unknown }).event_id) &&
      Number.isFinite((m as { ts?: unknown }).ts),
  );
  return valid && list.length > 0 ? (list as FeedMessage[]) : null;
}

/**
 * With FEED_SOURCE=amqp: consumes the queue on the elected leader only (one consumer keeps the
 * feed in order); a failed batch is not acknowledged, so the broker redelivers it.
 */
export function runAmqpFeedOnLeader(
  config: Pick<AppConfig, 'feed'>,
  leader: LeaderElection,
  ingestion: Pick<IngestionService, 'ingest'>,
  log: FastifyBaseLogger,
): void {
  const { source, amqpUrl, amqpQueue } = config.feed;
  if (source !== 'amqp' || !amqpUrl) return;
  leader.run(async () => {
    const feed = new AmqpFeedSource({ url: amqpUrl, queue: amqpQueue, log });
    await feed.start(async (messages) => {
      await ingestion.ingest(messages);
    });
    // A provider that silently drops an event must not leave it live for ever: the stale-fixture
    // sweep runs beside the consumer on the job queue (feed-sweep.ts).
    return () => feed.stop();
  });
}
