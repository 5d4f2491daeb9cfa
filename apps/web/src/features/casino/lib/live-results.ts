import type { LiveTableFrame } from './live-tables';

/** The red pockets of a single-zero wheel; 0 is green, the rest black. */
const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type ResultTone = 'red' | 'black' | 'green' | 'player' | 'banker' | 'tie' | `wheel${number}`;

export interface LiveResult {
  /** What the bead shows: a pocket, P/B/T, a wheel value. */
  label: string;
  tone: ResultTone;
}

export type BaccaratWinner = 'P' | 'B' | 'T';

/** The wheel's values, each with its own colour (the studio's money wheel: x2 … x24). */
const WHEEL_TONES: Record<number, ResultTone> = { 2: 'wheel2', 4: 'wheel4', 6: 'wheel6', 12: 'wheel12', 24: 'wheel24' };

function rouletteTone(pocket: number): ResultTone {
  if (pocket === 0) return 'green';
  return RED_POCKETS.has(pocket) ? 'red' : 'black';
}

const BACCARAT_TONES: Record<BaccaratWinner, ResultTone> = { P: 'player', B: 'banker', T: 'tie' };

/**
 * A frame's latest results as beads, newest first: roulette pockets in their colours, baccarat
 * winners, wheel values. Blackjack's results (dealer totals) are not shown: its tile shows the seats.
 * Results the game does not know are left out.
 */
export function liveResults(frame: LiveTableFrame, limit = 12): LiveResult[] {
  const { tableType, results } = frame.value;
  const beads: LiveResult[] = [];
  for (const result of results.slice(0, limit)) {
    if (tableType === 'ROULETTE' && Number.isInteger(result) && Number(result) >= 0 && Number(result) <= 36) {
      beads.push({ label: String(result), tone: rouletteTone(Number(result)) });
    } else if (tableType === 'BACCARAT' && (result === 'P' || result === 'B' || result === 'T')) {
      beads.push({ label: result, tone: BACCARAT_TONES[result] });
    } else if (tableType === 'MONEY_WHEEL' && typeof result === 'number') {
      beads.push({ label: `x${result}`, tone: WHEEL_TONES[result] ?? 'wheel2' });
    }
  }
  return beads;
}
