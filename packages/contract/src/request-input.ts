import { z } from 'zod';

/**
 * How requests are read. Clients of an envelope API like this one commonly send flags as 0/1 and
 * numbers as numeric strings (query strings have nothing else), so every request schema accepts
 * those forms and hands the handler the typed value; answers always carry the typed form.
 */

/**
 * The decimal text of an integer: no sign but a leading minus, no leading zeros, no spaces, no
 * exponent, fraction or hex, at most 16 digits (the safe-integer check of the target refuses the
 * rest). Big or odd-looking ids must never be read as a different number than the one sent.
 */
export const INTEGER_TEXT = /^(?:0|-?[1-9]\d{0,15})$/;

/**
 * An integer sent as a JSON number or as its decimal text ("42"), checked by `target` (its range,
 * literals) after reading. The input side stays a documented union of both forms, so the OpenAPI
 * document shows the target's bounds next to the accepted text. A field that may be null says so
 * in `target` (`z.number().int().nullable()`), so the document's `nullable` sits beside a `type`.
 */
export function integer<T extends z.ZodType<number | null, number | null>>(target: T) {
  // The text branch hands `target` a number, which a nullable target takes as well.
  const numberTarget = target as unknown as z.ZodType<z.output<T>, number>;
  const fromText = z.string().regex(INTEGER_TEXT).transform(Number).pipe(numberTarget);
  return z.union([target, fromText], { error: 'Must be an integer.' });
}

/*
 * The helpers below are factories: each field gets its own schema. One instance used twice in a
 * request schema is drawn once and referenced by the JSON-schema generator, and the OpenAPI
 * transform then loses the text form of every use.
 */

/** A positive integer id, as a number or as its decimal text. */
export const id = () => integer(z.number().int().positive());

/** An amount in minor units of a currency: a positive safe integer, never a float or rounded text. */
export const amount = () => integer(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

const FLAG_FORMS = [0, 1, '0', '1', 'true', 'false'] as const;

/** A yes/no flag: `true`/`false`, `0`/`1`, or the same as text; read as a boolean. */
export const flag = () =>
  z
    .union([z.boolean(), z.literal(FLAG_FORMS)], { error: 'Must be true, false, 0 or 1.' })
    .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

/** The character PostgreSQL cannot store in text; refused in every request (see `findNul`). */
export const NUL = '\u0000';

/**
 * How deeply a request's data may nest (objects and arrays inside one another). No call of the API
 * comes near it; a deeper body is refused before anything walks it, so no walk can run out of stack.
 */
export const MAX_INPUT_DEPTH = 64;

/** An object or array being walked: its entries, the next one to visit, and where it sits. */
interface Level {
  readonly value: Record<string, unknown> | unknown[];
  readonly keys: readonly string[] | null;
  readonly size: number;
  next: number;
  /** The key of this level in its parent (null at the top), kept so a path is built only when needed. */
  readonly key: string | number | null;
  readonly parent: Level | null;
}

function levelOf(value: unknown, key: string | number | null, parent: Level | null): Level | null {
  if (Array.isArray(value)) return { value, keys: null, size: value.length, next: 0, key, parent };
  if (value === null || typeof value !== 'object') return null;
  const keys = Object.keys(value);
  return { value: value as Record<string, unknown>, keys, size: keys.length, next: 0, key, parent };
}

function pathOf(level: Level | null, last: string | number | null): string {
  const parts: (string | number)[] = last === null ? [] : [last];
  for (let at = level; at && at.key !== null; at = at.parent) parts.push(at.key);
  return parts.reverse().join('.');
}

/**
 * Walks `value` depth first in document order, without recursion, visiting each entry once and
 * copying no path on the way. `visit` sees every string (and object key) with its level; a result
 * other than undefined stops the walk and is answered. `tooDeep` is answered on entering a level
 * deeper than `maxDepth`.
 */
function walk<T>(
  value: unknown,
  maxDepth: number,
  tooDeep: T,
  visit: (text: string, level: Level | null, key: string | number | null, isKey: boolean) => T | undefined,
): T | undefined {
  if (typeof value === 'string') return visit(value, null, null, false);
  const top = levelOf(value, null, null);
  if (!top) return undefined;
  if (maxDepth < 1) return tooDeep;
  const stack: Level[] = [top];
  while (stack.length > 0) {
    const level = stack[stack.length - 1] as Level;
    if (level.next >= level.size) {
      stack.pop();
      continue;
    }
    const index = level.next++;
    const key = level.keys ? (level.keys[index] as string) : index;
    if (typeof key === 'string') {
      const found = visit(key, level, key, true);
      if (found !== undefined) return found;
    }
    const item = (level.value as Record<string | number, unknown>)[key];
    if (typeof item === 'string') {
      const found = visit(item, level, key, false);
      if (found !== undefined) return found;
      continue;
    }
    const inner = levelOf(item, key, level);
    if (!inner) continue;
    if (stack.length >= maxDepth) return tooDeep;
    stack.push(inner);
  }
  return undefined;
}

/** Whether `text` may be taken as it is: it holds no NUL. */
const clean = (text: string) => !text.includes(NUL);

/** Whether `item` is a scalar or a string without NUL: nothing to walk, nothing to refuse. */
const cleanScalar = (item: unknown) =>
  typeof item === 'string' ? clean(item) : item === null || typeof item !== 'object';

/**
 * Whether `value` is flat and clean: a scalar, a string without NUL, or one object or array whose
 * entries (and keys) are such, with nothing nested inside. Almost every request's body, query and
 * parameters are, and this answers them in one loop with nothing allocated, where `nestedTooDeep`
 * and `findNul` each build their walk; false only says the walks must decide.
 */
export function flatAndClean(value: unknown): boolean {
  if (cleanScalar(value)) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (!cleanScalar(item)) return false;
    return true;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) {
    if (!clean(key) || !cleanScalar(record[key])) return false;
  }
  return true;
}

/** Whether `value` nests objects and arrays more than `maxDepth` levels deep (`{}` is one level). */
export function nestedTooDeep(value: unknown, maxDepth = MAX_INPUT_DEPTH): boolean {
  return walk(value, maxDepth, true, () => undefined) === true;
}

/**
 * The path (`a.b.0.c`) of the first string in a request's data, in document order, that holds a
 * NUL, object keys included (a key with one is reported at its object's path; '' is the top);
 * null when there is none. The walk stops there: a body of many NULs costs no more than one.
 * Data nested deeper than MAX_INPUT_DEPTH is for `nestedTooDeep` to refuse first; here it is walked
 * all the same, without recursion.
 */
export function findNul(value: unknown): string | null {
  const found = walk(value, Number.POSITIVE_INFINITY, null, (text, level, key, isKey) =>
    text.includes(NUL) ? pathOf(level, isKey ? null : key) : undefined,
  );
  return found ?? null;
}
