import type { CasinoPlayMode } from '@meridian/contract/casino';

/** The regular casino's lobby: where a launch that cannot go ahead returns to. */
export const LOBBY_PATH = '/casino/games';
/** The cashier's deposit page, which a game's "deposit" button opens. */
export const CASHIER_PATH = '/payments/deposit/methods';

/** The game route (spec 001 §2: `{casino}.game` with `id` and `demo`). */
export function gamePath(id: number, mode: CasinoPlayMode = 'real'): string {
  return mode === 'demo' ? `/casino/games/${id}?demo=1` : `/casino/games/${id}`;
}

/** `?demo=1` (or any value but 0 and false) asks for demo play. */
export function playModeOf(params: URLSearchParams): CasinoPlayMode {
  const demo = params.get('demo');
  return demo === null || demo === '0' || demo === 'false' ? 'real' : 'demo';
}

export function providerPath(id: number): string {
  return `/casino/providers/${id}`;
}
