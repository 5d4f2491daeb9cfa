/**
 * Statistic rows with global ids; a fixture's statistics refer to them by id and the server localises
 * the names by id. `score` rows compare two numbers, `text` rows carry a sentence. Append only.
 */
export const STATISTIC_TYPES = [
  { id: 1, name: 'Shots', kind: 'score' },
  { id: 2, name: 'Shots on target', kind: 'score' },
  { id: 3, name: 'Corners', kind: 'score' },
  { id: 4, name: 'Fouls', kind: 'score' },
  { id: 5, name: 'Yellow cards', kind: 'score' },
  { id: 6, name: 'Red cards', kind: 'score' },
  { id: 7, name: 'Possession %', kind: 'score' },
  { id: 8, name: 'Aces', kind: 'score' },
  { id: 9, name: 'Double faults', kind: 'score' },
  { id: 10, name: 'Rebounds', kind: 'score' },
  { id: 11, name: 'Assists', kind: 'score' },
  { id: 12, name: 'Three-pointers', kind: 'score' },
  { id: 13, name: 'Penalty minutes', kind: 'score' },
  { id: 14, name: 'Power-play goals', kind: 'score' },
  { id: 15, name: 'Blocks', kind: 'score' },
  { id: 16, name: 'Attack points', kind: 'score' },
  { id: 17, name: 'Two-minute suspensions', kind: 'score' },
  { id: 18, name: '7-metre goals', kind: 'score' },
  { id: 19, name: 'Hits', kind: 'score' },
  { id: 20, name: 'Errors', kind: 'score' },
  { id: 21, name: 'Touchdowns', kind: 'score' },
  { id: 22, name: 'Field goals', kind: 'score' },
  { id: 23, name: 'Kills', kind: 'score' },
  { id: 24, name: 'Headshots', kind: 'score' },
  { id: 25, name: '180s', kind: 'score' },
  { id: 26, name: 'Checkouts', kind: 'score' },
  { id: 27, name: 'Break points won', kind: 'score' },
  { id: 28, name: 'Service points won', kind: 'score' },
  { id: 29, name: 'Free throws', kind: 'score' },
  { id: 30, name: 'Home runs', kind: 'score' },
  { id: 31, name: 'Towers destroyed', kind: 'score' },
  { id: 32, name: 'Roshan kills', kind: 'score' },
  { id: 40, name: 'First goal', kind: 'text' },
  { id: 41, name: 'Last goal', kind: 'text' },
  { id: 42, name: 'Largest lead', kind: 'text' },
  { id: 43, name: 'Winner', kind: 'text' },
  { id: 44, name: 'First to score', kind: 'text' },
] as const;

export type StatisticTypeId = (typeof STATISTIC_TYPES)[number]['id'];

const namesById = new Map<number, string>(STATISTIC_TYPES.map((type) => [type.id, type.name]));

export function statisticName(id: number): string {
  const name = namesById.get(id);
  if (name === undefined) throw new Error(`Unknown statistic type ${id}`);
  return name;
}
