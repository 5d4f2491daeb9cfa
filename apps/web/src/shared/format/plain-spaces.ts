/**
 * Intl's output with its thin and narrow no-break spaces written as plain spaces. Versions of the
 * ICU data differ in which space they put in a time ("10:24 AM") or around a range's dash: the
 * server's Node and the player's browser would write the same date with different characters, and
 * a hydrating page would find its text changed. One spelling on both sides.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, ' ');
}
