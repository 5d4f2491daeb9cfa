import { endpointArea } from '../endpoint.js';
import {
  supportMessageBodySchema,
  supportOwnConversationAnswerSchema,
  supportOwnMessageAnswerSchema,
  supportOwnThreadSchema,
  supportReadSchema,
  supportVisitorRequestSchema,
  supportVisitorSchema,
  supportWebhookAnswerSchema,
  supportWebhookSchema,
} from '../support.js';

/**
 * The support chat of a player (their session, second factor passed) or of a visitor (the token of
 * `POST /support/visitor` in `x-support-visitor`): the contact is always the caller, never the request's.
 */
const endpoint = endpointArea({
  tags: ['support'],
  security: 'playerOrVisitor',
  errors: ['ProviderUnavailable'],
});

export const postSupportVisitor = endpoint(
  'POST /support/visitor',
  'A visitor’s token for the support chat after the bot check (random, 30 days, stored hashed)',
  {
    security: 'none',
    body: supportVisitorRequestSchema,
    answer: supportVisitorSchema,
    errors: ['TooManyRequests'],
  },
);

export const getSupportConversation = endpoint(
  'GET /support/conversation',
  'The caller’s open conversation (else the latest), messages oldest first; bearer or x-support-visitor',
  { answer: supportOwnThreadSchema },
);

export const postSupportMessages = endpoint(
  'POST /support/messages',
  'Writes to support (a new conversation when none is open); idempotent by client_message_id; rate-limited',
  {
    body: supportMessageBodySchema,
    answer: supportOwnMessageAnswerSchema,
    errors: ['TooManyRequests', 'ProviderUnavailable'],
  },
);

export const postSupportRead = endpoint(
  'POST /support/read',
  'Marks the operator’s messages up to one as read by the caller',
  // No message of that id in the caller's conversation: 404.
  { body: supportReadSchema, answer: supportOwnConversationAnswerSchema, errors: ['NotFound', 'ProviderUnavailable'] },
);

export const postSupportWebhook = endpoint(
  'POST /support/webhook',
  'An event of the chat provider (HMAC-signed, each event id taken once)',
  {
    tags: ['support (provider)'],
    security: 'supportChatSignature',
    signedBody: supportWebhookSchema,
    answer: supportWebhookAnswerSchema,
    errors: ['ValidationError'],
  },
);
