import { partById, ROOT_PART_ID } from './parts.js';

/**
 * Market types with global ids, English name templates and outcome name templates. The server
 * localises market and outcome names from this registry (type id, part id, line, team names), so the
 * templates are the whole truth about naming.
 *
 * Placeholders: `{line}` the market line (hundredths rendered as a decimal, signed for handicaps),
 * `{-line}` the opposite line, `{home}` and `{away}` the team names, `{score}` a correct-score outcome
 * such as `2:1` (its outcomes are listed per market, not in the template). A market of a part other
 * than the root is named `<part name>. <type name>` (e.g. "1st half. Total 1.5").
 */
export interface MarketType {
  id: number;
  name: string;
  /** Outcome name templates in outcome order; empty when outcomes are per market (correct score). */
  outcomes: readonly string[];
  /** How the type settles, documented for the server's rules page. */
  rule: string;
  /** How many outcomes win together (double chance: 2); the book then sums to this many. */
  winning?: number;
}

export const MARKET_TYPES = [
  { id: 1, name: '1X2', outcomes: ['1', 'X', '2'], rule: 'Result of the part in regular time.' },
  { id: 2, name: 'Double chance', outcomes: ['1X', '12', 'X2'], rule: 'Two of the three results.', winning: 2 },
  { id: 3, name: 'Draw no bet', outcomes: ['1', '2'], rule: 'Void on a draw.' },
  { id: 4, name: 'Winner', outcomes: ['1', '2'], rule: 'Winner including overtime or extra innings.' },
  { id: 5, name: 'Total {line}', outcomes: ['Over', 'Under'], rule: 'Sum of both sides against the line.' },
  {
    id: 6,
    name: 'Handicap {line}',
    outcomes: ['{home} ({line})', '{away} ({-line})'],
    rule: "The home side's line is added to its score; the away side gets the opposite line.",
  },
  { id: 7, name: 'Both teams to score', outcomes: ['Yes', 'No'], rule: 'Both sides score at least once.' },
  { id: 8, name: 'Correct score', outcomes: [], rule: 'Exact final score; "Other" wins any score not listed.' },
  { id: 9, name: '{home} total {line}', outcomes: ['Over', 'Under'], rule: 'Home side alone against the line.' },
  { id: 10, name: '{away} total {line}', outcomes: ['Over', 'Under'], rule: 'Away side alone against the line.' },
  { id: 11, name: 'Total odd/even', outcomes: ['Odd', 'Even'], rule: 'Parity of the sum of both sides.' },
  { id: 12, name: 'Total sets {line}', outcomes: ['Over', 'Under'], rule: 'Number of sets played.' },
  {
    id: 13,
    name: 'Set handicap {line}',
    outcomes: ['{home} ({line})', '{away} ({-line})'],
    rule: 'Sets won with the line added.',
  },
  { id: 14, name: 'Total maps {line}', outcomes: ['Over', 'Under'], rule: 'Number of maps played.' },
  {
    id: 15,
    name: 'Map handicap {line}',
    outcomes: ['{home} ({line})', '{away} ({-line})'],
    rule: 'Maps won with the line added.',
  },
  { id: 16, name: 'Total games {line}', outcomes: ['Over', 'Under'], rule: 'Games of the part against the line.' },
  { id: 17, name: 'Total legs {line}', outcomes: ['Over', 'Under'], rule: 'Legs of the part against the line.' },
  { id: 18, name: 'Total rounds {line}', outcomes: ['Over', 'Under'], rule: 'Rounds of the map against the line.' },
  { id: 19, name: 'Total kills {line}', outcomes: ['Over', 'Under'], rule: 'Kills of the map against the line.' },
] as const satisfies readonly MarketType[];

export type MarketTypeId = (typeof MARKET_TYPES)[number]['id'];

export const MARKET_TYPE = {
  result: 1,
  doubleChance: 2,
  drawNoBet: 3,
  winner: 4,
  total: 5,
  handicap: 6,
  bothScore: 7,
  correctScore: 8,
  homeTotal: 9,
  awayTotal: 10,
  oddEven: 11,
  totalSets: 12,
  setHandicap: 13,
  totalMaps: 14,
  mapHandicap: 15,
  totalGames: 16,
  totalLegs: 17,
  totalRounds: 18,
  totalKills: 19,
} as const;

const typesById = new Map<number, MarketType>(MARKET_TYPES.map((type) => [type.id, type]));

export function marketTypeById(id: number): MarketType {
  const type = typesById.get(id);
  if (!type) throw new Error(`Unknown market type ${id}`);
  return type;
}

export function winningOutcomes(typeId: number): number {
  return marketTypeById(typeId).winning ?? 1;
}

/** A line in hundredths as text: 250 → "2.5", -150 → "-1.5"; `signed` adds "+" to positive lines. */
export function formatLine(line: number, signed = false): string {
  const text = (Math.abs(line) / 100).toString();
  if (line < 0) return `-${text}`;
  return signed && line > 0 ? `+${text}` : text;
}

export interface NameContext {
  home: string;
  away: string;
  line: number | null;
}

const SIGNED_TYPES = new Set<number>([MARKET_TYPE.handicap, MARKET_TYPE.setHandicap, MARKET_TYPE.mapHandicap]);

/** Fills a template's placeholders. */
export function renderTemplate(template: string, typeId: number, context: NameContext): string {
  if (!template.includes('{')) return template;
  const signed = SIGNED_TYPES.has(typeId);
  const line = context.line ?? 0;
  return template
    .replaceAll('{home}', context.home)
    .replaceAll('{away}', context.away)
    .replaceAll('{-line}', formatLine(-line, signed))
    .replaceAll('{line}', formatLine(line, signed));
}

/** The English market name: the type template, prefixed by the part name for a part of the match. */
export function marketName(typeId: number, partId: number, context: NameContext): string {
  const name = renderTemplate(marketTypeById(typeId).name, typeId, context);
  return partId === ROOT_PART_ID ? name : `${partById(partId).name}. ${name}`;
}

/** English outcome names of a market: the type's templates, or the given names (correct score). */
export function outcomeNames(typeId: number, context: NameContext, listed?: readonly string[]): string[] {
  const templates = marketTypeById(typeId).outcomes;
  if (templates.length === 0) return [...(listed ?? [])];
  return templates.map((template) => renderTemplate(template, typeId, context));
}
