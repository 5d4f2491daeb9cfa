/** What the page shell gives a game's view, and what a view gives back. */
import type { ServerClock } from './server-clock.js';
import type { Command, CommandResult } from './socket.js';
import type { AnyView, YouFrame } from './table-types.js';
import type { Language, Texts } from './texts/texts.js';

export interface TableContext {
  readonly texts: Texts;
  readonly language: Language;
  readonly tableId: string;
  readonly clock: ServerClock;
  /** An amount in the player's currency: "€12.50". */
  money(minor: number): string;
  /** A chip's face: "0.5", "25", "1K". */
  chip(minor: number): string;
  /** Sends a command; a refusal is shown to the player before the answer resolves. */
  command(command: Command): Promise<CommandResult>;
  /** Shows why the table refused something (a command's reason: `betting_closed`, …). */
  refuse(reason: string): void;
  /** Says something to screen readers (the page's polite live region). */
  announce(text: string): void;
  /** Whether animations play (not under prefers-reduced-motion). */
  motion(): boolean;
}

export interface GameView {
  readonly element: HTMLElement;
  /** The table's whole view, at every change. */
  update(view: AnyView): void;
  /** The player's own frame: the limits (so the chips), the seat. */
  you(you: YouFrame): void;
  /** Blackjack: the table freed the player's seat, and says why. */
  seatFreed?(notice: string): void;
  /** A few times a second: decision timers and the like. */
  tick?(): void;
}
