import { KYC_SIGNATURE_HEADER, KYC_TIMESTAMP_HEADER } from '@meridian/contract/kyc';
import {
  IDENTITY_FILE_TYPES,
  type IdentityReview,
  type identityDecisionAnswerSchema,
  type identityDecisionSchema,
} from '@meridian/contract/operator-identity';
import { KYC_STATUS_NAMES } from '@meridian/contract/players';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../platform/errors.js';
import { appendOperatorAudit } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { ProviderFile } from '../../platform/provider-transport.js';
import { signPayload } from '../../platform/signature.js';
import type { KycProviderLink } from './kyc.provider.js';

type Decision = z.output<typeof identityDecisionSchema>;
type DecisionAnswer = z.input<typeof identityDecisionAnswerSchema>;

const text = z.string();
const maybe = z.string().nullable();
/** One applicant of the provider's `GET /api/review-queue` (its public protocol: snake_case, unix seconds). */
const queueItem = z.object({
  applicant_id: text,
  user: text,
  level: text,
  profile: z.object({ first_name: maybe, last_name: maybe, birthday: maybe, country: text }),
  submission: z.object({
    document_type: text,
    country: text,
    first_name: text,
    last_name: text,
    birthday: text,
    document_number: text,
    document_expiry: text,
    reasons: z.array(text),
    submitted_at: z.number().int(),
  }),
  files: z.array(
    z.object({
      id: text,
      kind: text,
      mime: text,
      size: z.number().int(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    }),
  ),
});
const queueAnswer = z.object({ list: z.array(queueItem) });
const decisionAnswer = z.object({
  applicant_id: text,
  status: z.enum(['approved', 'rejected']),
  reasons: z.array(text),
});

const unavailable = (message = 'The verification provider is not available. Try again later.') =>
  new AppError('ProviderUnavailable', message);

const nameOf = (profile: unknown, key: string): string | null => {
  const value = (profile as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
};

/**
 * Identity review (docs/backoffice.md, "Identity review"): the back office's window on the
 * verification provider's own review queue. Everything goes through the provider's signed operator
 * API, as it would with an outside vendor: the queue, the applicants' files, and the decision, whose
 * outcome reaches the player over the provider's webhook like any other.
 */
export class IdentityReviews {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly provider: KycProviderLink,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The applicants waiting for a person, oldest submission first, each beside the player it is for. */
  async queue(): Promise<IdentityReview[]> {
    const answer = await this.#call('GET', '/api/review-queue');
    if (answer.status !== 200) throw this.#failed('review queue', answer);
    const parsed = queueAnswer.safeParse(parseJson(answer.body));
    if (!parsed.success) throw this.#failed('review queue', { status: 200, body: 'an unreadable queue' });
    const items = parsed.data.list;
    const ids = [...new Set(items.map((item) => item.user).filter((user) => /^[1-9][0-9]{0,17}$/.test(user)))];
    const users =
      ids.length === 0
        ? []
        : await this.db
            .selectFrom('users')
            .select(['id', 'email', 'profile', 'kyc', 'created_at'])
            .where(
              'id',
              'in',
              ids.map((id) => BigInt(id)),
            )
            .execute();
    const players = new Map(users.map((user) => [String(user.id), user]));
    return items
      .map((item): IdentityReview => {
        const user = players.get(item.user);
        return {
          applicant_id: item.applicant_id,
          player: user
            ? {
                id: Number(user.id),
                email: user.email,
                first_name: nameOf(user.profile, 'first_name'),
                last_name: nameOf(user.profile, 'last_name'),
                kyc: KYC_STATUS_NAMES[user.kyc] ?? 'not_verified',
                created_at: user.created_at.toISOString(),
              }
            : null,
          level: item.level,
          profile: item.profile,
          submission: { ...item.submission, submitted_at: new Date(item.submission.submitted_at * 1000).toISOString() },
          files: item.files,
        };
      })
      .sort((a, b) => a.submission.submitted_at.localeCompare(b.submission.submitted_at));
  }

  /** One file of an applicant, as the provider keeps it; only the media types it accepts pass. */
  async file(applicantId: string, fileId: string): Promise<ProviderFile> {
    const path = `${this.provider.operatorBase}/api/applicants/${encodeURIComponent(applicantId)}/files/${fileId}`;
    let answer: ProviderFile;
    try {
      answer = await this.provider.files({ path, headers: this.#signed('') });
    } catch (error) {
      this.log.warn({ err: error }, 'verification provider unreachable');
      throw unavailable();
    }
    if (answer.status === 404) throw notFound('No such file of this applicant.');
    const type = answer.type.split(';')[0]?.trim().toLowerCase() ?? '';
    if (answer.status !== 200 || !(IDENTITY_FILE_TYPES as readonly string[]).includes(type)) {
      throw this.#failed('file', { status: answer.status, body: `a ${type || 'typeless'} answer` });
    }
    return { status: 200, type, bytes: answer.bytes };
  }

  /**
   * Tells the provider an operator's decision on an applicant waiting for one, under the operator's
   * e-mail, then records it in the audit with the operator's reason. The provider decides each
   * applicant once: a second decision, or one on an applicant no longer waiting, is a conflict.
   */
  async decide(actor: OperatorPrincipal, applicantId: string, decision: Decision, ip: string): Promise<DecisionAnswer> {
    const operator = await this.db
      .selectFrom('operators')
      .select('email')
      .where('id', '=', actor.id)
      .executeTakeFirstOrThrow();
    const body = JSON.stringify({
      applicant_id: applicantId,
      decision: decision.decision,
      reasons: decision.reasons,
      operator: operator.email,
    });
    const answer = await this.#call('POST', `/api/applicants/${encodeURIComponent(applicantId)}/decision`, body);
    if (answer.status === 404) throw notFound('No such applicant at the verification provider.');
    if (answer.status === 409) {
      throw new AppError('Conflict', 'This applicant is no longer waiting for a decision: it was decided already.');
    }
    if (answer.status !== 200) throw this.#failed('decision', answer);
    const decided = decisionAnswer.safeParse(parseJson(answer.body));
    if (!decided.success) throw this.#failed('decision', { status: 200, body: 'an unreadable answer' });
    await appendOperatorAudit(
      this.db,
      {
        operatorId: actor.id,
        operatorRole: actor.role,
        ip,
        action: 'identity.decided',
        target: `applicant:${applicantId}`,
        after: { status: decided.data.status, reasons: decided.data.reasons },
        reason: decision.reason,
      },
      new Date(this.now()),
    );
    return decided.data;
  }

  #signed(body: string): Record<string, string> {
    const nowS = Math.floor(this.now() / 1000);
    return {
      [KYC_TIMESTAMP_HEADER]: String(nowS),
      [KYC_SIGNATURE_HEADER]: signPayload(this.provider.secret, nowS, body),
      ...(body ? { 'content-type': 'application/json' } : {}),
    };
  }

  async #call(method: 'GET' | 'POST', path: string, body = ''): Promise<{ status: number; body: string }> {
    try {
      return await this.provider.transport({
        method,
        path: `${this.provider.operatorBase}${path}`,
        headers: this.#signed(body),
        ...(method === 'POST' ? { body } : {}),
      });
    } catch (error) {
      this.log.warn({ err: error }, 'verification provider unreachable');
      throw unavailable();
    }
  }

  #failed(call: string, answer: { status: number; body: string }): AppError {
    this.log.warn(
      { status: answer.status, body: answer.body.slice(0, 200) },
      `verification provider refused the ${call}`,
    );
    return unavailable(`The verification provider could not answer (${answer.status}). Try again later.`);
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
