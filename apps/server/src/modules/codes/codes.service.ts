import { createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CodeObject } from '@meridian/contract/auth';
import type { LanguageCode } from '@meridian/contract/constants';
import type { Database } from '../../db/database.js';
import type { Channel, CodePurpose } from '../../db/schema.js';
import { validationFailed } from '../../platform/errors.js';
import { tooManyRequests } from '../../platform/rate-limit.js';
import type { MessagesService } from '../messages/messages.service.js';
import * as repo from './codes.repository.js';

// Other modules take the row type from the service: the repository is this module's own.
export type { CodeRow } from './codes.repository.js';

export const CODE_TTL_S = 600;
export const REPEAT_AFTER_S = 60;
export const MAX_ATTEMPTS = 5;

export const CODE_EXPIRED = 'Code is expired';
export const CODE_INVALID = 'The code is invalid.';
const CODE_DEAD = 'Too many wrong codes. Please request a new code.';

export interface CodeRequest {
  purpose: CodePurpose;
  channel: Channel;
  /** An e-mail, or a phone as E.164 digits. */
  destination: string;
  userId: bigint | null;
  payload: Record<string, unknown> | null;
  language: LanguageCode;
  /**
   * Answer like a real code but send a notice instead, and never accept any code: used when the
   * address already has an account (`notice`: tell its owner) or has none (`silent`), so the answer
   * does not tell whether an account exists.
   */
  decoy?: 'notice' | 'silent';
}

/** Six-digit codes sent through the outbox: stored hashed, five guesses, ten minutes, resend after a minute. */
export class CodesService {
  constructor(
    private readonly db: Database,
    private readonly messages: MessagesService,
    private readonly pepper: string,
  ) {}

  async create(db: Database, request: CodeRequest): Promise<CodeObject> {
    const id = randomUUID();
    const token = randomBytes(24).toString('base64url');
    const code = newCode();
    const times = codeTimes();
    const payload = request.decoy ? { decoy: request.decoy } : request.payload;
    await repo.insertCode(db, {
      id,
      token,
      purpose: request.purpose,
      channel: request.channel,
      destination: request.destination,
      user_id: request.userId,
      payload: payload ? JSON.stringify(payload) : null,
      code_hash: request.decoy ? this.hash(id, randomBytes(16).toString('hex')) : this.hash(id, code),
      ...times,
    });
    await this.deliver(db, request, request.decoy ? null : code);
    return present(id, token, times.sent_at);
  }

  /** Sends a new code under the same id once `repeat_after` has passed. */
  async resend(id: string, token: string, language: LanguageCode): Promise<CodeObject> {
    const row = await this.find(id, token);
    const wait = Math.ceil((row.repeat_after.getTime() - Date.now()) / 1000);
    if (wait > 0) throw tooManyRequests(wait);
    const decoy = row.payload?.decoy as CodeRequest['decoy'];
    const code = newCode();
    const times = codeTimes();
    await this.db.transaction().execute(async (trx) => {
      await repo.renewCode(trx, id, {
        code_hash: decoy ? this.hash(id, randomBytes(16).toString('hex')) : this.hash(id, code),
        ...times,
      });
      await this.deliver(
        trx,
        { channel: row.channel, destination: row.destination, purpose: row.purpose, language, decoy },
        decoy ? null : code,
      );
    });
    return present(id, token, times.sent_at);
  }

  /**
   * Checks a code without using it up: a wrong code counts a guess (422 on `code`), an expired,
   * used or exhausted one answers 422 on `id`. The caller then consumes it in its transaction.
   */
  async check(id: string, token: string, code: string): Promise<repo.CodeRow> {
    const row = await this.find(id, token);
    if (row.expires_at.getTime() <= Date.now()) throw validationFailed({ id: [CODE_EXPIRED] }, CODE_EXPIRED);
    if (row.attempts >= MAX_ATTEMPTS) throw validationFailed({ id: [CODE_DEAD] }, CODE_DEAD);
    if (!safeEqual(row.code_hash, this.hash(id, code.trim()))) {
      const attempts = await repo.countAttempt(this.db, id, MAX_ATTEMPTS);
      if (attempts === null || attempts >= MAX_ATTEMPTS) throw validationFailed({ id: [CODE_DEAD] }, CODE_DEAD);
      throw validationFailed({ code: [CODE_INVALID] }, CODE_INVALID);
    }
    return row;
  }

  /** Uses a checked code up inside the caller's transaction; a code used meanwhile reads as expired. */
  async consume(db: Database, id: string): Promise<void> {
    if (!(await repo.consumeCode(db, id))) throw validationFailed({ id: [CODE_EXPIRED] }, CODE_EXPIRED);
  }

  private async find(id: string, token: string): Promise<repo.CodeRow> {
    const row = /^[0-9a-f-]{36}$/.test(id) ? await repo.findCode(this.db, id) : undefined;
    if (!row || !safeEqual(row.token, token) || row.consumed_at) {
      throw validationFailed({ id: [CODE_EXPIRED] }, CODE_EXPIRED);
    }
    return row;
  }

  private async deliver(
    db: Database,
    to: Pick<CodeRequest, 'channel' | 'destination' | 'purpose' | 'language' | 'decoy'>,
    code: string | null,
  ): Promise<void> {
    const address = to.channel === 'sms' ? `+${to.destination}` : to.destination;
    if (to.decoy === 'silent') return;
    if (code === null) await this.messages.send(db, to.channel, address, 'registration_taken', to.language);
    else await this.messages.send(db, to.channel, address, to.purpose, to.language, code);
  }

  private hash(id: string, code: string): string {
    return createHmac('sha256', this.pepper).update(`${id}:${code}`).digest('base64url');
  }
}

function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function codeTimes() {
  const now = Date.now();
  return {
    sent_at: new Date(now),
    repeat_after: new Date(now + REPEAT_AFTER_S * 1000),
    expires_at: new Date(now + CODE_TTL_S * 1000),
  };
}

function present(id: string, token: string, sentAt: Date): CodeObject {
  return {
    id,
    token,
    sent_at: Math.floor(sentAt.getTime() / 1000),
    repeat_after: REPEAT_AFTER_S,
    code_ttl: CODE_TTL_S,
  };
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
