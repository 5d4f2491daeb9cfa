/**
 * The player's seat at a blackjack table, as the studio says it is. The page never decides it: the
 * `you` frame gives it on joining, a `seat` frame each time it is taken or freed (by the player, from
 * any of their pages, or by the table), and a seat the table's view shows free is not the player's.
 */
import type { StudioFrame } from '../protocol.js';
import { type AnyView, isBlackjack, type YouFrame } from './table-types.js';
import type { Texts } from './texts/texts.js';

export type SeatFrame = Extract<StudioFrame, { type: 'seat' }>;

/** The player's frame with the seat the studio now gives them. */
export function withSeat(you: YouFrame, frame: SeatFrame): YouFrame {
  return you.seat === frame.seat ? you : { ...you, seat: frame.seat };
}

/** The seat the page shows as the player's (0-based): theirs by the studio's word, and taken in the table's view. */
export function seatShown(you: YouFrame | null, view: AnyView | null): number | null {
  const seat = you?.seat ?? null;
  if (seat === null || !view || !isBlackjack(view)) return seat;
  return view.seats[seat]?.alias ? seat : null;
}

/** Why the table freed the player's seat, in words; null when the player took or left it themselves. */
export function seatNotice(texts: Texts, reason: SeatFrame['reason']): string | null {
  if (reason === 'sat_out') return texts.blackjack.freedSatOut;
  if (reason === 'table_closed') return texts.blackjack.freedClosed;
  return null;
}
