import {
  coversFor,
  kOfN,
  lineCount,
  SYSTEM_COVERS,
  SYSTEM_MAX_SELECTIONS,
  SYSTEM_MIN_SELECTIONS,
  type SystemCoverName,
  type SystemShape,
} from '@meridian/contract/system-bets';

/** A system the slip offers: a named cover (`yankee`) or "k of n" (`k2`). */
export interface SystemChoice {
  key: string;
  shape: SystemShape;
  lines: number;
  /** The cover's name, or the k of a "k of n". */
  name: { cover: SystemCoverName } | { k: number };
}

/** Whether a slip of `n` selections (each from its own match) can be a system. */
export function systemFits(n: number): boolean {
  return n >= SYSTEM_MIN_SELECTIONS && n <= SYSTEM_MAX_SELECTIONS;
}

/**
 * The systems for `n` selections, in the order the slip lists them: the named covers (the one
 * without singles first), then every "k of n" from doubles up. Empty when `n` does not fit.
 */
export function systemChoices(n: number): SystemChoice[] {
  if (!systemFits(n)) return [];
  const covers = coversFor(n).map((cover): SystemChoice => {
    const shape = { selections: n, sizes: SYSTEM_COVERS[cover].sizes };
    return { key: cover, shape, lines: lineCount(shape), name: { cover } };
  });
  const ks: SystemChoice[] = [];
  for (let k = 2; k < n; k++) {
    const shape = kOfN(k, n);
    ks.push({ key: `k${k}`, shape, lines: lineCount(shape), name: { k } });
  }
  return [...covers.sort((a, b) => a.lines - b.lines), ...ks];
}

/** The chosen system for `n` selections: the one with `key`, else the first listed; null when none fits. */
export function systemChoice(key: string | null, n: number): SystemChoice | null {
  const choices = systemChoices(n);
  return choices.find((choice) => choice.key === key) ?? choices[0] ?? null;
}

/** The system a placed bet's sizes make over `selections`: a named cover or a "k of n"; null for another mix. */
export function choiceOfSizes(selections: number, sizes: readonly number[]): SystemChoice | null {
  const key = [...sizes].sort((a, b) => a - b).join(',');
  return (
    systemChoices(selections).find((choice) => [...choice.shape.sizes].sort((a, b) => a - b).join(',') === key) ?? null
  );
}
