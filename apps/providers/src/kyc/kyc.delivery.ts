import { randomUUID } from 'node:crypto';
import { httpOutcome } from '../shared/owed-calls.js';
import type { OperatorWebhook } from './kyc.operator-client.js';
import type { Applicant, ApplicantStatus, KycStore } from './kyc.store.js';

export type ReportedStatus = Exclude<ApplicantStatus, 'init'>;

/**
 * The webhooks the provider owes the operator: each status change writes its event in the change's
 * own transaction (so none is lost), and delivery sends them until the operator answers 2xx, an
 * applicant's events in the order they happened.
 */
export class KycDelivery {
  constructor(
    private readonly webhook: OperatorWebhook,
    private readonly now: () => Date,
  ) {}

  /** Sets an applicant's status and writes the event that reports it, in the caller's transaction. */
  async change(
    store: KycStore,
    applicant: Applicant,
    status: ReportedStatus,
    reasons: readonly string[],
  ): Promise<void> {
    const revision = await store.setStatus(applicant.id, status, reasons);
    const eventId = `kev_${randomUUID()}`;
    const now = this.now();
    // An approval names the person and document verified: the operator checks them against its
    // register of self-excluded persons.
    const submission = status === 'approved' ? await store.latestSubmission(applicant.id) : undefined;
    const identity = submission && {
      first_name: submission.firstName,
      last_name: submission.lastName,
      birthday: submission.birthday,
      document_type: submission.documentType,
      document_country: submission.country,
      document_number: submission.documentNumber,
    };
    const body = JSON.stringify({
      event_id: eventId,
      type: 'applicant.status',
      applicant_id: applicant.id,
      user: applicant.userRef,
      level: applicant.level,
      status,
      reasons,
      revision,
      occurred_at: Math.floor(now.getTime() / 1000),
      ...(identity ? { identity } : {}),
    });
    await store.owed.add(eventId, applicant.id, body, now);
  }

  /**
   * Sends every due event (of one applicant, or of all); an applicant's later events wait for its
   * earlier ones. Answers when the earliest that failed is tried again (null: none failed).
   */
  deliverDue(store: KycStore, now = this.now(), applicantId: string | null = null): Promise<Date | null> {
    const send = async (body: string) => httpOutcome(await this.webhook.send(body), 'operator');
    return store.owed.deliverDue(send, now, applicantId);
  }
}
