import type { BetUpdateEvent } from '@meridian/contract/bets';
import { CHECK_ODDS, type CheckOddsMode } from '@meridian/contract/bets';

/** What the slip does when a selection's odds move (spec 001 §3), accept_any by default (§4). */
export type AcceptOddSetting = 'always_ask' | 'raise' | 'accept_any';
export const ACCEPT_ODD_SETTINGS: readonly AcceptOddSetting[] = ['always_ask', 'raise', 'accept_any'];
export const DEFAULT_ACCEPT_ODD_SETTING: AcceptOddSetting = 'accept_any';

/** `check_odds` of `POST /bets/make` for the preference. */
export const CHECK_ODDS_OF: Record<AcceptOddSetting, CheckOddsMode> = {
  always_ask: CHECK_ODDS.exact,
  raise: CHECK_ODDS.acceptRaise,
  accept_any: CHECK_ODDS.acceptAny,
};

/** Whether a move from `current` to `next` must wait for the player's Accept under the preference. */
export function mustAsk(setting: AcceptOddSetting, current: number, next: number): boolean {
  if (next === current) return false;
  if (setting === 'always_ask') return true;
  if (setting === 'raise') return next < current;
  return false;
}

/** The part of a slip item the odds rules read and write. */
export interface SlipState {
  matchId: number;
  marketId: number;
  id: number;
  odds: number;
  isLive: boolean;
  isBlocked: boolean;
  isDeleted: boolean;
  /** The match has ended (or was cancelled): closed for good, not deleted. Absent: false. */
  isEnded?: boolean;
  /** New odds waiting for the player's Accept; null when nothing waits. */
  updatedSlip?: number | null;
}

/** A selection's fresh state; `odds` absent when only availability changed. */
export type SlipEventChange = Pick<BetUpdateEvent, 'id' | 'market_id' | 'outcome_id' | 'is_blocked'> &
  Partial<Pick<BetUpdateEvent, 'odds' | 'is_live' | 'is_ended'>>;

function applyOne<T extends SlipState>(item: T, event: SlipEventChange, setting: AcceptOddSetting): T {
  let next: T = { ...item, isDeleted: false, isBlocked: event.is_blocked };
  if (event.is_live !== undefined) next.isLive = event.is_live;
  if (event.is_ended !== undefined || item.isEnded) next.isEnded = event.is_ended === true;
  // A blocked outcome's price means nothing until it opens again.
  if (event.odds !== undefined && event.odds > 1000 && !event.is_blocked) {
    if (event.odds === item.odds) next.updatedSlip = null;
    else if (mustAsk(setting, item.odds, event.odds)) next.updatedSlip = event.odds;
    else next = { ...next, odds: event.odds, updatedSlip: null };
  }
  const changed =
    next.isBlocked !== item.isBlocked ||
    next.isDeleted !== item.isDeleted ||
    (next.isEnded ?? false) !== (item.isEnded ?? false) ||
    next.isLive !== item.isLive ||
    next.odds !== item.odds ||
    (next.updatedSlip ?? null) !== (item.updatedSlip ?? null);
  return changed ? next : item;
}

/**
 * The slip after fresh selection states. With `complete` (an answer to `/bets/update` or
 * `/bets/make` for exactly `requested`), a requested selection left out is deleted; a socket delta
 * only touches the selections it names. Unchanged items keep their identity.
 */
export function applySlipEvents<T extends SlipState & { key: string }>(
  items: T[],
  events: SlipEventChange[],
  setting: AcceptOddSetting,
  complete?: { requested: ReadonlySet<string> },
): T[] {
  let changed = false;
  const next = items.map((item) => {
    const event = events.find(
      (candidate) =>
        candidate.id === item.matchId && candidate.outcome_id === item.id && candidate.market_id === item.marketId,
    );
    let updated = item;
    if (event) updated = applyOne(item, event, setting);
    else if (complete?.requested.has(item.key) && !item.isDeleted) updated = { ...item, isDeleted: true };
    if (updated !== item) changed = true;
    return updated;
  });
  return changed ? next : items;
}

/** Takes the waiting odds of every item the new preference would not ask about (001 §4, saving settings). */
export function settleForSetting<T extends SlipState>(items: T[], setting: AcceptOddSetting): T[] {
  return items.map((item) => {
    const waiting = item.updatedSlip;
    if (waiting == null || mustAsk(setting, item.odds, waiting)) return item;
    return { ...item, odds: waiting, updatedSlip: null };
  });
}
