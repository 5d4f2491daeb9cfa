import type { MatchState } from './match-model.js';
import type { FeedScore, FeedStatisticRow, FeedStatisticsPart } from './messages.js';
import { ROOT_PART_ID } from './parts.js';
import { statisticName } from './statistic-types.js';

export type Side = 'home' | 'away';

/** Scores of the root and of every part played so far, in playing order. */
export class ScoreBoard {
  private readonly scores = new Map<number, { home: number; away: number }>([[ROOT_PART_ID, { home: 0, away: 0 }]]);

  startPart(partId: number): void {
    if (!this.scores.has(partId)) this.scores.set(partId, { home: 0, away: 0 });
  }

  /** Adds to a part and, unless `rootToo` is false (sets won are counted separately), to the root. */
  add(partId: number, side: Side, points: number, rootToo = true): void {
    this.startPart(partId);
    this.scores.get(partId)![side] += points;
    if (rootToo && partId !== ROOT_PART_ID) this.scores.get(ROOT_PART_ID)![side] += points;
  }

  get(partId: number): { home: number; away: number } {
    return this.scores.get(partId) ?? { home: 0, away: 0 };
  }

  played(): number[] {
    return [...this.scores.keys()].filter((id) => id !== ROOT_PART_ID);
  }

  toScores(): FeedScore[] {
    return [...this.scores].map(([part_id, score]) => ({ part_id, home: score.home, away: score.away }));
  }
}

/** Statistic counters per part; the root shows the sum over parts (or the mean for percentages). */
export class StatBook {
  private readonly counters = new Map<number, Map<number, { home: number; away: number }>>();
  private readonly texts = new Map<number, string>();
  /** Built parts are shared by later states until their counters change (most parts are over). */
  private readonly built = new Map<number, FeedStatisticsPart>();
  private readonly dirty = new Set<number>();
  private root: FeedStatisticsPart | null = null;
  /** Told of every counter a model adds to (the live tracker turns shots and cards into incidents). */
  listener: ((statId: number, side: Side, amount: number) => void) | null = null;

  constructor(
    private readonly statIds: readonly number[],
    private readonly averaged: ReadonlySet<number> = new Set(),
  ) {}

  add(partId: number, statId: number, side: Side, amount = 1): void {
    if (amount === 0) return;
    this.listener?.(statId, side, amount);
    const row = this.row(partId, statId);
    row[side] += amount;
    this.dirty.add(partId);
  }

  set(partId: number, statId: number, home: number, away: number): void {
    const row = this.row(partId, statId);
    row.home = home;
    row.away = away;
    this.dirty.add(partId);
  }

  text(statId: number, result: string): void {
    if (this.texts.get(statId) === result) return;
    this.texts.set(statId, result);
    this.root = null;
  }

  hasText(statId: number): boolean {
    return this.texts.has(statId);
  }

  build(parts: readonly number[]): FeedStatisticsPart[] {
    const played = parts.filter((partId) => this.counters.has(partId));
    if (this.dirty.size > 0 || !this.root) {
      this.root = this.buildRoot(played);
      for (const partId of this.dirty) this.built.delete(partId);
      this.dirty.clear();
    }
    const result: FeedStatisticsPart[] = [this.root];
    for (const partId of played) {
      let part = this.built.get(partId);
      if (!part) {
        const values = this.counters.get(partId)!;
        part = {
          part_id: partId,
          rows: this.statIds.map((id) => scoreRow(id, values.get(id)?.home ?? 0, values.get(id)?.away ?? 0)),
        };
        this.built.set(partId, part);
      }
      result.push(part);
    }
    return result;
  }

  private buildRoot(played: readonly number[]): FeedStatisticsPart {
    const rootRows: FeedStatisticRow[] = this.statIds.map((id) => {
      let home = 0;
      let away = 0;
      for (const partId of played) {
        const value = this.counters.get(partId)!.get(id);
        home += value?.home ?? 0;
        away += value?.away ?? 0;
      }
      if (this.averaged.has(id) && played.length > 0) {
        home = Math.round(home / played.length);
        away = 100 - home;
      }
      return scoreRow(id, home, away);
    });
    for (const [id, result] of this.texts) rootRows.push({ id, name: statisticName(id), kind: 'text', result });
    return { part_id: ROOT_PART_ID, rows: rootRows };
  }

  private row(partId: number, statId: number): { home: number; away: number } {
    let part = this.counters.get(partId);
    if (!part) {
      part = new Map();
      this.counters.set(partId, part);
    }
    let row = part.get(statId);
    if (!row) {
      row = { home: 0, away: 0 };
      part.set(statId, row);
    }
    return row;
  }
}

function scoreRow(id: number, home: number, away: number): FeedStatisticRow {
  return { id, name: statisticName(id), kind: 'score', home, away, result: `${home}:${away}` };
}

export function notStartedState(): MatchState {
  return {
    status: 'not_started',
    currentPartId: null,
    clock: null,
    scores: [{ part_id: ROOT_PART_ID, home: 0, away: 0 }],
    redCards: { home: 0, away: 0 },
    statistics: [],
  };
}
