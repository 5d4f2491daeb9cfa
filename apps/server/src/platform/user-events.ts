import type { UserEvent } from '@meridian/contract/realtime';
import { type Bus, SUBJECTS } from './bus.js';

/** What travels on `SUBJECTS.user`: an event for every open socket of one player. */
export interface UserEventMessage {
  user_id: number;
  event: UserEvent;
}

/**
 * Tells a player's sockets, on every node, what changed for them. Call it after the database
 * transaction that made the change has committed, so a client that reacts by reading sees it.
 */
export function publishUserEvent(bus: Bus, userId: bigint | number, event: UserEvent): void {
  bus.publish(SUBJECTS.user, { user_id: Number(userId), event } satisfies UserEventMessage);
}

/** Balance events for every wallet a ledger posting touched (`PostedTransaction.walletBalances`). */
export function publishBalances(bus: Bus, userId: bigint | number, balances: ReadonlyMap<bigint, bigint>): void {
  for (const [walletId, balance] of balances) {
    publishUserEvent(bus, userId, { kind: 'balance', account_id: Number(walletId), balance: Number(balance) });
  }
}
