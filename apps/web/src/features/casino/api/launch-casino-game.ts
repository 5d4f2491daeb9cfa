import type { CasinoLaunch, CasinoLaunchRequest } from '@meridian/contract/casino';
import { apiRequest } from '../../../shared/api/api-client';

/** `POST /casino/games/launch`: where the game runs for this player, wallet and play mode. */
export function launchCasinoGame(request: CasinoLaunchRequest, signal?: AbortSignal): Promise<CasinoLaunch> {
  return apiRequest<CasinoLaunch>('/casino/games/launch', { method: 'POST', body: request, signal });
}
