import { operatorArea } from '../endpoint.js';
import {
  cannedAnswerDeletedSchema,
  cannedAnswerListSchema,
  cannedAnswerParamsSchema,
  cannedAnswerSchema,
  cannedAnswerWriteSchema,
  supportAssignSchema,
  supportConversationAnswerSchema,
  supportConversationListSchema,
  supportConversationParamsSchema,
  supportConversationsQuerySchema,
  supportMessageAnswerSchema,
  supportMessageBodySchema,
  supportReadSchema,
  supportThreadSchema,
} from '../support.js';

/** The support inbox: the chat provider's operator API, as the signed-in operator. */
const endpoint = operatorArea('backoffice support').with({
  permission: 'support.manage',
  errors: ['ProviderUnavailable'],
});
const one = endpoint.with({ params: supportConversationParamsSchema });

export const getAdminSupportConversations = endpoint(
  'GET /support/conversations',
  'Conversations, newest activity first: by status and assignee (an e-mail, `me`, `none`), a page at a time',
  { query: supportConversationsQuerySchema, answer: supportConversationListSchema },
);

export const getAdminSupportConversationsById = one(
  'GET /support/conversations/{id}',
  'One conversation with its messages, and the player’s context when the contact is a player',
  { answer: supportThreadSchema },
);

export const postAdminSupportConversationsByIdReplies = one(
  'POST /support/conversations/{id}/replies',
  'Answers the contact (a closed conversation opens again); idempotent by client_message_id',
  { body: supportMessageBodySchema, answer: supportMessageAnswerSchema },
);

export const postAdminSupportConversationsByIdAssign = one(
  'POST /support/conversations/{id}/assign',
  'Assigns the conversation to an operator of support (an e-mail), or to nobody; audited',
  { body: supportAssignSchema, answer: supportConversationAnswerSchema },
);

export const postAdminSupportConversationsByIdClose = one(
  'POST /support/conversations/{id}/close',
  'Closes the conversation (a closed one answers as it is); audited',
  { answer: supportConversationAnswerSchema },
);

export const postAdminSupportConversationsByIdRead = one(
  'POST /support/conversations/{id}/read',
  'Marks the contact’s messages up to one as read by operators',
  { body: supportReadSchema, answer: supportConversationAnswerSchema },
);

export const getAdminSupportCannedAnswers = endpoint('GET /support/canned-answers', 'The canned answers', {
  answer: cannedAnswerListSchema,
});

export const postAdminSupportCannedAnswers = endpoint('POST /support/canned-answers', 'Adds a canned answer; audited', {
  body: cannedAnswerWriteSchema,
  answer: cannedAnswerSchema,
});

export const putAdminSupportCannedAnswersById = endpoint(
  'PUT /support/canned-answers/{id}',
  'Changes a canned answer; audited',
  { params: cannedAnswerParamsSchema, body: cannedAnswerWriteSchema, answer: cannedAnswerSchema },
);

export const deleteAdminSupportCannedAnswersById = endpoint(
  'DELETE /support/canned-answers/{id}',
  'Deletes a canned answer; audited',
  { params: cannedAnswerParamsSchema, answer: cannedAnswerDeletedSchema },
);
