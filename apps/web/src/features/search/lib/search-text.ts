import { SEARCH_MIN_LENGTH } from '@meridian/contract/events';

/** The text to search for: trimmed, at least 3 characters (spec 001 §5), or null when too short. */
export function searchableText(input: string): string | null {
  const trimmed = input.trim();
  return trimmed.length >= SEARCH_MIN_LENGTH ? trimmed : null;
}
