import type { LanguageCode } from '@meridian/contract/constants';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { MessagesService } from '../messages/messages.service.js';
import { findUser } from '../users/users.service.js';
import type { SupportChatClient } from './support.provider.js';
import { deleteExpiredVisitors } from './support.repository.js';
import { UNREAD_MAIL_JOB, type UnreadMailJob } from './support.service.js';
import { unreadReplyMail } from './support.texts.js';

/** Where the mail's link opens the chat on the player's site. */
export const supportChatLink = (siteUrl: string) => `${siteUrl}/?support=open`;

/**
 * The mail of an operator's answer still unread by its player 5 minutes after it was sent (the job
 * started at the webhook): asked of the provider when the job runs, so an answer read meanwhile, or
 * a player without an e-mail, sends nothing. A provider that cannot answer fails the job, which is
 * tried again.
 */
export function scheduleUnreadMail(
  jobs: JobQueue,
  deps: { db: Database; chat: SupportChatClient; messages: MessagesService; siteUrl: string },
): void {
  jobs.define<UnreadMailJob>(
    UNREAD_MAIL_JOB,
    async (job) => {
      const thread = await deps.chat.contactConversation(`player:${job.user_id}`);
      const message = thread.messages.find((m) => m.id === job.message_id);
      if (message?.author !== 'operator' || message.read_by_contact) return;
      const user = await findUser(deps.db, BigInt(job.user_id));
      if (!user?.email) return;
      const language: LanguageCode = thread.conversation?.contact.language === 'ru' ? 'ru' : 'en';
      const body = unreadReplyMail(language, {
        operator: message.operator,
        body: message.body,
        link: supportChatLink(deps.siteUrl),
      });
      await deps.messages.send(deps.db, 'email', user.email, 'support_reply', language, body);
    },
    { retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true },
  );
}

/** Visitors' tokens past their 30 days are dropped once an hour, on one node. */
export function scheduleVisitorSweep(jobs: JobQueue, db: Database, now: () => number = Date.now): void {
  jobs.every('support-visitors-sweep', 3600, () => deleteExpiredVisitors(db, new Date(now())));
}
