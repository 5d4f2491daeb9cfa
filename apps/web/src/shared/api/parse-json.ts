/**
 * JSON parsing that keeps integers beyond Number.MAX_SAFE_INTEGER exact (spec 000 §7: "big integers
 * are parsed natively"): such an integer comes back as a BigInt instead of a silently rounded number.
 * Everything else parses exactly as JSON.parse does.
 */

type SourceReviver = (key: string, value: unknown, context?: { source?: string }) => unknown;

/** A run of 16 digits is the shortest text that can hold an unsafe integer; most bodies have none. */
const LONG_DIGITS = /\d{16}/;
const INTEGER = /^-?\d+$/;
/** Stands in for an unsafe integer in the rewritten text of the fallback; a private-use prefix. */
const BIGINT_MARK = '\uE000bigint:';

let sourceSupport: boolean | undefined;

/** Whether this engine hands revivers the source text (JSON.parse source text access, Chromium 114+). */
export function supportsJsonSource(): boolean {
  if (sourceSupport === undefined) {
    let seen = false;
    const reviver: SourceReviver = (_key, value, context) => {
      if (context?.source === '1') seen = true;
      return value;
    };
    JSON.parse('1', reviver as Parameters<typeof JSON.parse>[1]);
    sourceSupport = seen;
  }
  return sourceSupport;
}

function isUnsafeInteger(text: string): boolean {
  return INTEGER.test(text) && !Number.isSafeInteger(Number(text));
}

/** Parses with the reviver's source text: unsafe integer literals become BigInt. */
export function parseJsonWithSource(text: string): unknown {
  const reviver: SourceReviver = (_key, value, context) =>
    typeof value === 'number' && context?.source !== undefined && isUnsafeInteger(context.source)
      ? BigInt(context.source)
      : value;
  return JSON.parse(text, reviver as Parameters<typeof JSON.parse>[1]);
}

/**
 * For engines without source text access: unsafe integer literals outside strings are rewritten to
 * marked strings, which the reviver turns into BigInt.
 */
export function parseJsonByScan(text: string): unknown {
  let out = '';
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    if (char === '"') {
      i += 1;
      while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
      i += 1;
      continue;
    }
    if (char === '-' || (char >= '0' && char <= '9')) {
      const start = i;
      i += 1;
      while (i < text.length && /[0-9.eE+-]/.test(text[i] as string)) i += 1;
      const literal = text.slice(start, i);
      if (isUnsafeInteger(literal)) {
        out += `${text.slice(last, start)}"${BIGINT_MARK}${literal}"`;
        last = i;
      }
      continue;
    }
    i += 1;
  }
  if (last === 0) return JSON.parse(text);
  out += text.slice(last);
  return JSON.parse(out, (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(BIGINT_MARK) ? BigInt(value.slice(BIGINT_MARK.length)) : value,
  );
}

/** JSON.parse that answers a BigInt for every integer beyond Number.MAX_SAFE_INTEGER. */
export function parseJson(text: string): unknown {
  if (!LONG_DIGITS.test(text)) return JSON.parse(text);
  return supportsJsonSource() ? parseJsonWithSource(text) : parseJsonByScan(text);
}
