import type { ApiError } from './api-error';

/** What to do after a 401: retry once with (fresh) authorization, retry without it, or give up. */
export type UnauthorizedDecision = 'retry' | 'retry-anonymous' | 'fail';

export interface FailedRequest {
  path: string;
  method: string;
}

export type TokenProvider = () => string | null | Promise<string | null>;
export type UnauthorizedHandler = (error: ApiError, request: FailedRequest) => Promise<UnauthorizedDecision>;
export type ForbiddenHandler = (error: ApiError, request: FailedRequest) => void;

let tokenProvider: TokenProvider = () => null;
const unauthorizedHandlers = new Set<UnauthorizedHandler>();
const forbiddenHandlers = new Set<ForbiddenHandler>();

/** The accounts feature supplies the bearer token (and may refresh it before answering). */
export function setAuthTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

export async function getAuthToken(): Promise<string | null> {
  return tokenProvider();
}

/** Registers a 401 handler (for example refresh-and-retry); returns its removal. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandlers.add(handler);
  return () => unauthorizedHandlers.delete(handler);
}

/** Registers a 403 observer; returns its removal. */
export function onForbidden(handler: ForbiddenHandler): () => void {
  forbiddenHandlers.add(handler);
  return () => forbiddenHandlers.delete(handler);
}

/** Asks the handlers in registration order; the first that does not give up decides. */
export async function resolveUnauthorized(error: ApiError, request: FailedRequest): Promise<UnauthorizedDecision> {
  for (const handler of unauthorizedHandlers) {
    const decision = await handler(error, request);
    if (decision !== 'fail') return decision;
  }
  return 'fail';
}

export function notifyForbidden(error: ApiError, request: FailedRequest): void {
  for (const handler of forbiddenHandlers) handler(error, request);
}
