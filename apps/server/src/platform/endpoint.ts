import type {
  AnswerSentOf,
  BodyOf,
  Endpoint,
  EndpointSecurity,
  EndpointShape,
  ParamsOf,
  QueryOf,
} from '@meridian/contract/endpoint';
import { apiBaseOf } from '@meridian/contract/endpoint';
import { type Envelope, envelopeOf } from '@meridian/contract/envelope';
import { SUPPORT_VISITOR_HEADER } from '@meridian/contract/support';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import type { GuardKind } from './auth.js';
import { unauthorized } from './errors.js';
import { OPERATOR_SECURITY } from './operator-auth.js';

/** The request a declared endpoint's handler reads: params, query and body as the contract parses them. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: E['body'] extends undefined ? unknown : BodyOf<E>;
}>;

/** A handler answers the declared payload in the envelope, or sends an answer serialised beforehand. */
export type EndpointHandler<E extends EndpointShape> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Envelope<AnswerSentOf<E>> | FastifyReply> | Envelope<AnswerSentOf<E>> | FastifyReply;

/** Route options the contract does not describe: limits, hooks, raw bodies, websocket and the like. */
export type EndpointOptions = Omit<Partial<RouteOptions>, 'method' | 'url' | 'schema' | 'handler'>;

const GUARDED: Partial<Record<EndpointSecurity, GuardKind>> = {
  full: 'full',
  partial: 'partial',
  recovery: 'recovery',
  optional: 'optional',
  token: 'token',
};

/** The OpenAPI security of a provider's signed call (the schemes of openapi.ts). */
const SIGNED: Partial<Record<EndpointSecurity, Array<Record<string, string[]>>>> = {
  providerSignature: [{ providerSignature: [] }],
  'providerSignature+paymentToken': [{ providerSignature: [], paymentToken: [] }],
  casinoSignature: [{ casinoSignature: [] }],
  kycSignature: [{ kycSignature: [] }],
  // The optional guard reads the player; the call itself reads the visitor's token, or answers 401.
  playerOrVisitor: [{ bearer: [] }, { supportVisitor: [] }],
  supportChatSignature: [{ supportChatSignature: [] }],
};

/** Fastify's `:name` for the contract's `{name}`. */
export const routeUrlOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers a declared endpoint with its handler: the validation and answer schemas, the guard that
 * runs before the body is read (its OpenAPI security follows from it, auth.ts) and the document's
 * summary and tags all come from the declaration. A signed body is handed over as raw text: the
 * calling plugin adds the string parser, and the handler checks the signature and parses it.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  checkApi(app, endpoint);
  const guard = GUARDED[endpoint.security];
  const onRequest = [...[options.onRequest ?? []].flat()];
  if (guard) onRequest.unshift(app.guards[guard]);
  if (endpoint.security === 'playerOrVisitor') {
    // A guard of its own wrapping `optional`, so the document takes this security rather than optional's.
    const optional = app.guards.optional;
    onRequest.unshift(async function playerOrVisitorGuard(this: FastifyInstance, request, reply) {
      await optional.call(this, request, reply);
      // Neither a player nor a visitor's token: refused before the body is read, as every private call is.
      if (!request.user && !request.headers[SUPPORT_VISITOR_HEADER]) throw unauthorized();
    });
  }
  if (endpoint.security === 'operator') {
    // checkApi made sure it names one.
    onRequest.unshift(app.operatorGuards.operator(endpoint.permission as NonNullable<E['permission']>));
  }
  if (endpoint.security === 'operatorChallenge') onRequest.unshift(app.operatorGuards.challenge);
  const signed =
    SIGNED[endpoint.security] ??
    (endpoint.security === 'operator' || endpoint.security === 'operatorChallenge'
      ? OPERATOR_SECURITY[endpoint.security].map((requirement) => ({ ...requirement }))
      : undefined);
  app.route({
    ...options,
    method: endpoint.method,
    url: routeUrlOf(endpoint.path),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.permission ? { description: `Permission: \`${endpoint.permission}\`.` } : {}),
      ...(signed ? { security: signed } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      // A file answer's 200 is bytes, described in the document by openapi-operations.ts.
      response: { ...(endpoint.file ? {} : { 200: envelopeOf(endpoint.answer) }), ...errorAnswersOf(endpoint) },
    },
    // The declaration types the handler; Fastify's own generics cannot follow a schema held in a value.
    handler: handler as unknown as RouteHandlerMethod,
  });
}

const OPERATOR_SECURITIES: readonly EndpointSecurity[] = ['none', 'operator', 'operatorChallenge'];

/**
 * An endpoint is registered under its own API's base, and an operator call is guarded as one:
 * checked when the server starts, so a declaration in the wrong place never serves a request.
 */
function checkApi(app: FastifyInstance, endpoint: Endpoint): void {
  const base = apiBaseOf(endpoint);
  if (app.prefix !== base) {
    throw new Error(`${endpoint.key} belongs under ${base}, not under '${app.prefix}'`);
  }
  const admin = endpoint.api === 'admin';
  if (admin !== OPERATOR_SECURITIES.includes(endpoint.security) && endpoint.security !== 'none') {
    throw new Error(`${endpoint.key}: '${endpoint.security}' is not a security of ${base}`);
  }
  if (admin && endpoint.security === 'operator' && !endpoint.permission) {
    throw new Error(`${endpoint.key}: an operator call declares the permission it needs`);
  }
  if (!admin && endpoint.permission) throw new Error(`${endpoint.key}: permissions are for operator calls`);
}

function errorAnswersOf(endpoint: EndpointShape): Record<number, unknown> {
  return Object.fromEntries(
    Object.entries(endpoint.errorPayloads ?? {}).map(([status, { payload, description }]) => [
      status,
      envelopeOf(payload).describe(description),
    ]),
  );
}
