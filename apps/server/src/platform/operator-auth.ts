import type { OperatorRole, Permission } from '@meridian/contract/operators';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { unauthorized } from './errors.js';

/** The operator a guarded operator call acts for, read from their live session on every call. */
export interface OperatorPrincipal {
  id: bigint;
  role: OperatorRole;
  sessionId: string;
}

/**
 * The guards of the operators' calls. platform/ imports no module: the operators module makes them
 * and app.ts decorates the app with them, and `route()` puts the one an endpoint declares first.
 */
export interface OperatorGuards {
  /** A live operator session whose role grants `permission` (401 without one, 403 when not granted). */
  operator(permission: Permission): onRequestAsyncHookHandler;
  /** The challenge of a right password: the two-factor step and the enrolment only. */
  challenge: onRequestAsyncHookHandler;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorPrincipal | null;
    /** The operator whose password the challenge token proves (the `challenge` guard). */
    operatorChallenge: bigint | null;
  }
  interface FastifyInstance {
    operatorGuards: OperatorGuards;
  }
}

/** The OpenAPI security of the operators' calls (the schemes of openapi.ts). */
export const OPERATOR_SECURITY = {
  operator: [{ operatorBearer: [] }],
  operatorChallenge: [{ operatorChallenge: [] }],
} as const;

/** The signed-in operator of a guarded operator call. */
export function signedInOperator(request: FastifyRequest): OperatorPrincipal {
  if (!request.operator) throw unauthorized();
  return request.operator;
}

/** The operator of a challenge-guarded call. */
export function challengedOperator(request: FastifyRequest): bigint {
  if (request.operatorChallenge === null) throw unauthorized();
  return request.operatorChallenge;
}
