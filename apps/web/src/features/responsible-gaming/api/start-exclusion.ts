import type { RgExclusionRequest } from '@meridian/contract/responsible-gaming';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/**
 * `POST /user/responsible-gaming/exclusion`: a time-out or a self-exclusion. The server ends every
 * session of the player at once, this one included: nothing is asked for after it.
 */
export function startExclusion(body: RgExclusionRequest): Promise<null> {
  return callApi('POST /user/responsible-gaming/exclusion', { body });
}

export function useStartExclusion() {
  return useMutation({ mutationFn: startExclusion });
}
