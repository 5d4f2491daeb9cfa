import { OwedCalls } from '../shared/owed-calls.js';
import { SchemaStore, type SqlRunner } from '../shared/sql.js';
import type { CannedAnswer } from './support-chat.canned.js';
import type { ContactInput, ContactKind } from './support-chat.input.js';

export type { SqlRunner } from '../shared/sql.js';

export type ConversationStatus = 'open' | 'waiting' | 'closed';
export type Author = 'contact' | 'operator' | 'bot';
/** Whose read marks: the contact's, or the operators'. */
export type Side = 'contact' | 'operator';

export type Contact = ContactInput;

export interface Message {
  id: string;
  conversationId: string;
  author: Author;
  /** The operator's display name, for their messages. */
  operatorName: string | null;
  body: string;
  createdAt: Date;
  readByContact: boolean;
  readByOperator: boolean;
}

export interface Conversation {
  id: string;
  contact: Contact;
  status: ConversationStatus;
  assignee: string | null;
  createdAt: Date;
  /** The last message, status or assignee change (read marks leave it). */
  updatedAt: Date;
  lastMessage: Message | null;
  unreadByContact: number;
  unreadByOperator: number;
}

export interface NewMessage {
  id: string;
  conversationId: string;
  author: Author;
  operatorEmail: string | null;
  operatorName: string | null;
  body: string;
  /** Who sent it and their `client_message_id`: the same key is the same message. */
  dedupeKey: string;
  createdAt: Date;
}

export interface ListFilter {
  status: ConversationStatus | null;
  /** An operator's e-mail, `none` for nobody's, null for anyone's. */
  assignee: string | null;
  /** Older activity than this (the last of the page before). */
  before: { at: Date; id: string } | null;
  limit: number;
}

interface MessageRow {
  id: string;
  conversation_id: string;
  author: Author;
  operator_name: string | null;
  body: string;
  created_at: Date | string;
  read_by_contact: boolean;
  read_by_operator: boolean;
}

interface ConversationRow {
  id: string;
  status: ConversationStatus;
  assignee: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  external_id: string;
  kind: ContactKind;
  name: string | null;
  email: string | null;
  language: string;
  unread_by_contact: number | string;
  unread_by_operator: number | string;
  last_id: string | null;
  last_author: Author | null;
  last_operator_name: string | null;
  last_body: string | null;
  last_created_at: Date | string | null;
  last_read_by_contact: boolean | null;
  last_read_by_operator: boolean | null;
}

const toMessage = (r: MessageRow): Message => ({
  id: r.id,
  conversationId: r.conversation_id,
  author: r.author,
  operatorName: r.operator_name,
  body: r.body,
  createdAt: new Date(r.created_at),
  readByContact: r.read_by_contact,
  readByOperator: r.read_by_operator,
});

const toConversation = (r: ConversationRow): Conversation => ({
  id: r.id,
  contact: { externalId: r.external_id, kind: r.kind, name: r.name, email: r.email, language: r.language },
  status: r.status,
  assignee: r.assignee,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
  lastMessage:
    r.last_id === null
      ? null
      : toMessage({
          id: r.last_id,
          conversation_id: r.id,
          author: r.last_author as Author,
          operator_name: r.last_operator_name,
          body: r.last_body as string,
          created_at: r.last_created_at as Date,
          read_by_contact: r.last_read_by_contact === true,
          read_by_operator: r.last_read_by_operator === true,
        }),
  unreadByContact: Number(r.unread_by_contact),
  unreadByOperator: Number(r.unread_by_operator),
});

const MESSAGE_COLUMNS =
  'id, conversation_id, author, operator_name, body, created_at, read_by_contact, read_by_operator';

/** The chat's SQL; a store made by `transaction` runs in that transaction. */
export class SupportChatStore extends SchemaStore {
  /** The webhooks owed to the operator, a conversation's in order. */
  readonly owed: OwedCalls;

  constructor(sql: SqlRunner, schema: string) {
    super(sql, schema);
    this.owed = new OwedCalls(sql, `${schema}.chat_outbox`, 'conversation_id');
  }

  /** A conversation with its contact, last message and unread counts: every answer's shape. */
  private conversationQuery(where: string, tail = ''): string {
    const s = this.schema;
    const unread = (author: string, mark: string) =>
      `(select count(*) from ${s}.chat_messages u where u.conversation_id = c.id and ${author} and not u.${mark})`;
    return `select c.id, c.status, c.assignee, c.created_at, c.updated_at,
        k.external_id, k.kind, k.name, k.email, k.language,
        ${unread("u.author <> 'contact'", 'read_by_contact')} as unread_by_contact,
        ${unread("u.author = 'contact'", 'read_by_operator')} as unread_by_operator,
        l.id as last_id, l.author as last_author, l.operator_name as last_operator_name, l.body as last_body,
        l.created_at as last_created_at, l.read_by_contact as last_read_by_contact,
        l.read_by_operator as last_read_by_operator
      from ${s}.chat_conversations c
      join ${s}.chat_contacts k on k.external_id = c.contact_id
      left join lateral (
        select m.id, m.author, m.operator_name, m.body, m.created_at, m.read_by_contact, m.read_by_operator
        from ${s}.chat_messages m where m.conversation_id = c.id order by m.seq desc limit 1
      ) l on true
      where ${where} ${tail}`;
  }

  /** Creates the contact, or brings its name, e-mail and language up to date; the row stays locked. */
  async upsertContact(contact: Contact, now: Date): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.chat_contacts (external_id, kind, name, email, language, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $6)
       on conflict (external_id) do update set name = excluded.name, email = excluded.email,
         language = excluded.language, updated_at = excluded.updated_at`,
      [contact.externalId, contact.kind, contact.name, contact.email, contact.language, now],
    );
  }

  /** Waits for, then holds, the contact's row: one writer at a time opens its conversations. */
  async lockContact(externalId: string): Promise<void> {
    await this.sql.query(`select 1 from ${this.schema}.chat_contacts where external_id = $1 for update`, [externalId]);
  }

  /** Waits for, then holds, a conversation's row; answers whether it exists. */
  async lockConversation(id: string): Promise<boolean> {
    const rows = await this.sql.query(`select 1 from ${this.schema}.chat_conversations where id = $1 for update`, [id]);
    return rows.length > 0;
  }

  async findConversation(id: string): Promise<Conversation | undefined> {
    const rows = await this.sql.query<ConversationRow>(this.conversationQuery('c.id = $1'), [id]);
    return rows[0] ? toConversation(rows[0]) : undefined;
  }

  /** The contact's conversation not closed, if any. */
  async liveConversationId(externalId: string): Promise<string | undefined> {
    const rows = await this.sql.query<{ id: string }>(
      `select id from ${this.schema}.chat_conversations where contact_id = $1 and status <> 'closed'`,
      [externalId],
    );
    return rows[0]?.id;
  }

  /** The contact's conversation not closed, else its latest. */
  async currentConversation(externalId: string): Promise<Conversation | undefined> {
    const rows = await this.sql.query<ConversationRow>(
      this.conversationQuery(
        'c.contact_id = $1',
        "order by (c.status <> 'closed') desc, c.created_at desc, c.id desc limit 1",
      ),
      [externalId],
    );
    return rows[0] ? toConversation(rows[0]) : undefined;
  }

  async insertConversation(id: string, contactId: string, now: Date): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.chat_conversations (id, contact_id, status, created_at, updated_at)
       values ($1, $2, 'open', $3, $3)`,
      [id, contactId, now],
    );
  }

  async setStatus(id: string, status: ConversationStatus, now: Date): Promise<void> {
    await this.sql.query(`update ${this.schema}.chat_conversations set status = $2, updated_at = $3 where id = $1`, [
      id,
      status,
      now,
    ]);
  }

  async setAssignee(id: string, assignee: string | null, now: Date): Promise<void> {
    await this.sql.query(`update ${this.schema}.chat_conversations set assignee = $2, updated_at = $3 where id = $1`, [
      id,
      assignee,
      now,
    ]);
  }

  /** Newest activity first, a page after `before`. */
  async listConversations(filter: ListFilter): Promise<Conversation[]> {
    const where = ['true'];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.status) where.push(`c.status = ${param(filter.status)}`);
    if (filter.assignee === 'none') where.push('c.assignee is null');
    else if (filter.assignee) where.push(`c.assignee = ${param(filter.assignee)}`);
    if (filter.before) {
      where.push(`(c.updated_at, c.id) < (${param(filter.before.at)}::timestamptz, ${param(filter.before.id)}::text)`);
    }
    const rows = await this.sql.query<ConversationRow>(
      this.conversationQuery(where.join(' and '), `order by c.updated_at desc, c.id desc limit ${param(filter.limit)}`),
      params,
    );
    return rows.map(toConversation);
  }

  async insertMessage(message: NewMessage): Promise<void> {
    const byContact = message.author === 'contact';
    await this.sql.query(
      `insert into ${this.schema}.chat_messages (id, conversation_id, author, operator_email, operator_name, body,
         dedupe_key, read_by_contact, read_by_operator, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        message.id,
        message.conversationId,
        message.author,
        message.operatorEmail,
        message.operatorName,
        message.body,
        message.dedupeKey,
        byContact,
        !byContact,
        message.createdAt,
      ],
    );
  }

  async messageByKey(dedupeKey: string): Promise<Message | undefined> {
    const rows = await this.sql.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from ${this.schema}.chat_messages where dedupe_key = $1`,
      [dedupeKey],
    );
    return rows[0] ? toMessage(rows[0]) : undefined;
  }

  async findMessage(id: string): Promise<Message | undefined> {
    const rows = await this.sql.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from ${this.schema}.chat_messages where id = $1`,
      [id],
    );
    return rows[0] ? toMessage(rows[0]) : undefined;
  }

  /** A conversation's last `limit` messages, oldest first. */
  async messages(conversationId: string, limit: number): Promise<Message[]> {
    const rows = await this.sql.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from (
         select * from ${this.schema}.chat_messages where conversation_id = $1 order by seq desc limit $2
       ) m order by seq`,
      [conversationId, limit],
    );
    return rows.map(toMessage);
  }

  /**
   * Marks the other side's messages of a conversation read by `side`, up to and with `upTo` (all
   * of them when null); answers how many it marked.
   */
  async markRead(conversationId: string, side: Side, upTo: string | null): Promise<number> {
    const mark = side === 'contact' ? 'read_by_contact' : 'read_by_operator';
    const theirs = side === 'contact' ? "author <> 'contact'" : "author = 'contact'";
    const rows = await this.sql.query(
      `update ${this.schema}.chat_messages set ${mark} = true
       where conversation_id = $1 and ${theirs} and not ${mark}
         and ($2::text is null or seq <= (select seq from ${this.schema}.chat_messages where id = $2))
       returning 1`,
      [conversationId, upTo],
    );
    return rows.length;
  }

  /**
   * When a contact that sent `limit` messages in the window ending at `now` may send again: the
   * moment the oldest of them leaves the window (null: not at the limit).
   */
  async sendingFreeAt(externalId: string, now: Date, windowMs: number, limit: number): Promise<Date | null> {
    const rows = await this.sql.query<{ created_at: Date | string }>(
      `select m.created_at from ${this.schema}.chat_messages m
       join ${this.schema}.chat_conversations c on c.id = m.conversation_id
       where c.contact_id = $1 and m.author = 'contact' and m.created_at > $2
       order by m.created_at desc offset $3 limit 1`,
      [externalId, new Date(now.getTime() - windowMs), limit - 1],
    );
    return rows[0] ? new Date(new Date(rows[0].created_at).getTime() + windowMs) : null;
  }

  async cannedAnswers(): Promise<CannedAnswer[]> {
    return this.sql.query<CannedAnswer>(
      `select id, title, body, language from ${this.schema}.chat_canned_answers order by language, title, id`,
    );
  }

  async insertCannedAnswer(answer: CannedAnswer): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.chat_canned_answers (id, title, body, language) values ($1, $2, $3, $4)`,
      [answer.id, answer.title, answer.body, answer.language],
    );
  }

  /** Answers whether the answer was there to change. */
  async updateCannedAnswer(answer: CannedAnswer): Promise<boolean> {
    const rows = await this.sql.query(
      `update ${this.schema}.chat_canned_answers set title = $2, body = $3, language = $4, updated_at = now()
       where id = $1 returning 1`,
      [answer.id, answer.title, answer.body, answer.language],
    );
    return rows.length > 0;
  }

  async deleteCannedAnswer(id: string): Promise<boolean> {
    const rows = await this.sql.query(`delete from ${this.schema}.chat_canned_answers where id = $1 returning 1`, [id]);
    return rows.length > 0;
  }
}
