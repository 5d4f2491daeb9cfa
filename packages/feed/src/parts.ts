import type { FeedPart } from './messages.js';

/**
 * Match parts with global ids. Every fixture lists its parts from this registry (root first) and
 * scores, markets and statistics refer to them by id; the server localises the names by id.
 * Append only: ids are stored with bets.
 */
export const PARTS = [
  { id: 1, name: 'Match' },
  { id: 2, name: '1st half' },
  { id: 3, name: '2nd half' },
  { id: 4, name: '1st quarter' },
  { id: 5, name: '2nd quarter' },
  { id: 6, name: '3rd quarter' },
  { id: 7, name: '4th quarter' },
  { id: 8, name: '1st period' },
  { id: 9, name: '2nd period' },
  { id: 10, name: '3rd period' },
  { id: 11, name: '1st set' },
  { id: 12, name: '2nd set' },
  { id: 13, name: '3rd set' },
  { id: 14, name: '4th set' },
  { id: 15, name: '5th set' },
  { id: 16, name: '1st map' },
  { id: 17, name: '2nd map' },
  { id: 18, name: '3rd map' },
  { id: 19, name: '4th map' },
  { id: 20, name: '5th map' },
  { id: 21, name: '1st inning' },
  { id: 22, name: '2nd inning' },
  { id: 23, name: '3rd inning' },
  { id: 24, name: '4th inning' },
  { id: 25, name: '5th inning' },
  { id: 26, name: '6th inning' },
  { id: 27, name: '7th inning' },
  { id: 28, name: '8th inning' },
  { id: 29, name: '9th inning' },
  { id: 30, name: 'Overtime' },
  { id: 31, name: 'Extra innings' },
] as const satisfies readonly FeedPart[];

export const ROOT_PART_ID = 1;

export const PART_IDS = {
  match: 1,
  halves: [2, 3],
  quarters: [4, 5, 6, 7],
  periods: [8, 9, 10],
  sets: [11, 12, 13, 14, 15],
  maps: [16, 17, 18, 19, 20],
  innings: [21, 22, 23, 24, 25, 26, 27, 28, 29],
  overtime: 30,
  extraInnings: 31,
} as const;

const partsById = new Map<number, FeedPart>(PARTS.map((part) => [part.id, part]));

export function partById(id: number): FeedPart {
  const part = partsById.get(id);
  if (!part) throw new Error(`Unknown part id ${id}`);
  return { id: part.id, name: part.name };
}
