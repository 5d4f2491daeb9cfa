import type { CasinoLaunch, CasinoLaunchRequest } from '@meridian/contract/casino';
import { callApi } from '../../../shared/api/call-api';

/** `POST /casino/games/launch`: where the game runs for this player, wallet and play mode. */
export function launchCasinoGame(request: CasinoLaunchRequest, signal?: AbortSignal): Promise<CasinoLaunch> {
  return callApi('POST /casino/games/launch', { body: request, signal });
}
