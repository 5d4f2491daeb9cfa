/**
 * The frames' shapes as the page reads them. The table views are the runners' own types (imported
 * as types only, so nothing of the server is bundled); the outcomes are each engine's `describe()`.
 */
import type { BlackjackView, SeatView } from '../blackjack-table.js';
import type { StudioFrame } from '../protocol.js';
import type { RoundView, TableView } from '../table-runner.js';

export type { BlackjackView, RoundView, SeatView, TableView };

export type GameCode = TableView['game'];
export type YouFrame = Extract<StudioFrame, { type: 'you' }>;
export type AnyView = TableView | BlackjackView;
export type BlackjackRound = NonNullable<BlackjackView['round']>;

export interface RouletteOutcome {
  pocket: number;
  color: 'red' | 'black' | 'green';
}

export interface BaccaratHand {
  cards: number[];
  labels: string[];
  total: number;
}

export interface BaccaratOutcome {
  player: BaccaratHand;
  banker: BaccaratHand;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

export interface WheelOutcome {
  segment: number;
  value: number;
  spot: string;
}

export const isBlackjack = (view: AnyView): view is BlackjackView => view.game === 'blackjack';
