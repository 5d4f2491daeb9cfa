import { SUPPORT_VISITOR_HEADER } from '@meridian/contract/support';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';

/** Who writes: the signed-in player (their session), or a visitor by the token of the bot check. */
export type SupportIdentity = { kind: 'player' } | { kind: 'visitor'; visitorId: string; token: string };

/** A visitor's calls carry their token; a player's carry the session as every call does. */
export function identityHeaders(identity: SupportIdentity): { headers?: Record<string, string>; anonymous?: boolean } {
  return identity.kind === 'visitor' ? { headers: { [SUPPORT_VISITOR_HEADER]: identity.token }, anonymous: true } : {};
}

export const supportConversationKey = (identity: SupportIdentity) =>
  ['support', 'conversation', identity.kind === 'visitor' ? identity.visitorId : 'player'] as const;

/** `GET /support/conversation`: the caller's open conversation (else the latest), messages oldest first. */
export function supportConversationQueryOptions(identity: SupportIdentity) {
  return queryOptions({
    queryKey: supportConversationKey(identity),
    queryFn: ({ signal }) => callApi('GET /support/conversation', { signal, ...identityHeaders(identity) }),
    // Live frames keep it current; a reconnect reads it afresh.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
