import type { UserEvent } from '@meridian/contract/realtime';
import { type Bus, SUBJECTS } from './bus.js';

/** What travels on `SUBJECTS.user`: an event for every open socket of one player. */
export interface UserEventMessage {
  user_id: number;
  /** Only the sockets authenticated with this session (a session that ended); all of the player's when absent. */
  session_id?: string;
  event: UserEvent;
}

/**
 * Tells a player's sockets, on every node, what changed for them. Call it after the database
 * transaction that made the change has committed, so a client that reacts by reading sees it.
 */
export function publishUserEvent(bus: Bus, userId: bigint | number, event: UserEvent): void {
  bus.publish(SUBJECTS.user, { user_id: Number(userId), event } satisfies UserEventMessage);
}

/**
 * The support chat's live updates for the channels that are not a player's: a visitor's
 * `support:{visitorId}` and the operators' `support_inbox` (`{ channel, data }`). Published after the
 * webhook's event was taken.
 */
export const SUPPORT_SUBJECT = 'meridian.support';

export function publishSupportUpdate(bus: Bus, channel: string, data: unknown): void {
  bus.publish(SUPPORT_SUBJECT, { channel, data });
}

/** Balance events for every wallet a ledger posting touched (`PostedTransaction.walletBalances`). */
export function publishBalances(bus: Bus, userId: bigint | number, balances: ReadonlyMap<bigint, bigint>): void {
  for (const [walletId, balance] of balances) {
    publishUserEvent(bus, userId, { kind: 'balance', account_id: Number(walletId), balance: Number(balance) });
  }
}

/**
 * Tells the sockets authenticated with these sessions that they ended (logout, terminated, password
 * changed): they get `session_terminated` and lose the player's channel. Call after the commit.
 */
export function publishSessionsEnded(bus: Bus, userId: bigint | number, sessionIds: readonly string[]): void {
  for (const sessionId of sessionIds) {
    bus.publish(SUBJECTS.user, {
      user_id: Number(userId),
      session_id: sessionId,
      event: { kind: 'session_terminated' },
    } satisfies UserEventMessage);
  }
}
