import { parseJson } from './parse-json';

/** The JSON block the server writes the answers of its render into (TanStack Query's dehydrated state). */
export { SERVER_STATE_ELEMENT_ID } from '@meridian/contract/page-render';

const MARK = '\uE001bigint:';
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g');

/**
 * The dehydrated answers as JSON text for a data block. A BigInt (an id past 2^53, spec 000 §7) is
 * written as the integer literal it came from, which `parseJson` reads back as a BigInt; every `<`
 * is written `\u003c`, so no text in the answers can end the block early.
 */
export function serializeState(state: unknown): string {
  const text = JSON.stringify(state, (_key, value) => (typeof value === 'bigint' ? `${MARK}${value}` : value));
  return text.replace(MARKED, '$1').replace(/</g, '\\u003c');
}

/** The answers written by `serializeState`, or undefined when unreadable. */
export function parseState(text: string): unknown {
  try {
    return parseJson(text);
  } catch {
    return undefined;
  }
}
