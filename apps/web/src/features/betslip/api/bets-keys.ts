/**
 * Query keys of the slip. Everything under `['bets']` is refreshed after a bet is accepted (the
 * history screens share the prefix by convention).
 */
export const betsKeys = {
  all: ['bets'] as const,
  update: (selections: string, accountId: number | null, language: string) =>
    ['bets', 'update', selections, accountId, language] as const,
  open: (accountId: number | null) => ['bets', 'open', accountId] as const,
  /** The prices of the slip's bet builder of a match, and its price for these parts in a language. */
  builderOf: (builderKey: string) => ['bets', 'builder', builderKey] as const,
  builder: (builderKey: string, parts: string, language: string) =>
    ['bets', 'builder', builderKey, parts, language] as const,
};
