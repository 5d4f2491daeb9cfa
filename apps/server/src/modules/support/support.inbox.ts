import { hasPermission, type OperatorRole } from '@meridian/contract/operators';
import {
  type CannedAnswer,
  SUPPORT_CONTEXT_BETS,
  type SupportConversation,
  type SupportMessage,
  type supportPlayerContextSchema,
} from '@meridian/contract/support';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError, notFound, validationFailed } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { PlayersService } from '../players/players.service.js';
import { contactOf, operatorDisplayName } from './support.presenter.js';
import { type ChatOperator, type SupportChatClient, SupportProviderError } from './support.provider.js';
import { activeOperatorRole, operatorEmail } from './support.repository.js';

type CannedWrite = { title: string; body: string; language: string };
type ListQuery = {
  status?: string | undefined;
  assignee?: string | undefined;
  cursor?: string | undefined;
  limit: number;
};

/**
 * The support inbox of the back office: the chat provider's operator side, called as the signed-in
 * operator (their e-mail and display name, checked here), with the player's context read from the
 * players module. Assigning, closing and changing canned answers are audited; replies are the
 * conversation's own record.
 */
export class SupportInbox {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly chat: SupportChatClient,
    private readonly players: () => Pick<PlayersService, 'player'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(actor: OperatorPrincipal, query: ListQuery) {
    const operator = await this.#operator(actor);
    const { status, assignee, cursor, limit } = query;
    return this.#provider('conversations', () =>
      this.chat.list(operator, {
        ...(status ? { status } : {}),
        ...(assignee ? { assignee } : {}),
        ...(cursor ? { cursor } : {}),
        limit,
      }),
    );
  }

  async thread(actor: OperatorPrincipal, id: string) {
    const operator = await this.#operator(actor);
    const thread = await this.#provider('conversation', () => this.chat.conversation(operator, id));
    if (!thread.conversation) throw notFound('No such conversation.');
    return {
      conversation: thread.conversation,
      messages: thread.messages,
      player: await this.#playerContext(thread.conversation),
    };
  }

  async reply(
    actor: OperatorPrincipal,
    id: string,
    body: { body: string; client_message_id: string },
  ): Promise<{ conversation: SupportConversation; message: SupportMessage }> {
    const operator = await this.#operator(actor);
    return this.#provider('reply', () => this.chat.reply(operator, id, body.body, body.client_message_id));
  }

  async assign(actor: OperatorPrincipal, id: string, assignee: string | null, ip: string) {
    const operator = await this.#operator(actor);
    if (assignee !== null) {
      const role = await activeOperatorRole(this.db, assignee);
      if (!role || !hasPermission(role as OperatorRole, 'support.manage')) {
        throw validationFailed({ assignee: ['Assign the conversation to an active operator of support.'] });
      }
    }
    const answer = await this.#provider('assignment', () => this.chat.assign(operator, id, assignee));
    await this.#audit(actor, ip, 'support.assigned', `conversation:${id}`, { assignee });
    return answer;
  }

  async close(actor: OperatorPrincipal, id: string, ip: string) {
    const operator = await this.#operator(actor);
    const answer = await this.#provider('close', () => this.chat.close(operator, id));
    await this.#audit(actor, ip, 'support.closed', `conversation:${id}`, { status: answer.conversation.status });
    return answer;
  }

  async read(actor: OperatorPrincipal, id: string, upTo: string) {
    const operator = await this.#operator(actor);
    return this.#provider('read mark', () => this.chat.operatorRead(operator, id, upTo));
  }

  async cannedAnswers(actor: OperatorPrincipal) {
    const operator = await this.#operator(actor);
    return this.#provider('canned answers', () => this.chat.cannedAnswers(operator));
  }

  async createCannedAnswer(actor: OperatorPrincipal, write: CannedWrite, ip: string): Promise<CannedAnswer> {
    const operator = await this.#operator(actor);
    const answer = await this.#provider('canned answer', () => this.chat.createCannedAnswer(operator, write));
    await this.#audit(actor, ip, 'support.canned_answer_created', `canned_answer:${answer.id}`, { ...answer });
    return answer;
  }

  async updateCannedAnswer(actor: OperatorPrincipal, id: string, write: CannedWrite, ip: string) {
    const operator = await this.#operator(actor);
    const answer = await this.#provider('canned answer', () => this.chat.updateCannedAnswer(operator, id, write));
    await this.#audit(actor, ip, 'support.canned_answer_updated', `canned_answer:${id}`, { ...answer });
    return answer;
  }

  async deleteCannedAnswer(actor: OperatorPrincipal, id: string, ip: string) {
    const operator = await this.#operator(actor);
    const answer = await this.#provider('canned answer', () => this.chat.deleteCannedAnswer(operator, id));
    await this.#audit(actor, ip, 'support.canned_answer_deleted', `canned_answer:${id}`, null);
    return answer;
  }

  /** The player behind a conversation, as the players module shows them to operators; null for a visitor. */
  async #playerContext(conversation: SupportConversation): Promise<z.input<typeof supportPlayerContextSchema> | null> {
    const contact = contactOf(conversation.contact);
    if (contact?.kind !== 'player') return null;
    let page: Awaited<ReturnType<PlayersService['player']>>;
    try {
      page = await this.players().player(Number(contact.userId));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NotFound') return null;
      throw error;
    }
    return {
      id: page.id,
      email: page.email,
      phone: page.phone,
      first_name: page.first_name,
      last_name: page.last_name,
      country: page.country,
      currency: page.currency,
      kyc: page.kyc,
      created_at: page.created_at,
      blocked: page.blocked,
      closed: page.closed,
      wallets: page.wallets,
      limits: page.limits,
      exclusions: page.exclusions,
      bets: page.bets.slice(0, SUPPORT_CONTEXT_BETS),
    };
  }

  async #operator(actor: OperatorPrincipal): Promise<ChatOperator> {
    const email = await operatorEmail(this.db, actor.id);
    if (!email) throw new AppError('Unauthorized', 'Your session has ended: sign in again.');
    return { email, name: operatorDisplayName(email) };
  }

  async #audit(
    actor: OperatorPrincipal,
    ip: string,
    action: string,
    target: string,
    after: Record<string, unknown> | null,
  ): Promise<void> {
    await appendOperatorAudit(
      this.db,
      { operatorId: actor.id, operatorRole: actor.role, ip, action, target, after },
      new Date(this.now()),
    );
  }

  async #provider<T>(call: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof SupportProviderError)) throw error;
      if (error.status === 404) throw notFound('No such conversation or canned answer at the chat provider.');
      if (error.status === 409) throw new AppError('Conflict', 'The conversation changed meanwhile: reload it.');
      if (error.status === 400) {
        throw validationFailed({ body: [`The chat provider refused the ${call}: ${error.message.slice(0, 200)}`] });
      }
      this.log.warn({ err: error }, `chat provider failed the ${call}`);
      throw new AppError('ProviderUnavailable', 'The chat provider is not available. Try again later.');
    }
  }
}
