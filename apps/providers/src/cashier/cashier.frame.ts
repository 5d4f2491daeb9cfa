/**
 * How the cashier fits the operator's page (docs/api.md "The payment frame"): the colours the
 * operator gives in the launch address, and the one message the page posts to the page that framed
 * it, its height, so the frame can be as tall as the cashier and never scroll inside.
 */

/** The colours the launch address may set, each the page's custom property it overrides. */
export const THEME_COLOURS = {
  accent: '--accent',
  accent_text: '--accent-text',
  background: '--bg',
  surface: '--panel',
  border: '--line',
  text: '--text',
  muted: '--muted',
  error: '--error',
  focus: '--focus',
  field: '--field',
} as const;

export type ThemeColourName = keyof typeof THEME_COLOURS;
export type ThemeColours = Partial<Record<ThemeColourName, string>>;

/** `source` of the cashier's messages to its parent; `type` is `resize` and `height` CSS pixels. */
export const CASHIER_MESSAGE_SOURCE = 'meridian-cashier';

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The colours of a query that are hex colours (`#16c784` or `16c784`), written `#rrggbb`; others are dropped. */
export function themeColoursOf(query: Record<string, unknown>): ThemeColours {
  const colours: ThemeColours = {};
  for (const name of Object.keys(THEME_COLOURS) as ThemeColourName[]) {
    const value = query[name];
    const match = typeof value === 'string' ? HEX.exec(value.trim()) : null;
    if (!match?.[1]) continue;
    const hex = match[1].toLowerCase();
    colours[name] = `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
  }
  return colours;
}

/** The query of the page's theme style sheet for these colours ('' for none), in a stable order. */
export function themeQuery(colours: ThemeColours): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(THEME_COLOURS) as ThemeColourName[]) {
    const value = colours[name];
    if (value) query.set(name, value.slice(1));
  }
  return query.toString();
}

/**
 * The style sheet that puts the operator's colours over the cashier's own, in both themes (its
 * selector outweighs the page's `[data-theme]` rules). Only checked hex colours reach it.
 */
export function themeCss(colours: ThemeColours): string {
  const rules = (Object.keys(THEME_COLOURS) as ThemeColourName[])
    .filter((name) => colours[name])
    .map((name) => `  ${THEME_COLOURS[name]}: ${colours[name]};`);
  return rules.length ? `html[data-theme] {\n${rules.join('\n')}\n}\n` : '';
}

/** The origin of the operator's page from the address's `domain` ('' when it is not an http(s) origin). */
export function parentOriginOf(domain: unknown): string {
  if (typeof domain !== 'string' || !domain) return '';
  try {
    const url = new URL(domain);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : '';
  } catch {
    return '';
  }
}

/** A time zone the address names, if it is one the runtime knows (an IANA name), else ''. */
export function timeZoneOf(value: unknown): string {
  if (typeof value !== 'string' || !value || value.length > 64) return '';
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value;
  } catch {
    return '';
  }
}
