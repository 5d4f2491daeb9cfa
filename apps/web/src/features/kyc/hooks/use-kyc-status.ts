import type { KycStatusName } from '@meridian/contract/kyc';
import { useQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../../../shared/api/get-profile';
import { useAuthStore } from '../../../shared/session/auth.store';
import { kycStatusName } from '../lib/kyc-status';

/** While the provider decides, the page asks for the player's status this often. */
export const STATUS_POLL_MS = 15_000;
/** After the widget reported an outcome the profile does not show yet: its webhook is on the way. */
export const OUTCOME_POLL_MS = 3_000;
/** How long an outcome the profile does not show is waited for at the quick pace. */
export const OUTCOME_WAIT_MS = 60_000;

/** An outcome the widget reported, and when (ms). */
export interface ExpectedStatus {
  status: KycStatusName;
  at: number;
}

/**
 * The signed-in player's verification status, from the user's `kyc`. It is asked for again while the
 * provider decides, and quickly for a minute after the widget reported an outcome the profile does not
 * show yet.
 */
export function useKycStatus(expected: ExpectedStatus | null = null) {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const profile = useQuery({
    ...profileQueryOptions(),
    enabled: isAuthorized,
    refetchInterval: (query) => {
      const user = query.state.data;
      if (!user) return false;
      const status = kycStatusName(user.kyc);
      if (expected && expected.status !== status && Date.now() - expected.at < OUTCOME_WAIT_MS) return OUTCOME_POLL_MS;
      return status === 'pending' || status === 'review' ? STATUS_POLL_MS : false;
    },
  });
  return {
    status: profile.data ? kycStatusName(profile.data.kyc) : null,
    isError: profile.isError,
    refetch: profile.refetch,
  };
}
