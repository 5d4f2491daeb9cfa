import type { FastifyReply } from 'fastify';

/**
 * The policy of a built-in provider's own page (the cashier, a game): its script and style only,
 * talking to its own origin, framed by the operator's site (same origin). Styles set from script go
 * through the CSSOM, which a policy without 'unsafe-inline' still allows.
 */
export const PAGE_CSP = pagePolicy();

/** The page policy; a provider running on an origin of its own names the operator's sites that may frame it. */
export function pagePolicy(frameAncestors: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    ["frame-ancestors 'self'", ...frameAncestors].join(' '),
  ].join('; ');
}

/** The headers every provider page is sent with: its policy, never cached, and no referrer passed on. */
export function pageHeaders(reply: FastifyReply, policy = PAGE_CSP): FastifyReply {
  return reply
    .header('content-security-policy', policy)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer');
}
