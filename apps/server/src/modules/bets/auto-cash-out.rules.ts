import { createHash } from 'node:crypto';
import type { FeedMessage } from '@meridian/feed/messages';

/**
 * The request id an auto cash-out rule pays under (docs/decisions.md, "Auto cash-out"): derived from
 * the rule's id, so every run of its job asks the cash-out path the same request and it pays once.
 * A UUID of version 8 (application-defined), RFC 9562 variant.
 */
export function ruleRequestId(ruleId: bigint): string {
  const bytes = createHash('sha256').update(`bet-auto-cash-out:${ruleId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The markets whose prices a feed batch changed, per match. */
export function repricedMarkets(messages: readonly FeedMessage[]): Array<{ matchId: number; marketIds: number[] }> {
  const byMatch = new Map<number, Set<number>>();
  for (const m of messages) {
    if (m.type !== 'odds_change' || m.markets.length === 0) continue;
    const ids = byMatch.get(m.event_id) ?? new Set<number>();
    for (const market of m.markets) ids.add(market.id);
    byMatch.set(m.event_id, ids);
  }
  return [...byMatch].map(([matchId, ids]) => ({ matchId, marketIds: [...ids] }));
}

/**
 * Whether a rule's target is one the player may set: above what the bet (or its part) pays now and
 * at most what it pays if it wins. Answers the field error, or null.
 */
export function targetError(target: bigint, now: bigint, payout: bigint): string | null {
  if (target <= now) return `Above what the cash-out pays now (${now}).`;
  if (target > payout) return `At most what the bet pays if it wins (${payout}).`;
  return null;
}
