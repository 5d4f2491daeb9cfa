import type { LanguageCode } from '@meridian/contract/constants';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Channel } from '../../db/schema.js';
import { presentMessage } from './messages.presenter.js';
import * as repo from './messages.repository.js';
import { type MessageKind, messageText } from './messages.texts.js';

const INBOX_LIMIT = 200;

/** Every e-mail and SMS goes to the outbox; e-mails are also sent by SMTP when SMTP_URL is set. */
export class MessagesService {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<AppConfig, 'smtpUrl' | 'mailFrom'>,
    private readonly log: (err: unknown) => void = () => undefined,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Writes a message to the outbox (in the caller's transaction when given). */
  async send(
    db: Database,
    channel: Channel,
    to: string,
    kind: MessageKind,
    language: LanguageCode,
    code?: string,
  ): Promise<bigint> {
    const text = messageText(kind, language, code);
    const id = await repo.insertMessage(db, {
      channel,
      to,
      subject: channel === 'email' ? text.subject : null,
      body: text.body,
    });
    if (channel === 'email' && this.transport) {
      // Delivered after the answer so a slow mail server never holds a sign-up.
      const transport = this.transport;
      setImmediate(() => {
        transport
          .sendMail({ from: this.config.mailFrom, to, subject: text.subject, text: text.body })
          .then(() => repo.markDelivered(this.db, id))
          .catch(this.log);
      });
    }
    return id;
  }

  async inbox() {
    return (await repo.latestMessages(this.db, INBOX_LIMIT)).map(presentMessage);
  }
}
