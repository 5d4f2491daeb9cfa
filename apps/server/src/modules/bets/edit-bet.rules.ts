import { createHash } from 'node:crypto';
import { BET_STATUS, BET_TYPE, type EditBetReason } from '@meridian/contract/bets';
import { z } from 'zod';
import type { OfferCatalog } from './cash-out.offer.js';
import type { EditedSelection, EditRow } from './edit-bet.repository.js';

/** What the edit rules read of a bet. */
export interface EditedBet {
  type: number;
  status: number;
  free_bet_id: bigint | null;
  wallet_kind: string;
}

/** What the edit rules read of a leg. */
export interface EditedLeg {
  match_id: number;
  market_id: number;
  outcome_id: number;
  status: number;
}

/**
 * Why a bet cannot be edited now, or null: only an open accumulator staked from a cash wallet,
 * none of whose matches has started (by the clock `nowS` and the feed's status), can be.
 */
export function editRefusal(
  bet: EditedBet,
  legs: readonly EditedLeg[],
  catalog: OfferCatalog,
  nowS: number,
): EditBetReason | null {
  if (bet.status !== BET_STATUS.inGame) return 'decided';
  if (bet.type !== BET_TYPE.accumulator) return 'not_accumulator';
  if (bet.free_bet_id !== null || bet.wallet_kind !== 'cash') return 'bonus';
  if (legs.some((leg) => leg.status !== BET_STATUS.inGame || started(catalog, leg.match_id, nowS))) return 'started';
  return null;
}

/** Whether a match has started (or is no longer in the catalog): by its start time, or the feed says so. */
export function started(catalog: OfferCatalog, matchId: number, nowS: number): boolean {
  const match = catalog.get(matchId);
  if (!match) return true;
  return match.fixture.status !== 'not_started' || match.fixture.start_time <= nowS;
}

/** Whether the new selections are the bet's own (in any order): an edit must change something. */
export function sameSelections(legs: readonly EditedLeg[], events: readonly EditedSelection[]): boolean {
  const key = (s: { match: number; market: number; outcome: number }) => `${s.match}:${s.market}:${s.outcome}`;
  const old = new Set(legs.map((l) => key({ match: l.match_id, market: l.market_id, outcome: l.outcome_id })));
  const sent = new Set(events.map((e) => key({ match: e.id, market: e.market_id, outcome: e.outcome_id })));
  return old.size === sent.size && [...sent].every((k) => old.has(k));
}

const storedSelections = z.array(
  z.object({ id: z.number(), market_id: z.number(), outcome_id: z.number(), odds: z.number() }),
);

/** Whether a stored edit is the one sent again (same bet, amount seen, check_odds and selections). */
export function sameEdit(
  row: EditRow,
  input: { bet_id: number; amount_seen: number; check_odds: number; events: readonly EditedSelection[] },
): boolean {
  const parsed = storedSelections.safeParse(row.events);
  const stored = parsed.success ? parsed.data : [];
  return (
    row.from_bet_id === BigInt(input.bet_id) &&
    row.amount_seen === BigInt(input.amount_seen) &&
    row.check_odds === input.check_odds &&
    stored.length === input.events.length &&
    stored.every((s, i) => {
      const e = input.events[i];
      return e && s.id === e.id && s.market_id === e.market_id && s.outcome_id === e.outcome_id && s.odds === e.odds;
    })
  );
}

/**
 * The ids an edit's parts run under, derived from the player and the edit's request id so a repeat
 * asks the same: the cash-out's request id and the new bet's bet_uuid. UUIDs of version 8
 * (application-defined), RFC 9562 variant.
 */
export function editIds(userId: bigint, requestId: string): { cashOutRequestId: string; betUuid: string } {
  return {
    cashOutRequestId: derivedUuid(`bet-edit:${userId}:${requestId}:cash-out`),
    betUuid: derivedUuid(`bet-edit:${userId}:${requestId}:bet`),
  };
}

function derivedUuid(text: string): string {
  const bytes = createHash('sha256').update(text).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
