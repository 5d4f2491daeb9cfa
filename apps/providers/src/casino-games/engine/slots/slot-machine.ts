/**
 * A video slot's definition (symbols, reel strips, paytable, features) and its compiled form. One
 * engine plays every slot of the studio; each slot is a definition in its own `*.slot.ts` file.
 *
 * Units: the stake is split into `coins` coins and every pay is a whole number of coins. On a lines
 * slot a coin is the bet on one line (`coins` equals the number of lines); on a ways slot it is a
 * fixed share of the stake. A round's money win is stake × coins won / coins, rounded down to the
 * minor unit once, at the end of the round.
 */

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter' | 'bonus';

export interface SlotSymbolDef {
  /** The short code the reel strips use. */
  readonly id: string;
  readonly name: string;
  readonly kind: SlotSymbolKind;
  /**
   * Coins by count. Regular and wild symbols: k of a kind from the leftmost reel on a line (per way
   * on a ways slot). Scatter: k anywhere in the window.
   */
  readonly pays?: Readonly<Record<number, number>>;
}

/** Free spins, awarded by scatters: `awards[k]` spins for k scatters, every win × `multiplier`. */
export interface FreeSpinsDef {
  readonly awards: Readonly<Record<number, number>>;
  readonly multiplier: number;
  /** Whether scatters during free spins award more free spins (with the same table). */
  readonly retrigger: boolean;
}

/**
 * A pick-me bonus, triggered when the bonus symbol is in view on every reel of `reels` in a base-game
 * spin. The board holds one tile per prize (coins) and `collects` collect tiles, shuffled; the player
 * opens tiles one by one, adding each prize, until a collect tile ends the bonus (or no prize is left).
 */
export interface PickBonusDef {
  readonly reels: readonly number[];
  readonly prizes: readonly number[];
  readonly collects: number;
}

export type SlotPays =
  | { readonly kind: 'lines'; readonly lines: readonly (readonly number[])[] }
  | { readonly kind: 'ways' };

export interface SlotDef {
  readonly id: string;
  readonly name: string;
  /** One sentence for the lobby and the help screen. */
  readonly theme: string;
  readonly rows: number;
  readonly coins: number;
  readonly symbols: readonly SlotSymbolDef[];
  /** One strip per reel, top to bottom, symbol codes separated by spaces; the strip wraps around. */
  readonly reels: readonly string[];
  readonly pays: SlotPays;
  readonly freeSpins?: FreeSpinsDef;
  readonly bonus?: PickBonusDef;
}

export interface SlotMachine {
  readonly def: SlotDef;
  readonly reelCount: number;
  readonly rows: number;
  readonly kinds: readonly SlotSymbolKind[];
  /** `pays[symbol][count]` in coins, count 0…reelCount (scatter: 0…reelCount × rows). */
  readonly pays: readonly (readonly number[])[];
  /** Symbol indices per reel. */
  readonly strips: readonly Uint8Array[];
  readonly wild: number;
  readonly scatter: number;
  readonly bonusSymbol: number;
  readonly lines: readonly (readonly number[])[] | null;
  /** Free spins awarded by scatter count (0 where none), or null without the feature. */
  readonly freeSpinAwards: readonly number[] | null;
}

const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

function only(kinds: SlotSymbolKind[], kind: SlotSymbolKind, slot: string): number {
  const found = kinds.flatMap((k, index) => (k === kind ? [index] : []));
  if (found.length > 1) throw new Error(`${slot}: more than one ${kind} symbol`);
  return found[0] ?? -1;
}

/** Checks a definition and compiles it for play and for the exact RTP. */
export function compileSlot(def: SlotDef): SlotMachine {
  const fail = (message: string): never => {
    throw new Error(`${def.id}: ${message}`);
  };
  const reelCount = def.reels.length;
  const rows = def.rows;
  if (reelCount < 3 || !Number.isInteger(rows) || rows < 1) fail('needs at least 3 reels and 1 row');
  if (!Number.isSafeInteger(def.coins) || def.coins < 1) fail('coins must be a whole number ≥ 1');
  const index = new Map<string, number>();
  def.symbols.forEach((symbol, i) => {
    if (index.has(symbol.id)) fail(`symbol ${symbol.id} defined twice`);
    index.set(symbol.id, i);
  });
  if (def.symbols.length > 255) fail('too many symbols');
  const kinds = def.symbols.map((symbol) => symbol.kind);
  const maxCount = reelCount * rows;
  const pays = def.symbols.map((symbol) => {
    const table = new Array<number>(maxCount + 1).fill(0);
    for (const [count, coins] of Object.entries(symbol.pays ?? {})) {
      const k = Number(count);
      const limit = symbol.kind === 'scatter' ? maxCount : reelCount;
      if (!Number.isInteger(k) || k < 1 || k > limit || !isCount(coins))
        fail(`bad pay ${count}: ${coins} for ${symbol.id}`);
      table[k] = coins;
    }
    return table;
  });
  const strips = def.reels.map((strip, reel) => {
    const codes = strip.trim().split(/\s+/);
    if (codes.length < rows) fail(`reel ${reel + 1} is shorter than the window`);
    return Uint8Array.from(codes, (code) => index.get(code) ?? fail(`reel ${reel + 1} has unknown symbol ${code}`));
  });
  const wild = only(kinds, 'wild', def.id);
  const scatter = only(kinds, 'scatter', def.id);
  const bonusSymbol = only(kinds, 'bonus', def.id);

  let lines: number[][] | null = null;
  if (def.pays.kind === 'lines') {
    lines = def.pays.lines.map((line) => [...line]);
    if (def.coins !== lines.length) fail('a lines slot stakes one coin per line');
    const seen = new Set<string>();
    for (const line of lines) {
      if (line.length !== reelCount || line.some((row) => !Number.isInteger(row) || row < 0 || row >= rows)) {
        fail(`bad line ${line.join(',')}`);
      }
      if (seen.has(line.join(','))) fail(`line ${line.join(',')} appears twice`);
      seen.add(line.join(','));
    }
  } else if (wild >= 0) {
    // A wild on the first reel would start a way for every symbol at once; wilds pay only as substitutes.
    if (strips[0]?.includes(wild)) fail('a ways slot keeps wilds off the first reel');
    if ((pays[wild] ?? []).some((coins) => coins > 0)) fail('a wild pays nothing itself on a ways slot');
  }

  let freeSpinAwards: number[] | null = null;
  if (def.freeSpins) {
    if (scatter < 0) fail('free spins need a scatter symbol');
    const { awards, multiplier } = def.freeSpins;
    if (!Number.isSafeInteger(multiplier) || multiplier < 1) fail('the free-spin multiplier is a whole number ≥ 1');
    freeSpinAwards = new Array<number>(maxCount + 1).fill(0);
    for (const [count, spins] of Object.entries(awards)) {
      const k = Number(count);
      if (!Number.isInteger(k) || k < 1 || k > maxCount || !isCount(spins)) fail(`bad free-spin award ${count}`);
      freeSpinAwards[k] = spins;
    }
  }
  if (def.bonus) {
    const { reels, prizes, collects } = def.bonus;
    if (bonusSymbol < 0) fail('a bonus needs a bonus symbol');
    if (reels.length === 0 || reels.some((reel) => !Number.isInteger(reel) || reel < 0 || reel >= reelCount)) {
      fail('bad bonus reels');
    }
    strips.forEach((strip, reel) => {
      if (!reels.includes(reel) && strip.includes(bonusSymbol)) fail(`bonus symbol on reel ${reel + 1}`);
    });
    if (prizes.length === 0 || !prizes.every((coins) => isCount(coins) && coins > 0)) fail('bad bonus prizes');
    if (!Number.isInteger(collects) || collects < 1) fail('a bonus needs at least one collect tile');
  } else if (bonusSymbol >= 0) {
    fail('a bonus symbol needs a bonus definition');
  }
  if (scatter >= 0 && !def.freeSpins && (pays[scatter] ?? []).every((coins) => coins === 0)) {
    fail('a scatter that neither pays nor awards free spins');
  }
  return { def, reelCount, rows, kinds, pays, strips, wild, scatter, bonusSymbol, lines, freeSpinAwards };
}

/** The symbol index at `row` of reel `reel` when it stops at `stop` (the top row's strip position). */
export function symbolAt(machine: SlotMachine, reel: number, stop: number, row: number): number {
  const strip = machine.strips[reel] as Uint8Array;
  return strip[(stop + row) % strip.length] as number;
}
