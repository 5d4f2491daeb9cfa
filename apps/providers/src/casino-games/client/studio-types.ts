/** What the studio's page calls answer (see studio.service.ts), as the page reads them. */

export interface Fairness {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface RoundDto {
  id: string;
  status: 'open' | 'settled' | 'void';
  stake: number;
  win: number;
  /** A free round: played at the free rounds' bet, its win paid into the player's casino bonus balance. */
  free: boolean;
  view: unknown;
}

/** The operator's free rounds on this launch ("free spins" given as a bonus), amounts in minor units. */
export interface FreeRounds {
  /** The id a free round is played with (`free_round` in the round's params). */
  reward: string;
  left: number;
  total: number;
  /** The fixed bet of every free round. */
  bet: number;
  /** What the free rounds played so far have won (paid into the casino bonus balance, not the game's balance). */
  won: number;
}

export interface RoundAnswer {
  round: RoundDto;
  /** The wallet's balance after the round's money moved; null when the operator did not say. */
  balance: number | null;
  fairness: Fairness;
  /** The free rounds after this round (`left: 0` after the last one); null when the launch has none. */
  freeRounds: FreeRounds | null;
}

export interface HistoryItem {
  id: string;
  stake: number;
  win: number;
  /** Unix seconds. */
  at: number;
  status: 'open' | 'settled' | 'void';
  /** A free round (see `RoundDto.free`). */
  free: boolean;
  fairness: Fairness;
  view: unknown;
}

export interface HelpTable {
  title: string;
  columns: string[];
  rows: (string | number)[][];
}

export type GameKind = 'slot' | 'roulette' | 'blackjack' | 'instant';

export interface Overview {
  game: { code: string; name: string; kind: GameKind; help: { rules: string[]; tables: HelpTable[] }; rtp: number };
  demo: boolean;
  currency: string;
  balance: number | null;
  depositUrl: string | null;
  lobbyUrl: string | null;
  fairness: Fairness;
  open: RoundDto | null;
  history: HistoryItem[];
  /** The operator's free rounds on this launch, null when it has none. */
  freeRounds: FreeRounds | null;
}

export interface RotatedSeeds {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
  fairness: Fairness;
}

/** An operator link the page may follow: http(s) or a path on the operator's own site, nothing else. */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
