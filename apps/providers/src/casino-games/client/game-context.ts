import type { Overview, RoundAnswer, RoundDto } from './studio-types.js';
import type { Language, Texts } from './texts/texts.js';

/** What the page's frame gives a game view: texts, money, the calls, and the shared controls. */
export interface GameContext {
  readonly texts: Texts;
  readonly lang: Language;
  readonly overview: Overview;
  money(minor: number): string;
  /** The stake chosen (minor units), shared by the stake control. */
  stake(): number;
  /** A stake selector (− value +) bound to the shared stake. */
  stakeControl(): HTMLElement;
  /**
   * The operator's free rounds left (0 when none): while some are, `play` plays the next round as one,
   * at their bet (which `stake()` then returns, the stake control showing it locked).
   */
  freeRoundsLeft(): number;
  /** Starts a round; null when it was refused (the page shows why and reloads the round state). */
  play(params: unknown): Promise<RoundAnswer | null>;
  /** An action in the round in play; null when refused (as for `play`). */
  act(round: string, action: unknown): Promise<RoundAnswer | null>;
  /** The round's outcome is on screen: the balance, the last win and the history catch up. */
  reveal(answer: RoundAnswer): void;
  /** Locks the shared controls while a round animates or waits. */
  setBusy(busy: boolean): void;
  /** Reads a short text to screen readers. */
  announce(text: string): void;
}

/** One game's view: its element, and how it shows a round left open (or none) after a reload. */
export interface GameView {
  readonly element: HTMLElement;
  restore(open: RoundDto | null): void;
}

export interface GameModule {
  create(ctx: GameContext): GameView;
  /** One short line for the history: the outcome of a finished round from its view. */
  summary(view: unknown, texts: Texts): string;
  /** The round's choices as the verifier's query (stake, bets, actions…), for a link from the history. */
  choices(view: unknown, stake: number): Record<string, string>;
}
