import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@meridian/contract/constants';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeDocument, type OpenApiDocument } from './openapi-operations.js';

/**
 * The OpenAPI document, generated from the routes registered from the contract's endpoint declarations
 * (endpoint.ts). Security comes from the guard each declaration names, error answers from the envelope
 * and the declarations' `errors` (openapi-operations.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Meridian API',
        version: APP_VERSION,
        description:
          'Every answer is the envelope { payload, errors, message, code }. Requests carry Authorization: Bearer, Accept-Language, X-Partner-Id and X-Platform: 1.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of POST /auth/login (15 minutes), exactly as issued.',
          },
          providerSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-payment-signature',
            description:
              'The payment provider’s HMAC-SHA256 of the timestamp and the raw body, with x-payment-timestamp (unix seconds, a few minutes’ window).',
          },
          casinoSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-casino-signature',
            description:
              'The game provider’s HMAC-SHA256 of the timestamp and the raw body with its key, with x-casino-timestamp (unix seconds, a few minutes’ window) and x-casino-provider (its code).',
          },
          kycSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-kyc-signature',
            description:
              'The verification provider’s HMAC-SHA256 of the timestamp and the raw body, with x-kyc-timestamp (unix seconds, a few minutes’ window).',
          },
          supportVisitor: {
            type: 'apiKey',
            in: 'header',
            name: 'x-support-visitor',
            description: 'A support chat visitor’s token of POST /api/v1/support/visitor (30 days).',
          },
          supportChatSignature: {
            type: 'apiKey',
            in: 'header',
            name: 'x-chat-signature',
            description:
              'The chat provider’s HMAC-SHA256 of the timestamp, the method and path and the raw body, with x-chat-timestamp (unix seconds, a few minutes’ window).',
          },
          operatorBearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'An operator’s access token of POST /api/admin/v1/auth/two-factor. Its session ends after 30 idle minutes or at sign-out; a player’s token is refused.',
          },
          operatorChallenge: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The challenge of POST /api/admin/v1/auth/sign-in (5 minutes): the two-factor step only.',
          },
          paymentToken: {
            type: 'apiKey',
            in: 'header',
            name: 'x-payment-token',
            description: 'The player’s payment token of GET /user/payment-token.',
          },
        },
      },
    },
    // Routes without a tag belong to the built-in providers mounted beside the API, not to it.
    hideUntagged: true,
    transform: jsonSchemaTransform,
    transformObject: (documentObject) =>
      'openapiObject' in documentObject ? completeDocument(documentObject.openapiObject as OpenApiDocument) : {},
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
