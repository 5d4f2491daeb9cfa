import {
  deleteAdminSupportCannedAnswersById,
  getAdminSupportCannedAnswers,
  getAdminSupportConversations,
  getAdminSupportConversationsById,
  postAdminSupportCannedAnswers,
  postAdminSupportConversationsByIdAssign,
  postAdminSupportConversationsByIdClose,
  postAdminSupportConversationsByIdRead,
  postAdminSupportConversationsByIdReplies,
  putAdminSupportCannedAnswersById,
} from '@meridian/contract/endpoints/admin-support';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';
import type { SupportInbox } from './support.inbox.js';

/** The support inbox, registered under /api/admin/v1. */
export async function supportAdminRoutes(app: FastifyInstance, options: { inbox: SupportInbox }): Promise<void> {
  const { inbox } = options;

  route(app, getAdminSupportConversations, async (request) =>
    ok(await inbox.list(signedInOperator(request), request.query)),
  );

  route(app, getAdminSupportConversationsById, async (request) =>
    ok(await inbox.thread(signedInOperator(request), request.params.id)),
  );

  route(app, postAdminSupportConversationsByIdReplies, async (request) =>
    ok(await inbox.reply(signedInOperator(request), request.params.id, request.body)),
  );

  route(app, postAdminSupportConversationsByIdAssign, async (request) =>
    ok(await inbox.assign(signedInOperator(request), request.params.id, request.body.assignee, request.ip)),
  );

  route(app, postAdminSupportConversationsByIdClose, async (request) =>
    ok(await inbox.close(signedInOperator(request), request.params.id, request.ip)),
  );

  route(app, postAdminSupportConversationsByIdRead, async (request) =>
    ok(await inbox.read(signedInOperator(request), request.params.id, request.body.up_to)),
  );

  route(app, getAdminSupportCannedAnswers, async (request) => ok(await inbox.cannedAnswers(signedInOperator(request))));

  route(app, postAdminSupportCannedAnswers, async (request) =>
    ok(await inbox.createCannedAnswer(signedInOperator(request), request.body, request.ip)),
  );

  route(app, putAdminSupportCannedAnswersById, async (request) =>
    ok(await inbox.updateCannedAnswer(signedInOperator(request), request.params.id, request.body, request.ip)),
  );

  route(app, deleteAdminSupportCannedAnswersById, async (request) =>
    ok(await inbox.deleteCannedAnswer(signedInOperator(request), request.params.id, request.ip)),
  );
}
