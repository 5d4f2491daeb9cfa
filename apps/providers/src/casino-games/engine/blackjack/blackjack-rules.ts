/** The studio's blackjack rules, fixed for every table. */
export const BLACKJACK_RULES = {
  decks: 6,
  /** A fresh shoe for every round. */
  shufflePerRound: true,
  dealerHitsSoft17: false,
  /** The dealer checks the hole card under an ace or a ten-value card; a dealer blackjack takes only the original bet. */
  dealerPeeks: true,
  blackjackPays: { num: 3, den: 2 },
  /** Double down on any first two cards, after a split too. */
  doubleOnAnyTwo: true,
  doubleAfterSplit: true,
  /** One split per round (two hands); split aces take one card each; 21 after a split is not a blackjack. */
  maxHands: 2,
  insurancePays: 2,
  surrender: false,
} as const;
