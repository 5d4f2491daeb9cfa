import { randomUUID } from 'node:crypto';
import type { OperatorWebhook } from './kyc.operator-client.js';
import type { Applicant, ApplicantStatus, KycStore, OutboxEvent } from './kyc.store.js';

/** Retry after 2, 4, 8 … seconds, then once an hour for as long as the operator does not take it. */
export const retryDelayMs = (attempts: number): number => Math.min(2 ** Math.min(attempts, 20) * 1000, 3_600_000);

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
    await store.addEvent(eventId, applicant.id, body, now);
  }

  /** Sends every due event (of one applicant, or of all); an applicant's later events wait for its earlier ones. */
  async deliverDue(store: KycStore, now = this.now(), applicantId: string | null = null): Promise<void> {
    // Each pass sends the oldest undelivered event of every applicant; a delivery frees the next one.
    for (let pass = 0; pass < 20; pass++) {
      const events = await store.dueEvents(now, applicantId, 200);
      let delivered = 0;
      for (const event of events) if (await this.send(store, event, now)) delivered++;
      if (delivered === 0) return;
    }
  }

  private async send(store: KycStore, event: OutboxEvent, now: Date): Promise<boolean> {
    let outcome: string;
    try {
      const res = await this.webhook.send(event.body);
      if (res.status >= 200 && res.status < 300) {
        await store.markDelivered(event.id);
        return true;
      }
      outcome = `operator answered ${res.status}: ${res.body.slice(0, 200)}`;
    } catch (error) {
      outcome = error instanceof Error ? error.message : String(error);
    }
    await store.markFailed(event.id, new Date(now.getTime() + retryDelayMs(event.attempts + 1)), outcome);
    return false;
  }
}
