import { z } from 'zod';
import { captchaSchema } from './auth.js';
import { LANGUAGES } from './constants.js';
import {
  playerBetSchema,
  playerBlockSchema,
  playerClosureSchema,
  playerExclusionSchema,
  playerLimitSchema,
  playerSummarySchema,
  playerWalletSchema,
} from './players.js';

/**
 * The support chat (docs/support-chat.md): players and visitors write from the player app, operators
 * answer from the back office. The conversations are kept by the chat provider; these are the shapes
 * of the platform's calls, of the provider's webhook, and of the live frames. Times are unix ms, as
 * the provider's.
 */

/** A message's text: plain, 1..2000 characters once trimmed. */
export const SUPPORT_BODY_MAX = 2000;
/** A visitor's token lives this long (days). */
export const SUPPORT_VISITOR_TTL_DAYS = 30;
/** The header a visitor's calls carry their token in. */
export const SUPPORT_VISITOR_HEADER = 'x-support-visitor';
/** The headers of the provider's signed calls and webhooks: hex(HMAC-SHA256(key, ts + "." + method + " " + path + "." + raw body)). */
export const SUPPORT_SIGNATURE_HEADER = 'x-chat-signature';
export const SUPPORT_TIMESTAMP_HEADER = 'x-chat-timestamp';
/** Minutes an operator's message waits unread before the player is mailed it. */
export const SUPPORT_UNREAD_MAIL_MINUTES = 5;

export const SUPPORT_STATUSES = ['open', 'waiting', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_AUTHORS = ['contact', 'operator', 'bot'] as const;
export const SUPPORT_CONTACT_KINDS = ['player', 'visitor'] as const;

const unixMs = z.number().int();
const messageId = z.string().min(1).max(100);

/** The text of a message, as a caller sends it. */
export const supportBodySchema = z.string().trim().min(1).max(SUPPORT_BODY_MAX);

/** Who writes: `player:{user_id}` or `visitor:{visitor_id}`, as the platform vouches for them to the provider. */
export const supportContactSchema = z.object({
  external_id: z.string().regex(/^(player:[1-9][0-9]{0,17}|visitor:[0-9a-f-]{36})$/),
  kind: z.enum(SUPPORT_CONTACT_KINDS),
  name: z.string().nullable(),
  email: z.string().nullable(),
  language: z.string(),
});
export type SupportContact = z.infer<typeof supportContactSchema>;

/** One message. `operator` is the operator's display name on their messages (never an e-mail). */
export const supportMessageSchema = z.object({
  id: messageId,
  conversation_id: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  operator: z.string().nullable(),
  body: z.string(),
  created_at: unixMs,
  read_by_contact: z.boolean(),
  read_by_operator: z.boolean(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

/** A conversation as the provider keeps it and operators see it. `assignee` is an operator's e-mail. */
export const supportConversationSchema = z.object({
  id: z.string(),
  contact: supportContactSchema,
  /** `waiting`: the operator answered last. */
  status: z.enum(SUPPORT_STATUSES),
  assignee: z.string().nullable(),
  created_at: unixMs,
  updated_at: unixMs,
  last_message: supportMessageSchema.nullable(),
  unread_by_contact: z.number().int(),
  unread_by_operator: z.number().int(),
});
export type SupportConversation = z.infer<typeof supportConversationSchema>;

/** A conversation as its player or visitor sees it: no contact record, no operator e-mails. */
export const supportOwnConversationSchema = z.object({
  id: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  created_at: unixMs,
  updated_at: unixMs,
  last_message: supportMessageSchema.nullable(),
  /** Operator messages the player or visitor has not read yet. */
  unread_by_contact: z.number().int(),
});
export type SupportOwnConversation = z.infer<typeof supportOwnConversationSchema>;

/** `POST /support/visitor`: the bot check, as registration's. */
export const supportVisitorRequestSchema = z.object({ captcha: captchaSchema });
export const supportVisitorSchema = z.object({
  /** Sent back in `x-support-visitor` and in the `support:{visitor_id}` subscription. */
  visitor_token: z.string(),
  visitor_id: z.uuid(),
  /** Unix seconds. */
  expires_at: z.number().int(),
});
export type SupportVisitor = z.infer<typeof supportVisitorSchema>;

/** A message written by a player, a visitor or an operator; the same `client_message_id` answers the first message again. */
export const supportMessageBodySchema = z.object({
  body: supportBodySchema,
  client_message_id: z.uuid(),
});
export type SupportMessageBody = z.infer<typeof supportMessageBodySchema>;

/** Messages up to this one (an operator's, for the contact; a contact's, for the operator) are read. */
export const supportReadSchema = z.object({ up_to: messageId });

/** `GET /support/conversation`: the open conversation, else the latest (closed), or none; messages oldest first. */
export const supportOwnThreadSchema = z.object({
  conversation: supportOwnConversationSchema.nullable(),
  messages: z.array(supportMessageSchema),
});
export const supportOwnMessageAnswerSchema = z.object({
  conversation: supportOwnConversationSchema,
  message: supportMessageSchema,
});
export const supportOwnConversationAnswerSchema = z.object({ conversation: supportOwnConversationSchema });

/** Operator calls. */
export const supportConversationParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const supportConversationsQuerySchema = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  /** An operator's e-mail, `me` or `none`. */
  assignee: z.string().trim().min(1).max(254).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const supportConversationListSchema = z.object({
  /** Newest activity first. */
  list: z.array(supportConversationSchema),
  next_cursor: z.string().nullable(),
});

/** What an operator sees beside a player's conversation: who they are, their money, their limits, their last bets. */
export const supportPlayerContextSchema = playerSummarySchema.extend({
  blocked: playerBlockSchema.nullable(),
  closed: playerClosureSchema.nullable(),
  wallets: z.array(playerWalletSchema),
  limits: z.array(playerLimitSchema),
  exclusions: z.array(playerExclusionSchema),
  /** The latest, newest first (at most SUPPORT_CONTEXT_BETS). */
  bets: z.array(playerBetSchema),
});
export type SupportPlayerContext = z.infer<typeof supportPlayerContextSchema>;
export const SUPPORT_CONTEXT_BETS = 10;

export const supportThreadSchema = z.object({
  conversation: supportConversationSchema,
  messages: z.array(supportMessageSchema),
  /** Null for a visitor, or a player no longer on record. */
  player: supportPlayerContextSchema.nullable(),
});
export const supportMessageAnswerSchema = z.object({
  conversation: supportConversationSchema,
  message: supportMessageSchema,
});
export const supportConversationAnswerSchema = z.object({ conversation: supportConversationSchema });

export const supportAssignSchema = z.object({ assignee: z.email().max(254).nullable() });

export const cannedAnswerSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  language: z.string(),
});
export type CannedAnswer = z.infer<typeof cannedAnswerSchema>;
export const cannedAnswerWriteSchema = z.object({
  title: z.string().trim().min(1).max(100),
  body: supportBodySchema,
  language: z.enum(LANGUAGES),
});
export const cannedAnswerListSchema = z.object({ list: z.array(cannedAnswerSchema) });
export const cannedAnswerParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const cannedAnswerDeletedSchema = z.object({ id: z.string() });

/** `POST /support/webhook`: one event of the provider, each `id` taken once. */
export const supportWebhookSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('message.created'),
    created_at: unixMs,
    conversation: supportConversationSchema,
    message: supportMessageSchema,
  }),
  z.object({
    id: z.string().min(1).max(100),
    type: z.literal('conversation.updated'),
    created_at: unixMs,
    conversation: supportConversationSchema,
  }),
]);
export type SupportWebhook = z.infer<typeof supportWebhookSchema>;
/** `replayed`: the event id was taken before; nothing was done again. */
export const supportWebhookAnswerSchema = z.object({ id: z.string(), replayed: z.boolean() });

/** A live update of a conversation: on the `user` channel (as a `support` event), `support:{visitor_id}` and `support_inbox`. */
export const supportOwnUpdateSchema = z.object({
  conversation: supportOwnConversationSchema,
  message: supportMessageSchema.optional(),
});
export const supportInboxUpdateSchema = z.object({
  conversation: supportConversationSchema,
  message: supportMessageSchema.optional(),
});
