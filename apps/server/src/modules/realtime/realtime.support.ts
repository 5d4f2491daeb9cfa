import { SUPPORT_INBOX_CHANNEL } from '@meridian/contract/realtime';
import { OutFrame } from './realtime.frame.js';
import type { Member, OperatorSocketAuth } from './realtime.member.js';
import type { PlayerOutbox } from './realtime.players.js';

export type { OperatorSocketAuth };

/** What the support channels need: the visitors' tokens and the operators' sessions (the support module). */
export interface SupportChannelBackend {
  /** The visitor a live token was given to; null for an unknown or expired one. */
  visitor(token: string): Promise<{ visitorId: string } | null>;
  /** The operator of a valid access token whose live session's role grants `support.manage`; null otherwise. */
  operator(token: string): Promise<OperatorSocketAuth | null>;
  /** Whether that session is still live (not signed out, idle or blocked) and its role still grants the inbox. Reads only. */
  operatorLive(auth: OperatorSocketAuth): Promise<boolean>;
}

/** What travels on the support subject: one update for the sockets of one support channel. */
export interface SupportChannelMessage {
  channel: string;
  data: unknown;
}

export function isSupportChannelMessage(value: unknown): value is SupportChannelMessage {
  const m = value as Partial<SupportChannelMessage> | null;
  return typeof m?.channel === 'string' && typeof m.data === 'object' && m.data !== null;
}

/** How often an operator socket's session is read again, so a sign-out or idle end closes the inbox. */
export const OPERATOR_RECHECK_MS = 60_000;

/**
 * The support chat's channels (docs/support-chat.md): a visitor's `support:{visitorId}`, opened with
 * the visitor's token, and the operators' `support_inbox`, opened after an `operator_auth` frame.
 * Kept apart from the catalog channels: their updates are rare and per conversation, and they never
 * touch the fan-out of the match channels.
 */
export class SupportChannels {
  readonly #members = new Map<string, Set<Member>>();
  readonly #backend: SupportChannelBackend | null;
  readonly #out: PlayerOutbox;
  readonly #now: () => number;
  readonly #recheckMs: number;

  constructor(
    backend: SupportChannelBackend | null,
    out: PlayerOutbox,
    options: { now?: () => number; recheckMs?: number } = {},
  ) {
    this.#backend = backend;
    this.#out = out;
    this.#now = options.now ?? Date.now;
    this.#recheckMs = options.recheckMs ?? OPERATOR_RECHECK_MS;
  }

  /** An `operator_auth` frame: a support operator's token opens the inbox to the socket. */
  async authenticateOperator(member: Member, token: string): Promise<void> {
    if (!this.#backend) {
      this.#out.error(member, null, 'authentication is not available');
      return;
    }
    const auth = await this.#backend.operator(token).catch(() => null);
    if (member.closed) return;
    if (!auth || auth.expiresAtMs <= this.#now()) {
      this.#out.error(member, null, 'invalid or expired operator token, or no support permission');
      return;
    }
    this.#forgetOperator(member);
    member.operator = auth;
    const timer = setInterval(() => void this.#recheck(member, auth), this.#recheckMs);
    timer.unref();
    member.operatorTimer = timer;
    const expiry = setTimeout(
      () => this.#endOperator(member, 'the operator token has expired'),
      auth.expiresAtMs - this.#now(),
    );
    expiry.unref();
    member.operatorExpiry = expiry;
    this.#out.send(member, new OutFrame({ type: 'operator_authenticated', operator_id: auth.operatorId }));
  }

  /** `support:{visitorId}` with the visitor's token, or `support_inbox` after `operator_auth`. */
  async subscribe(member: Member, name: string, visitorToken: string | undefined): Promise<void> {
    if (name === SUPPORT_INBOX_CHANNEL) {
      if (!member.operator) {
        this.#out.error(member, name, 'operator authentication required');
        return;
      }
    } else {
      const visitorId = name.slice('support:'.length);
      const visitor =
        visitorToken && this.#backend ? await this.#backend.visitor(visitorToken).catch(() => null) : null;
      if (member.closed) return;
      if (visitor?.visitorId !== visitorId) {
        this.#out.error(member, name, 'invalid or expired visitor token');
        return;
      }
    }
    if (!member.channels.has(name) && member.channels.size >= this.#out.maxChannels) {
      this.#out.error(member, name, `at most ${this.#out.maxChannels} channels per connection`);
      return;
    }
    member.channels.add(name);
    let members = this.#members.get(name);
    if (!members) {
      members = new Set();
      this.#members.set(name, members);
    }
    members.add(member);
    this.#out.send(member, new OutFrame({ type: 'snapshot', channel: name, data: { since: this.#now() } }));
  }

  unsubscribe(member: Member, name: string): void {
    member.channels.delete(name);
    const members = this.#members.get(name);
    members?.delete(member);
    if (members?.size === 0) this.#members.delete(name);
  }

  /** One update of the support subject, for this node's sockets of its channel. */
  deliver(message: SupportChannelMessage): void {
    const members = this.#members.get(message.channel);
    if (!members) return;
    const frame = new OutFrame({ type: 'update', channel: message.channel, data: message.data });
    for (const member of members) this.#out.send(member, frame);
  }

  /** The socket closed: its support channels and its operator's checks go. */
  forget(member: Member): void {
    this.#forgetOperator(member);
    for (const name of member.channels) {
      if (name.startsWith('support')) this.unsubscribe(member, name);
    }
  }

  clear(): void {
    this.#members.clear();
  }

  async #recheck(member: Member, auth: OperatorSocketAuth): Promise<void> {
    const live = await this.#backend?.operatorLive(auth).catch(() => true);
    if (member.operator === auth && !live) this.#endOperator(member, 'the operator session has ended');
  }

  #endOperator(member: Member, reason: string): void {
    if (member.channels.has(SUPPORT_INBOX_CHANNEL)) {
      this.unsubscribe(member, SUPPORT_INBOX_CHANNEL);
      this.#out.error(member, SUPPORT_INBOX_CHANNEL, reason);
    }
    this.#forgetOperator(member);
  }

  #forgetOperator(member: Member): void {
    if (member.operatorTimer) clearInterval(member.operatorTimer);
    if (member.operatorExpiry) clearTimeout(member.operatorExpiry);
    member.operatorTimer = null;
    member.operatorExpiry = null;
    member.operator = null;
  }
}
