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
 * Paths (`a.b.0.c`) of every string in a request's data that holds a NUL, object keys included
 * (a key with one is reported at its object's path). Empty when there is none.
 */
export function findNul(value: unknown, path: readonly (string | number)[] = []): string[] {
  if (typeof value === 'string') return value.includes(NUL) ? [path.join('.')] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => findNul(item, [...path, index]));
  if (value === null || typeof value !== 'object') return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key.includes(NUL)) found.push(path.join('.'));
    else found.push(...findNul(item, [...path, key]));
  }
  return found;
}
