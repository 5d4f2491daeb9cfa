import { USER_CHANNEL } from '@meridian/contract/realtime';
import type { WalletList } from '@meridian/contract/wallet';
import type { UserEventMessage } from '../../platform/user-events.js';
import { OutFrame } from './realtime.frame.js';
import type { Member } from './realtime.member.js';
import type { UserChannelBackend } from './realtime.user.js';

/** How the player channels write to a socket: the hub's own send, with its slow-client check. */
export interface PlayerOutbox {
  send(member: Member, frame: OutFrame): void;
  error(member: Member, channel: string | null, message: string): void;
  readonly maxChannels: number;
  /** The socket's authentication ended (expired token, ended session, another player): its other signed-in channels close. */
  authEnded?(member: Member, reason: string): void;
}

/**
 * The authenticated side of the gateway (ARCHITECTURE.md §7): `auth` frames, the `user` channel,
 * and the routing of a player's events (`SUBJECTS.user`) to this node's sockets of that player.
 */
export class PlayerChannels {
  /** Authenticated members per player id. */
  readonly #players = new Map<number, Set<Member>>();
  readonly #backend: UserChannelBackend | null;
  readonly #out: PlayerOutbox;

  constructor(backend: UserChannelBackend | null, out: PlayerOutbox) {
    this.#backend = backend;
    this.#out = out;
  }

  /** An `auth` frame: a valid token (re)authenticates the socket; another player's drops the old channel. */
  async authenticate(member: Member, token: string): Promise<void> {
    if (!this.#backend) {
      this.#out.error(member, null, 'authentication is not available');
      return;
    }
    const auth = await this.#backend.authenticate(token);
    if (member.closed) return;
    if (!auth || auth.expiresAtMs <= Date.now()) {
      this.#out.error(member, null, 'invalid or expired token');
      return;
    }
    if (member.auth && member.auth.userId !== auth.userId) this.#end(member, 'signed in as another player');
    this.forget(member);
    member.auth = auth;
    let members = this.#players.get(auth.userId);
    if (!members) {
      members = new Set();
      this.#players.set(auth.userId, members);
    }
    members.add(member);
    member.authTimer = setTimeout(
      () => this.#end(member, 'the access token has expired'),
      auth.expiresAtMs - Date.now(),
    );
    member.authTimer.unref();
    this.#out.send(member, new OutFrame({ type: 'authenticated', user_id: auth.userId }));
  }

  /** The player's channel: the wallets as a snapshot, then the player's events. */
  async subscribe(member: Member): Promise<void> {
    const auth = member.auth;
    if (!this.#backend || !auth) {
      this.#out.error(member, USER_CHANNEL, 'authentication required');
      return;
    }
    if (!member.channels.has(USER_CHANNEL) && member.channels.size >= this.#out.maxChannels) {
      this.#out.error(member, USER_CHANNEL, `at most ${this.#out.maxChannels} channels per connection`);
      return;
    }
    // Joined before the read: an event committed meanwhile is held and sent after the snapshot.
    member.channels.add(USER_CHANNEL);
    const buffer: OutFrame[] = [];
    member.userBuffer = buffer;
    let data: WalletList;
    try {
      data = await this.#backend.wallets(auth.userId);
    } catch {
      if (member.userBuffer === buffer) this.unsubscribe(member);
      this.#out.error(member, USER_CHANNEL, 'try again later');
      return;
    }
    if (member.userBuffer === buffer) member.userBuffer = null;
    // The session may have ended, or the token expired, while the wallets were read.
    if (member.closed || member.auth !== auth || !member.channels.has(USER_CHANNEL)) return;
    this.#out.send(member, new OutFrame({ type: 'snapshot', channel: USER_CHANNEL, data }));
    for (const frame of buffer) this.#out.send(member, frame);
  }

  unsubscribe(member: Member): void {
    member.channels.delete(USER_CHANNEL);
    member.userBuffer = null;
  }

  /**
   * Delivers one event of `SUBJECTS.user` to this node's sockets of that player: an update of the
   * `user` channel, or, for an ended session, `session_terminated` and the end of the channel.
   */
  event(message: UserEventMessage): void {
    const members = this.#players.get(message.user_id);
    if (!members) return;
    const frame = new OutFrame({ type: 'update', channel: USER_CHANNEL, data: message.event });
    if (message.event.kind === 'session_terminated') {
      for (const member of [...members]) {
        if (message.session_id !== undefined && member.auth?.sessionId !== message.session_id) continue;
        this.#out.send(member, frame);
        this.#end(member, 'the session has ended');
      }
      return;
    }
    for (const member of members) {
      if (!member.channels.has(USER_CHANNEL)) continue;
      if (member.userBuffer) member.userBuffer.push(frame);
      else this.#out.send(member, frame);
    }
  }

  /** Drops the member's authentication and its timer (its channel, if any, stays to the caller). */
  forget(member: Member): void {
    if (member.authTimer) clearTimeout(member.authTimer);
    member.authTimer = null;
    const auth = member.auth;
    if (!auth) return;
    member.auth = null;
    const members = this.#players.get(auth.userId);
    members?.delete(member);
    if (members?.size === 0) this.#players.delete(auth.userId);
  }

  clear(): void {
    this.#players.clear();
  }

  /** Ends the socket's authentication; an open `user` channel closes with an error frame saying why. */
  #end(member: Member, reason: string): void {
    if (member.channels.has(USER_CHANNEL)) {
      this.unsubscribe(member);
      this.#out.error(member, USER_CHANNEL, reason);
    }
    this.forget(member);
    this.#out.authEnded?.(member, reason);
  }
}
