/**
 * The live studio's WebSocket protocol (`{base}/ws`), JSON text frames both ways. Two kinds of
 * client use it:
 *
 * - the lobby, through the launcher script (`{base}/launcher.js`): it subscribes to tables by table
 *   and currency and gets a `table` frame for each change a tile shows (status, seats, limits, the
 *   latest results). No sign-in: what a lobby shows is public.
 * - the table page (`{base}/table/{launch}`): it joins with its launch id (the player's capability
 *   for that table) and gets the whole table's `state` at each change, its own `you` frame, a `seat`
 *   frame whenever its blackjack seat is taken or freed, and an answer to each of its commands. It
 *   sends `balance` when the balance may have moved outside the table; a `you` frame carries it.
 */

import type { SeatChangeReason } from './blackjack-table.js';

export const LIVE_PROVIDER_CODE = 'meridian-live';

/** The lobby's names of the games (spec 001 §3 `tableType`). */
export type LiveTableType = 'BLACKJACK' | 'ROULETTE' | 'BACCARAT' | 'MONEY_WHEEL';

export type ClientFrame =
  | { type: 'subscribe'; table: string; currency: string }
  | { type: 'unsubscribe'; table: string; currency: string }
  | { type: 'join'; launch: string }
  /** A bet at a shared table: `spot` in the game's words; at blackjack the seat's bet (no spot). */
  | { type: 'bet'; id: string; spot?: string; amount: number }
  | { type: 'sit'; id: string; seat: number }
  | { type: 'leave'; id: string }
  | { type: 'action'; id: string; action: 'hit' | 'stand' | 'double' }
  /** The joined page asks for the wallet's balance again (the operator's page said it moved); a `you` frame answers. */
  | { type: 'balance' }
  | { type: 'ping' };

/** What a lobby tile shows of a table in one currency (spec 001 §3 "Live table"). */
export interface LobbyTableFrame {
  type: 'table';
  providerId: string;
  tableId: string;
  currencyCode: string;
  /** `online` while the table deals; `offline` outside its hours; `unknown_currency` when it does not take the currency. */
  status: 'online' | 'offline' | 'unknown_currency';
  /** The studio's clock when the frame was made (ms since the epoch). */
  serverTime: number;
  value: {
    tableName: string;
    tableType: LiveTableType;
    /** Minor units of the currency; null when the table does not take it. */
    tableLimits: { minBet: number; maxBet: number } | null;
    /** Blackjack only. */
    totalSeatedPlayers: number | null;
    availableSeats: number | null;
    /** Players at the table this round (the shared tables). */
    players: number;
    /** Newest first: roulette pockets, baccarat winners ("P", "B", "T"), wheel values, blackjack dealer totals. */
    results: Array<string | number>;
    /** When a closed table opens (ms since the epoch). */
    opensAt: number | null;
  };
}

export type StudioFrame =
  | { type: 'hello'; casinoId: string; tables: string[]; serverTime: number }
  | LobbyTableFrame
  /** The whole table (TableView or BlackjackView of the runners), to the players who joined it. */
  | { type: 'state'; tableId: string; view: unknown; serverTime: number }
  | {
      type: 'you';
      launch: string;
      tableId: string;
      tableName: string;
      game: 'blackjack' | 'roulette' | 'baccarat' | 'money-wheel';
      currency: string;
      limits: { minBet: number; maxBet: number };
      /** Blackjack: the player's seat (0-based), or null. */
      seat: number | null;
      /** A shared table: the bets the studio took from the player in the round in play (a reloaded page redraws them). */
      bets: { roundId: string; list: Array<{ spot: string; amount: number }> } | null;
      /** The wallet's balance as the operator last told it, in minor units; null when unknown. */
      balance: number | null;
      language: string;
      theme: 'dark' | 'light';
      lobbyUrl: string | null;
    }
  /**
   * Blackjack: the player's seat changed (0-based, or null when freed), whoever changed it: the
   * player's own command from any of their pages, or the table freeing it (sat out, closed).
   */
  | { type: 'seat'; tableId: string; seat: number | null; reason: SeatChangeReason }
  | { type: 'result'; id: string; ok: boolean; reason?: string }
  | { type: 'error'; message: string }
  | { type: 'pong' };
