import { type AcceptOddSetting, mustAsk } from './odds-change';
import type { BetSlipItem } from './slip-item';

/**
 * A bet builder in the slip: one selection made of parts of one match, placed alone as bet_type 4
 * at the builder's price (the parts' own odds are shown, not multiplied).
 */
export interface SlipBuilder {
  /** `${matchId}_builder`: one builder per match, apart from its outcomes' keys. */
  key: string;
  matchId: number;
  matchName: string;
  isLive: boolean;
  /** The parts, each an outcome of the match at its market's odds: the bet's legs. */
  parts: BetSlipItem[];
  /** The builder's price the slip shows (thousandths), sent as `builder_odds`. */
  odds: number;
  /** A new price waiting for the player's Accept; null when nothing waits. */
  updatedSlip: number | null;
  /** Why the builder has no price now (the builder's own words); null while it has one. */
  refusal: string | null;
}

export const slipBuilderKey = (matchId: number) => `${matchId}_builder`;

/** A builder of the parts at `odds`, as the event page's panel priced it. */
export function newSlipBuilder(parts: BetSlipItem[], odds: number): SlipBuilder {
  const first = parts[0]!;
  return {
    key: slipBuilderKey(first.matchId),
    matchId: first.matchId,
    matchName: first.matchName,
    isLive: first.isLive,
    parts,
    odds,
    updatedSlip: null,
    refusal: null,
  };
}

/** The part of a `POST /bets/builder` answer the slip reads. */
export interface BuilderQuote {
  available: boolean;
  odds: number | null;
  error: string | null;
}

/**
 * The builder after a fresh price: a moved price is taken or waits for the player's Accept as a
 * selection's does under the preference; no price holds the builder with its reason. The same
 * object when nothing changed.
 */
export function applyBuilderQuote(builder: SlipBuilder, quote: BuilderQuote, setting: AcceptOddSetting): SlipBuilder {
  let next: SlipBuilder;
  if (quote.odds === null) {
    next = { ...builder, updatedSlip: null, refusal: quote.error ?? '' };
  } else if (quote.odds === builder.odds) {
    next = { ...builder, updatedSlip: null, refusal: null };
  } else if (mustAsk(setting, builder.odds, quote.odds)) {
    next = { ...builder, updatedSlip: quote.odds, refusal: null };
  } else {
    next = { ...builder, odds: quote.odds, updatedSlip: null, refusal: null };
  }
  return next.odds === builder.odds && next.updatedSlip === builder.updatedSlip && next.refusal === builder.refusal
    ? builder
    : next;
}

/** Takes a waiting price the preference would not ask about (saving settings). */
export function settleBuilder(builder: SlipBuilder | null, setting: AcceptOddSetting): SlipBuilder | null {
  if (builder?.updatedSlip == null || mustAsk(setting, builder.odds, builder.updatedSlip)) return builder;
  return { ...builder, odds: builder.updatedSlip, updatedSlip: null };
}

/** A builder read back from this browser's storage, or null when it is not one. */
export function readSlipBuilder(stored: unknown): SlipBuilder | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const builder = stored as Partial<SlipBuilder>;
  const valid =
    typeof builder.key === 'string' &&
    Number.isInteger(builder.matchId) &&
    typeof builder.matchName === 'string' &&
    Number.isInteger(builder.odds) &&
    Array.isArray(builder.parts) &&
    builder.parts.length >= 2 &&
    builder.parts.every((part) => typeof part === 'object' && part !== null && part.matchId === builder.matchId);
  return valid ? ({ updatedSlip: null, refusal: null, isLive: false, ...builder } as SlipBuilder) : null;
}
