import type { Dictionaries } from '@meridian/contract/dictionaries';
import type { PageContext } from '@meridian/contract/page-render';
import type { QueryClient } from '@tanstack/react-query';
import { dictionariesQueryOptions } from './get-dictionaries';
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

/**
 * Puts the reference data the page was rendered with (`PageContext.dictionaries`, a file the page
 * preloads) in the query cache before the page hydrates. When it cannot be had, the app asks for
 * the dictionaries as it would without a rendered page.
 */
export async function seedDictionaries(queryClient: QueryClient, context: PageContext): Promise<void> {
  if (!context.dictionaries) return;
  try {
    const response = await fetch(context.dictionaries);
    if (!response.ok) return;
    const answer = parseJson(await response.text()) as { payload?: Dictionaries } | null;
    if (!answer?.payload) return;
    const { queryKey } = dictionariesQueryOptions(context.language);
    queryClient.setQueryData(queryKey, answer.payload, { updatedAt: context.renderedAt });
  } catch {
    // Offline or refused: the query fetches them itself.
  }
}
