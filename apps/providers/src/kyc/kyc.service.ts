import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { WorkDue } from '../shared/provider-jobs.js';
import type { KycDelivery } from './kyc.delivery.js';
import { type FileKind, needsBack } from './kyc.documents.js';
import { type FileRefusal, inspectFile } from './kyc.files.js';
import type { ImageRefusal } from './kyc.image.js';
import { ImageChecks } from './kyc.image-checks.js';
import {
  type AccessTokenRequest,
  type Decision,
  type FieldErrors,
  parseAccessTokenRequest,
  parseSubmission,
} from './kyc.input.js';
import { type ReviewOutcome, reviewSubmission } from './kyc.review.js';
import type { Applicant, ApplicantStatus, KycStore, StoredFile, Submission } from './kyc.store.js';
import type { KycTextKey } from './kyc.texts.js';

/**
 * A refusal: `code` is a text key the plugin words in the caller's language (or a machine word of
 * the operator API), `fields` the refused fields.
 */
export class KycError extends Error {
  override name = 'KycError';
  constructor(
    readonly status: number,
    readonly code: KycTextKey | 'unauthorized' | 'not_found' | 'conflict' | 'invalid',
    message: string = code,
    readonly fields: FieldErrors | null = null,
  ) {
    super(message);
  }
}

export interface KycServiceOptions {
  /** How long an access token lets the widget act for its applicant. */
  tokenTtlS: number;
  now?: () => Date;
  /** The photos' pixel checks (unset: worker threads from the TypeScript source). */
  images?: ImageChecks;
  /**
   * A demo that approves every complete submission by itself, whatever its data (the widget says
   * so). The photos' checks still refuse what is clearly not a photo of a document.
   */
  autoApprove?: boolean;
}

/** The applicant as the widget shows it. */
export interface WidgetState {
  applicant: Applicant;
  files: StoredFile[];
}

/** An applicant waiting for a person, with what it submitted. */
export interface ReviewItem {
  applicant: Applicant;
  submission: Submission;
  files: StoredFile[];
}

const TOKEN_BYTES = 32;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const REQUIRED_FILE: Record<FileKind, KycTextKey> = {
  front: 'missing_front',
  back: 'missing_back',
  selfie: 'missing_selfie',
};
/** Expired tokens are kept a day (a late call reads as expired rather than unknown), then deleted. */
const TOKEN_GRACE_MS = 86_400_000;

/**
 * The verification provider: applicants and their access tokens for the operator, uploads and
 * submissions for the widget, the automatic checks and a person's decisions, and the webhooks that
 * report each outcome.
 */
export class KycService {
  private readonly now: () => Date;
  private readonly images: ImageChecks;
  readonly autoApprove: boolean;
  /** Where the service says that webhooks fall due to be sent again (for whoever runs `tick`). */
  readonly workDue = new WorkDue();

  constructor(
    private readonly store: KycStore,
    private readonly delivery: KycDelivery,
    private readonly options: KycServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
    this.images = options.images ?? new ImageChecks();
    this.autoApprove = options.autoApprove ?? false;
  }

  /** The operator's call: the user's applicant (made on the first call, its profile updated on every call) and a fresh token. */
  async accessToken(body: Record<string, unknown>): Promise<{ token: string; expiresAt: Date; applicantId: string }> {
    const parsed = parseAccessTokenRequest(body);
    if (!parsed.ok) throw new KycError(422, 'invalid', 'The request is not valid.', parsed.errors);
    const request: AccessTokenRequest = parsed.value;
    const token = `kyc_${randomBytes(TOKEN_BYTES).toString('base64url')}`;
    const expiresAt = new Date(this.now().getTime() + this.options.tokenTtlS * 1000);
    const applicant = await this.store.transaction(async (store) => {
      const found = await store.upsertApplicant(
        `app_${randomUUID()}`,
        request.user,
        request.level,
        request.profile,
        request.lang,
      );
      await store.insertToken(hashToken(token), found.id, expiresAt);
      return found;
    });
    return { token, expiresAt, applicantId: applicant.id };
  }

  /** The applicant a token grants; an unknown or expired token is a 401 the SDK answers with a new one. */
  async applicantOf(token: string | undefined): Promise<Applicant> {
    const id = token ? await this.store.applicantOfToken(hashToken(token), this.now()) : undefined;
    const applicant = id ? await this.store.findApplicant(id) : undefined;
    if (!applicant) throw new KycError(401, 'token_expired');
    return applicant;
  }

  async state(token: string | undefined): Promise<WidgetState> {
    const applicant = await this.applicantOf(token);
    return { applicant, files: await this.store.draftFiles(applicant.id) };
  }

  /**
   * Checks an upload by its content and keeps it as the applicant's draft of its kind; a refusal
   * stores nothing. A photo's pixels are checked too: one clearly too dark, blank, blurred or with
   * nothing like a document or a face on it is refused; one the checks cannot judge is kept with
   * its doubt, which sends the submission to a person.
   */
  async upload(token: string | undefined, kind: FileKind, bytes: Buffer): Promise<StoredFile> {
    const applicant = await this.applicantOf(token);
    if (!canSubmit(applicant.status)) throw new KycError(409, 'already_submitted');
    const check = await inspectFile(bytes, kind);
    if (!check.ok) throw new KycError(422, check.refusal satisfies FileRefusal);
    const pixels =
      check.mime === 'application/pdf' ? null : await this.images.check(bytes, check.mime, check.width, check.height);
    if (pixels?.ok === false) throw new KycError(422, pixels.refusal satisfies ImageRefusal);
    const file: StoredFile = {
      id: `f_${randomBytes(16).toString('hex')}`,
      applicantId: applicant.id,
      kind,
      mime: check.mime,
      size: bytes.length,
      width: check.width,
      height: check.height,
      doubt: pixels?.ok === 'doubt' ? pixels.doubt : null,
    };
    await this.store.transaction(async (store) => {
      const locked = await store.findApplicant(applicant.id, true);
      if (!locked || !canSubmit(locked.status)) throw new KycError(409, 'already_submitted');
      await store.putDraftFile(file, bytes);
    });
    return file;
  }

  /**
   * Sends the draft for checking: the applicant turns pending, then the automatic checks decide
   * (approved, rejected with reasons, or review; approved, in a demo that approves by itself); both
   * changes are reported to the operator.
   */
  async submit(
    token: string | undefined,
    body: Record<string, unknown>,
  ): Promise<{ status: ApplicantStatus; reasons: string[] }> {
    const applicant = await this.applicantOf(token);
    const today = this.now().toISOString().slice(0, 10);
    const parsed = parseSubmission(body, today);
    const outcome = await this.store.transaction(async (store) => {
      const locked = await store.findApplicant(applicant.id, true);
      if (!locked || !canSubmit(locked.status)) throw new KycError(409, 'already_submitted');
      const files = await store.draftFiles(locked.id);
      const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
      const wanted: FileKind[] = ['front', 'selfie'];
      if (parsed.ok && needsBack(parsed.value.documentType)) wanted.push('back');
      for (const kind of wanted) if (!files.some((f) => f.kind === kind)) errors[kind] = REQUIRED_FILE[kind];
      if (!parsed.ok || Object.keys(errors).length > 0) {
        throw new KycError(422, 'invalid', 'The submission is not complete.', errors);
      }
      const sentFiles = files.filter((f) => wanted.includes(f.kind));
      const doubts = sentFiles.flatMap((f) => (f.doubt ? [f.doubt] : []));
      const result: ReviewOutcome = this.autoApprove
        ? { status: 'approved', reasons: [] }
        : reviewSubmission(locked.profile, parsed.value, today, doubts);
      const sent = sentFiles.map((f) => f.id);
      await store.insertSubmission(`sub_${randomUUID()}`, locked.id, parsed.value, result, sent);
      await this.delivery.change(store, locked, 'pending', []);
      await this.delivery.change(store, locked, result.status, result.reasons);
      return result;
    });
    await this.deliverSoon(applicant.id);
    return { status: outcome.status, reasons: outcome.reasons };
  }

  /** Applicants waiting for a person, longest waiting first, with their latest submission. */
  async reviewQueue(limit = 100): Promise<ReviewItem[]> {
    const items: ReviewItem[] = [];
    for (const applicant of await this.store.reviewQueue(limit)) {
      const submission = await this.store.latestSubmission(applicant.id);
      if (!submission) continue;
      items.push({ applicant, submission, files: await this.store.submissionFiles(submission.id) });
    }
    return items;
  }

  /** A person's decision on an applicant in review: recorded on its submission and reported to the operator. */
  async decide(applicantId: string, decision: Decision): Promise<Applicant> {
    const applicant = await this.store.transaction(async (store) => {
      const locked = await store.findApplicant(applicantId, true);
      if (!locked) throw new KycError(404, 'not_found', 'No such applicant.');
      if (locked.status !== 'review')
        throw new KycError(409, 'conflict', 'The applicant is not waiting for a decision.');
      const submission = await store.latestSubmission(locked.id);
      if (submission) await store.decideSubmission(submission.id, decision.status, decision.reasons, decision.operator);
      await this.delivery.change(store, locked, decision.status, decision.reasons);
      return store.findApplicant(locked.id);
    });
    await this.deliverSoon(applicantId);
    return applicant as Applicant;
  }

  /** A file of an applicant with its bytes (the caller has checked who may read it). */
  async file(applicantId: string, fileId: string): Promise<{ file: StoredFile; content: Buffer }> {
    const found = /^f_[0-9a-f]{32}$/.test(fileId) ? await this.store.fileContent(applicantId, fileId) : undefined;
    if (!found) throw new KycError(404, 'not_found', 'No such file.');
    return found;
  }

  /**
   * Scheduled work: sends the webhooks still owed, and forgets tokens expired a day ago. Answers
   * when the next webhook owed is due (null: none is owed).
   */
  async tick(now = this.now()): Promise<Date | null> {
    await this.delivery.deliverDue(this.store, now);
    await this.store.deleteExpiredTokens(new Date(now.getTime() - TOKEN_GRACE_MS));
    return this.store.owed.nextDue();
  }

  /** Sends what is due now (all applicants, or one); answers when what failed is tried again. */
  deliverDue(now = this.now(), applicantId: string | null = null): Promise<Date | null> {
    return this.delivery.deliverDue(this.store, now, applicantId);
  }

  /**
   * Delivers an applicant's new events after the answer's transaction; what fails is the scheduled
   * work's, told when it is due (`workDue`).
   */
  private async deliverSoon(applicantId: string): Promise<void> {
    const now = this.now();
    try {
      this.workDue.tell(await this.delivery.deliverDue(this.store, now, applicantId));
    } catch {
      // The events are stored: the scheduled work sends them.
      this.workDue.tellRetry(now.getTime());
    }
  }
}

/** A new submission is taken before the first one and after a rejection. */
const canSubmit = (status: ApplicantStatus) => status === 'init' || status === 'rejected';
