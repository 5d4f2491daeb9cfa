import type { CasinoPlayMode } from '@meridian/contract/casino';

/** The casino's two sections (spec 001 §2): the regular games at /casino, the live tables at /live-casino. */
export type CasinoSection = 'regular' | 'live';

const SECTION_BASES: Record<CasinoSection, string> = { regular: '/casino', live: '/live-casino' };

/** The cashier's deposit page, which a game's "deposit" button opens. */
export const CASHIER_PATH = '/payments/deposit/methods';

/** A section's lobby: where a launch that cannot go ahead returns to. */
export function lobbyPath(section: CasinoSection): string {
  return `${SECTION_BASES[section]}/games`;
}

/** The game route (spec 001 §2: `{casino}.game` with `id` and `demo`). */
export function gamePath(section: CasinoSection, id: number, mode: CasinoPlayMode = 'real'): string {
  const path = `${SECTION_BASES[section]}/games/${id}`;
  return mode === 'demo' ? `${path}?demo=1` : path;
}

/** `?demo=1` (or any value but 0 and false) asks for demo play. */
export function playModeOf(params: URLSearchParams): CasinoPlayMode {
  const demo = params.get('demo');
  return demo === null || demo === '0' || demo === 'false' ? 'real' : 'demo';
}

export function providersPath(section: CasinoSection): string {
  return `${SECTION_BASES[section]}/providers`;
}

export function providerPath(section: CasinoSection, id: number): string {
  return `${SECTION_BASES[section]}/providers/${id}`;
}

/** The categories page (mobile only). */
export function categoriesPath(section: CasinoSection): string {
  return `${SECTION_BASES[section]}/categories`;
}
