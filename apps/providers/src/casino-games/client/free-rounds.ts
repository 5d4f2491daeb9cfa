/**
 * The operator's free rounds ("bonus free spins") on a game page: which round is played free, what
 * the page's panel says about them. Their wins go to the player's casino bonus balance, never to the
 * balance the page shows. Not the slots' own free spins, which a scatter wins inside a round.
 */
import type { FreeRounds } from './studio-types.js';
import { format, type Texts } from './texts/texts.js';

/** What the free rounds panel shows: the rounds still to play, or their end until the player dismisses it. */
export type FreeRoundsPanel = { kind: 'playing'; free: FreeRounds } | { kind: 'over'; free: FreeRounds };

/** The free rounds as the studio last told them, and whether their end is still to be shown. */
export class FreeRoundsTracker {
  private latest: FreeRounds | null;
  private ended: FreeRounds | null = null;

  constructor(initial: FreeRounds | null | undefined) {
    this.latest = initial ?? null;
  }

  /** The free round the next round is played as; null when none is left (the round is paid). */
  next(): FreeRounds | null {
    return this.latest !== null && this.latest.left > 0 ? this.latest : null;
  }

  /** The state after an answer or a reload; the last free round played here leaves their end to show. */
  update(state: FreeRounds | null | undefined): void {
    const next = state ?? null;
    if (next !== null && next.left > 0) this.ended = null;
    else if (next !== null && this.next() !== null) this.ended = next;
    this.latest = next;
  }

  /** The operator no longer offers them (cancelled, expired, none left): the rounds are paid again. */
  cancel(): void {
    this.latest = null;
    this.ended = null;
  }

  /** The player has read their end. */
  dismiss(): void {
    this.ended = null;
  }

  panel(): FreeRoundsPanel | null {
    const next = this.next();
    if (next) return { kind: 'playing', free: next };
    return this.ended ? { kind: 'over', free: this.ended } : null;
  }
}

/** The round's params as sent: the free round's reward added while one is left (the studio plays it at its bet). */
export function withFreeRound(params: unknown, free: FreeRounds | null): unknown {
  if (free === null || free.left <= 0) return params;
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return params;
  return { ...params, free_round: free.reward };
}

/** The panel's lines: the rounds left and their bet, then what they have won (or, at their end, one line). */
export function freeRoundsLines(panel: FreeRoundsPanel, texts: Texts, money: (minor: number) => string): string[] {
  const t = texts.freeRounds;
  const { free } = panel;
  if (panel.kind === 'over') {
    return [free.won > 0 ? format(t.overWon, { amount: money(free.won) }) : t.overNothing];
  }
  const lines = [format(t.left, { left: free.left, total: free.total, bet: money(free.bet) })];
  if (free.won > 0 || free.left < free.total) lines.push(format(t.won, { amount: money(free.won) }));
  return lines;
}
