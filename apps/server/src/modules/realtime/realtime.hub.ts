import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import {
  type ClientFrame,
  clientFrameSchema,
  type MatchDelta,
  USER_CHANNEL,
  WS_IDLE_TIMEOUT_MS,
  WS_MAX_CHANNELS,
} from '@meridian/contract/realtime';
import { nestedTooDeep } from '@meridian/contract/request-input';
import type { MatchIncidents } from '@meridian/feed/messages';
import type { UserEventMessage } from '../../platform/user-events.js';
import type { CatalogChange, CatalogView } from '../catalog/catalog-view.js';
import { DEFAULT_FRAME_LIMITS, FrameAllowance, type FrameLimits, RESUBSCRIBE_COST } from './realtime.allowance.js';
import { type Channel, channelsOfChange, parseChannel } from './realtime.channels.js';
import { OutFrame } from './realtime.frame.js';
import { CLOSE_TOO_SLOW, type HubSocket, Member } from './realtime.member.js';
import { PlayerChannels } from './realtime.players.js';
import { type SupportChannelBackend, type SupportChannelMessage, SupportChannels } from './realtime.support.js';
import { TrackerChannels } from './realtime.tracker.js';
import type { UserChannelBackend } from './realtime.user.js';

export interface HubOptions {
  /** Changes are gathered this long and sent as one frame per channel and language. */
  coalesceMs?: number;
  /** A client with more than this waiting in its socket is dropped (close 1013). */
  maxBufferedBytes?: number;
  /** When all sockets together hold more than this, the most backed-up clients are dropped (close 1013). */
  maxBufferedTotalBytes?: number;
  idleTimeoutMs?: number;
  maxChannels?: number;
  /** Authentication and the player's channel (`user`); without it `auth` frames are refused. */
  user?: UserChannelBackend;
  /** Visitors' tokens and operators' sessions of the support channels; without it those are refused. */
  support?: SupportChannelBackend;
  /** How often an operator socket's session is read again (ms). */
  operatorRecheckMs?: number;
  /** Frames one socket may send; past them it is closed with 1008. */
  frameLimits?: FrameLimits;
  /** The clock of the frame limits and idle checks (unix ms). */
  now?: () => number;
}

/** The subscribers of one channel, per language, and the deltas waiting for the next flush. */
interface ChannelState {
  channel: Channel;
  members: Map<LanguageCode, Set<Member>>;
  pending: Map<LanguageCode, MatchDelta[]>;
  statisticsChanged: boolean;
  /** Snapshot frames per language, until the channel next changes: a reconnecting crowd costs one. */
  snapshots: Map<LanguageCode, OutFrame | null>;
}

const PONG = new OutFrame({ type: 'pong' });
/** `support:{visitorId}` and `support_inbox` (names the contract's pattern let through). */
const isSupport = (channel: string) => channel.startsWith('support');
export const DEFAULT_MAX_BUFFERED = 2 * 1024 * 1024;
export const DEFAULT_MAX_BUFFERED_TOTAL = 64 * 1024 * 1024;
/** RFC 6455 1008: policy violation (a client flooding frames). */
const CLOSE_POLICY = 1008;

/**
 * The realtime gateway's fan-out (ARCHITECTURE.md §7). A subscriber gets a snapshot, then updates.
 * For each batch of catalog changes, a channel's delta is rendered once per language and its frame
 * serialized once into a buffer that every subscriber of that language is sent as is: the cost of
 * a change grows with the number of channels and languages, not of clients.
 */
export class RealtimeHub {
  readonly #catalog: CatalogView;
  readonly #coalesceMs: number;
  readonly #maxBuffered: number;
  readonly #maxBufferedTotal: number;
  #totalCheck = false;
  readonly #idleTimeoutMs: number;
  readonly #maxChannels: number;
  readonly #frameLimits: FrameLimits;
  readonly #now: () => number;
  readonly #channels = new Map<string, ChannelState>();
  readonly #dirty = new Set<ChannelState>();
  readonly #members = new Set<Member>();
  readonly #players: PlayerChannels;
  readonly #trackers: TrackerChannels;
  readonly #support: SupportChannels;
  readonly #offCatalog: () => void;
  readonly #sweeper: NodeJS.Timeout;
  #flushTimer: NodeJS.Timeout | null = null;
  /** When the oldest unsent delta was gathered. */
  #dirtySince = 0;

  constructor(catalog: CatalogView, options: HubOptions = {}) {
    this.#catalog = catalog;
    this.#coalesceMs = options.coalesceMs ?? 25;
    this.#maxBuffered = options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED;
    this.#maxBufferedTotal = options.maxBufferedTotalBytes ?? DEFAULT_MAX_BUFFERED_TOTAL;
    this.#idleTimeoutMs = options.idleTimeoutMs ?? WS_IDLE_TIMEOUT_MS;
    this.#maxChannels = options.maxChannels ?? WS_MAX_CHANNELS;
    this.#frameLimits = options.frameLimits ?? DEFAULT_FRAME_LIMITS;
    this.#now = options.now ?? Date.now;
    this.#players = new PlayerChannels(options.user ?? null, {
      send: (member, frame) => this.#send(member, frame),
      error: (member, channel, message) => this.#error(member, channel, message),
      maxChannels: this.#maxChannels,
      authEnded: (member, reason) => this.#trackers.forget(member, reason),
    });
    this.#trackers = new TrackerChannels(catalog, {
      send: (member, frame) => this.#send(member, frame),
      error: (member, channel, message) => this.#error(member, channel, message),
      maxChannels: this.#maxChannels,
    });
    this.#support = new SupportChannels(
      options.support ?? null,
      {
        send: (member, frame) => this.#send(member, frame),
        error: (member, channel, message) => this.#error(member, channel, message),
        maxChannels: this.#maxChannels,
      },
      { now: this.#now, ...(options.operatorRecheckMs ? { recheckMs: options.operatorRecheckMs } : {}) },
    );
    this.#offCatalog = catalog.onChange((changes) => this.#collect(changes));
    this.#sweeper = setInterval(() => this.#sweep(), Math.max(250, this.#idleTimeoutMs / 4)).unref();
  }

  get connections(): number {
    return this.#members.size;
  }

  /** What the hub holds: connections, channels with subscribers, and memberships across them. */
  stats(): { connections: number; channels: number; subscriptions: number } {
    let subscriptions = 0;
    for (const state of this.#channels.values()) {
      for (const members of state.members.values()) subscriptions += members.size;
    }
    return { connections: this.#members.size, channels: this.#channels.size, subscriptions };
  }

  /** Registers a new socket; the language is the connection's for every channel. */
  connect(socket: HubSocket, language: string | undefined): Member {
    const lang = (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as LanguageCode) : 'en';
    const now = this.#now();
    const member = new Member(socket, lang, new FrameAllowance(this.#frameLimits, now));
    member.lastSeen = now;
    this.#members.add(member);
    return member;
  }

  disconnect(member: Member): void {
    if (member.closed) return;
    member.closed = true;
    this.#members.delete(member);
    this.#players.forget(member);
    this.#trackers.forget(member, null);
    this.#support.forget(member);
    for (const name of member.channels) this.#leave(member, name);
    member.channels.clear();
    member.backlog = null;
  }

  /** Handles one text frame from a client. */
  receive(member: Member, text: string): void {
    // Frames already read from a socket the hub dropped must not subscribe it again.
    if (member.closed || !this.#spend(member, 1)) return;
    member.lastSeen = this.#now();
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.#error(member, null, 'frames are JSON');
      return;
    }
    if (nestedTooDeep(value)) {
      this.#error(member, null, 'frames nest too deeply');
      return;
    }
    const parsed = clientFrameSchema.safeParse(value);
    if (!parsed.success) {
      const channel = (value as { channel?: unknown } | null)?.channel;
      this.#error(member, typeof channel === 'string' ? channel : null, parsed.error.issues[0]?.message ?? 'bad frame');
      return;
    }
    this.#handle(member, parsed.data);
  }

  /** One event of `SUBJECTS.user`, for this node's sockets of that player. */
  userEvent(message: UserEventMessage): void {
    this.#players.event(message);
  }

  /** One batch of `SUBJECTS.tracker`: live incidents for the `tracker:{id}` channels. */
  incidents(messages: readonly MatchIncidents[]): void {
    this.#trackers.ingest(messages);
  }

  /** One update of the support subject: a visitor's conversation, or the operators' inbox. */
  supportUpdate(message: SupportChannelMessage): void {
    this.#support.deliver(message);
  }

  /** Marks the client alive (a protocol-level ping or pong counts too). */
  touch(member: Member): void {
    member.lastSeen = this.#now();
  }

  /** Takes `cost` frames from the socket's allowance; a socket past it is closed (1008). */
  #spend(member: Member, cost: number): boolean {
    if (member.allowance.spend(cost, this.#now())) return true;
    member.socket.close(CLOSE_POLICY, 'too many frames');
    this.disconnect(member);
    return false;
  }

  close(): void {
    this.#offCatalog();
    this.#players.clear();
    this.#trackers.clear();
    this.#support.clear();
    clearInterval(this.#sweeper);
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    for (const member of [...this.#members]) {
      member.socket.close(1001, 'server shutting down');
      this.disconnect(member);
    }
  }

  /** Frames wait behind one that waits on the database, so a client's frames keep their order. */
  #handle(member: Member, frame: ClientFrame): void {
    if (member.backlog) {
      // A reconnect sends its `auth` and every subscription at once, so the backlog holds a burst;
      // a client that keeps sending while the database answers it is not one of ours.
      if (member.backlog.length >= this.#frameLimits.burst) {
        member.socket.close(CLOSE_POLICY, 'too many frames');
        this.disconnect(member);
        return;
      }
      member.backlog.push(frame);
      return;
    }
    const pending = this.#apply(member, frame);
    if (pending) {
      member.backlog = [];
      void this.#drain(member, pending);
    }
  }

  async #drain(member: Member, first: Promise<void>): Promise<void> {
    let pending: Promise<void> | undefined = first;
    for (;;) {
      await pending?.catch(() => this.#error(member, null, 'try again later'));
      const next = member.backlog?.shift();
      if (!next || member.closed) {
        member.backlog = null;
        return;
      }
      pending = this.#apply(member, next);
    }
  }

  /** Handles one frame; answers a promise when the frame needs the database. */
  #apply(member: Member, frame: ClientFrame): Promise<void> | undefined {
    if (frame.type === 'ping') this.#send(member, PONG);
    else if (frame.type === 'auth') return this.#players.authenticate(member, frame.token);
    else if (frame.type === 'operator_auth') return this.#support.authenticateOperator(member, frame.token);
    else if (frame.type === 'subscribe' && frame.channel === USER_CHANNEL) return this.#players.subscribe(member);
    else if (frame.type === 'subscribe' && isSupport(frame.channel)) {
      return this.#support.subscribe(member, frame.channel, frame.visitor_token);
    } else if (frame.type === 'subscribe') this.#subscribe(member, frame.channel);
    else if (frame.channel === USER_CHANNEL) this.#players.unsubscribe(member);
    else if (isSupport(frame.channel)) this.#support.unsubscribe(member, frame.channel);
    else this.#unsubscribe(member, frame.channel);
    return undefined;
  }

  #subscribe(member: Member, name: string): void {
    const channel = parseChannel(name);
    if (!channel) {
      this.#error(member, name, 'unknown channel');
      return;
    }
    if (channel.kind === 'tracker') {
      this.#trackers.subscribe(member, name, channel.matchId);
      return;
    }
    // A channel held or left within the window is a re-subscription: it costs more. Channels left
    // within the window still count, under twice the cap, so a whole page can change at the cap.
    const now = this.#now();
    const again = member.channels.has(name) || member.allowance.leftRecently(name, now);
    if (again && !this.#spend(member, RESUBSCRIBE_COST - 1)) return;
    const held = member.channels.size;
    if (!again && (held >= this.#maxChannels || held + member.allowance.recentlyLeft(now) >= 2 * this.#maxChannels)) {
      this.#error(member, name, `at most ${this.#maxChannels} channels per connection`);
      return;
    }
    let state = this.#channels.get(name);
    let snapshot = state?.snapshots.get(member.language);
    if (snapshot === undefined) {
      const data = this.#snapshot(channel, member.language);
      snapshot = data ? new OutFrame({ type: 'snapshot', channel: name, data }) : null;
      state?.snapshots.set(member.language, snapshot);
    }
    if (!snapshot) {
      this.#error(member, name, 'unknown match');
      return;
    }
    if (!state) {
      state = { channel, members: new Map(), pending: new Map(), statisticsChanged: false, snapshots: new Map() };
      state.snapshots.set(member.language, snapshot);
      this.#channels.set(name, state);
    }
    // Deltas rendered before this snapshot must not reach the new subscriber after it.
    if (this.#dirty.has(state)) this.#flushChannel(state);
    let members = state.members.get(member.language);
    if (!members) {
      members = new Set();
      state.members.set(member.language, members);
    }
    members.add(member);
    member.channels.add(name);
    member.allowance.rejoined(name);
    this.#send(member, snapshot);
    this.#checkTotalSoon();
  }

  #unsubscribe(member: Member, name: string): void {
    const channel = parseChannel(name);
    if (channel?.kind === 'tracker') {
      this.#trackers.unsubscribe(member, channel.matchId);
      return;
    }
    if (!member.channels.delete(name)) return;
    member.allowance.left(name, this.#now());
    this.#leave(member, name);
  }

  #leave(member: Member, name: string): void {
    const state = this.#channels.get(name);
    if (!state) return;
    const members = state.members.get(member.language);
    members?.delete(member);
    if (members?.size === 0) {
      state.members.delete(member.language);
      state.pending.delete(member.language);
    }
    if (state.members.size === 0) {
      this.#channels.delete(name);
      this.#dirty.delete(state);
    }
  }

  #snapshot(channel: Channel, language: LanguageCode) {
    if (channel.kind === 'tournament') {
      return { list: this.#catalog.tournamentMatches(channel.source, channel.tournamentId, language) };
    }
    if (channel.kind === 'match') {
      const match = this.#catalog.match(channel.matchId, language);
      return match ? { list: [match] } : null;
    }
    const parts = this.#catalog.statistics(channel.matchId, language);
    return parts ? { list: parts } : null;
  }

  /** Renders each change for the channels that have subscribers, at once: the catalog is at that state now. */
  #collect(changes: CatalogChange[]): void {
    for (const change of changes) {
      for (const name of channelsOfChange(change)) {
        const state = this.#channels.get(name);
        if (!state) continue;
        state.snapshots.clear();
        const { channel } = state;
        if (channel.kind === 'statistics') {
          state.statisticsChanged = true;
          this.#dirty.add(state);
          continue;
        }
        const view = channel.kind === 'match' ? 'full' : 'list';
        const source = channel.kind === 'tournament' ? channel.source : null;
        for (const language of state.members.keys()) {
          const delta = this.#catalog.deltaFor(change, view, source, language);
          if (!delta) continue;
          let deltas = state.pending.get(language);
          if (!deltas) {
            deltas = [];
            state.pending.set(language, deltas);
          }
          deltas.push(delta);
          this.#dirty.add(state);
        }
      }
    }
    if (this.#dirty.size === 0) return;
    if (!this.#flushTimer) {
      this.#dirtySince = performance.now();
      this.#flushTimer = setTimeout(() => this.#flush(), this.#coalesceMs);
    } else if (performance.now() - this.#dirtySince > 2 * this.#coalesceMs) {
      // The timer is late: changes keep coming while the event loop never reaches its timers
      // (a feed answered by promises alone can do that). Send now rather than let updates pile up.
      this.#flush();
    }
  }

  #flush(): void {
    if (this.#flushTimer) clearTimeout(this.#flushTimer);
    this.#flushTimer = null;
    for (const state of this.#dirty) this.#flushChannel(state);
    this.#checkTotal();
  }

  /** Once per turn of the event loop at most: summing every socket is linear in the clients. */
  #checkTotalSoon(): void {
    if (this.#totalCheck) return;
    this.#totalCheck = true;
    setImmediate(() => {
      this.#totalCheck = false;
      this.#checkTotal();
    });
  }

  /**
   * Bounds what all sockets hold together: past the bound, the clients furthest behind are dropped
   * until the rest fit. Frames are shared between sockets, so the sum overstates the memory held.
   */
  #checkTotal(): void {
    let total = 0;
    for (const member of this.#members) total += member.socket.bufferedAmount;
    if (total <= this.#maxBufferedTotal) return;
    const behind = [...this.#members].sort((a, b) => b.socket.bufferedAmount - a.socket.bufferedAmount);
    for (const member of behind) {
      if (total <= this.#maxBufferedTotal) break;
      total -= member.socket.bufferedAmount;
      this.#drop(member);
    }
  }

  #drop(member: Member): void {
    member.socket.drop(CLOSE_TOO_SLOW, 'client too slow');
    this.disconnect(member);
  }

  #flushChannel(state: ChannelState): void {
    this.#dirty.delete(state);
    const { channel } = state;
    const statistics = state.statisticsChanged;
    state.statisticsChanged = false;
    for (const [language, members] of state.members) {
      let data: unknown;
      if (channel.kind === 'statistics') {
        if (!statistics) continue;
        data = { list: this.#catalog.statistics(channel.matchId, language) ?? [] };
      } else {
        const deltas = state.pending.get(language);
        if (!deltas?.length) continue;
        state.pending.delete(language);
        data = { deltas };
      }
      const frame = new OutFrame({ type: 'update', channel: channel.name, data });
      for (const member of members) this.#send(member, frame);
    }
  }

  #send(member: Member, frame: OutFrame): void {
    if (member.closed) return;
    if (member.socket.bufferedAmount > this.#maxBuffered) {
      this.#drop(member);
      return;
    }
    member.socket.send(frame);
  }

  #error(member: Member, channel: string | null, message: string): void {
    this.#send(member, new OutFrame({ type: 'error', channel, message }));
  }

  #sweep(): void {
    const limit = this.#now() - this.#idleTimeoutMs;
    for (const member of this.#members) {
      if (member.lastSeen >= limit) continue;
      member.socket.close(1001, 'idle');
      this.disconnect(member);
    }
  }
}
