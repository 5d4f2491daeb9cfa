import { z } from 'zod';
import { id } from './request-input.js';

/**
 * The bet builder (`POST /bets/builder`): same-match combinations priced by the feed's custom-bet
 * service, which holds the model the match's prices come from. Ids are the platform's (the catalog's
 * match, market and outcome ids); odds are thousandths, as everywhere in the contract.
 */

/**
 * The sports whose matches the built-in custom-bet service prices (football, ice hockey): the event
 * page offers a builder on them; the answer's `available` says whether this match takes one now.
 */
export const BUILDER_SPORT_IDS: readonly number[] = [1, 4];

/** Selections one builder takes at most. */
export const BUILDER_SELECTIONS_MAX = 10;

/** Why a combination has no price, as the answer's `refusal` says it. */
export const BUILDER_REFUSALS = [
  /** The selections cannot all win together (a home win and a draw; 1:0 and over 2.5 goals). */
  'contradiction',
  /** Two selections of one market. */
  'same_market',
  /** A market builders do not take (one that can be void or pushed). */
  'not_combinable',
  /** A part of the match the builder does not price. */
  'unknown_part',
  /** All but certain: under the shortest odds the book quotes. */
  'too_likely',
  /** A market or outcome the match does not offer now (suspended, settled, unknown). */
  'not_offered',
] as const;
export type BuilderRefusal = (typeof BUILDER_REFUSALS)[number];

/**
 * Texts the builder answers in `error` (English defaults; the server answers in the request's
 * language): one per refusal, and `unavailable` when the match takes no builders now.
 */
export const BUILDER_ERRORS = {
  contradiction: 'These selections cannot all win together',
  same_market: 'Only one selection of a market can go into a bet builder',
  not_combinable: 'This market cannot go into a bet builder',
  unknown_part: 'This part of the match cannot go into a bet builder',
  too_likely: 'This combination is too likely to be offered',
  not_offered: 'A selection is not on offer now',
  unavailable: 'Bet builder is not available for this match now',
} as const satisfies Record<BuilderRefusal | 'unavailable', string>;
export type BuilderErrorKey = keyof typeof BUILDER_ERRORS;

const builderSelectionSchema = z.object({ market_id: id(), outcome_id: id() });

/**
 * `POST /bets/builder`: the match and the selections chosen so far; none asks only which markets
 * the builder takes (the answer has no odds and no refusal then).
 */
export const builderRequestSchema = z.object({
  match_id: id(),
  selections: z.array(builderSelectionSchema).max(BUILDER_SELECTIONS_MAX),
});
export type BuilderRequest = z.output<typeof builderRequestSchema>;

const idOut = z.number().int().positive();

export const builderAnswerSchema = z.object({
  /** Whether the match takes builders now (pre-match, or in play and not stopped); false: the rest is empty. */
  available: z.boolean(),
  /** The combination's odds in thousandths, or null when it has none. */
  odds: z.number().int().nullable(),
  refusal: z.enum(BUILDER_REFUSALS).nullable(),
  /** The refusal (or `unavailable`) as a text in the request's language; null with odds. */
  error: z.string().nullable(),
  /** Outcomes on offer that could not join the selections (other outcomes of a chosen market too). */
  conflicting: z.array(z.object({ market_id: idOut, outcome_id: idOut })),
  /** The match's markets on offer that a builder takes now (none when not `available`): the page locks the others. */
  markets: z.array(idOut),
});
export type BuilderAnswer = z.infer<typeof builderAnswerSchema>;
