import { OwedCalls } from '../shared/owed-calls.js';
import { SchemaStore, type SqlRunner } from '../shared/sql.js';
import type { DocumentType, FileKind } from './kyc.documents.js';
import type { FileMime } from './kyc.files.js';
import type { ImageDoubt } from './kyc.image.js';
import type { ApplicantProfile, SubmittedData } from './kyc.review.js';
import { type KycLanguage, kycLanguageOf } from './kyc.texts.js';

export type { SqlRunner } from '../shared/sql.js';

export type ApplicantStatus = 'init' | 'pending' | 'approved' | 'rejected' | 'review';

export interface Applicant {
  id: string;
  userRef: string;
  level: string;
  profile: ApplicantProfile;
  lang: KycLanguage;
  status: ApplicantStatus;
  reasons: string[];
  revision: number;
}

export interface StoredFile {
  id: string;
  applicantId: string;
  kind: FileKind;
  mime: FileMime;
  size: number;
  width: number | null;
  height: number | null;
  /** Why the automatic checks could not judge the photo (a person then does), or null. */
  doubt: ImageDoubt | null;
}

export interface Submission extends SubmittedData {
  id: string;
  status: 'approved' | 'rejected' | 'review';
  reasons: string[];
  createdAt: Date;
}

interface ApplicantRow {
  id: string;
  user_ref: string;
  level: string;
  first_name: string | null;
  last_name: string | null;
  birthday: string | null;
  country: string;
  lang: string;
  status: ApplicantStatus;
  reasons: unknown;
  revision: number;
}

interface FileRow {
  id: string;
  applicant_id: string;
  kind: FileKind;
  mime: FileMime;
  size: number;
  width: number | null;
  height: number | null;
  doubt: ImageDoubt | null;
}

interface SubmissionRow {
  id: string;
  document_type: DocumentType;
  country: string;
  first_name: string;
  last_name: string;
  birthday: string;
  document_number: string;
  document_expiry: string;
  status: Submission['status'];
  reasons: unknown;
  created_at: Date | string;
}

/** A jsonb list as the driver gives it (parsed, or as text). */
const list = (value: unknown): string[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

const toApplicant = (r: ApplicantRow): Applicant => ({
  id: r.id,
  userRef: r.user_ref,
  level: r.level,
  profile: { firstName: r.first_name, lastName: r.last_name, birthday: r.birthday, country: r.country },
  lang: kycLanguageOf(r.lang),
  status: r.status,
  reasons: list(r.reasons),
  revision: Number(r.revision),
});

const toFile = (r: FileRow): StoredFile => ({
  id: r.id,
  applicantId: r.applicant_id,
  kind: r.kind,
  mime: r.mime,
  size: Number(r.size),
  width: r.width === null ? null : Number(r.width),
  height: r.height === null ? null : Number(r.height),
  doubt: r.doubt ?? null,
});

const toSubmission = (r: SubmissionRow): Submission => ({
  id: r.id,
  documentType: r.document_type,
  country: r.country,
  firstName: r.first_name,
  lastName: r.last_name,
  birthday: r.birthday,
  documentNumber: r.document_number,
  documentExpiry: r.document_expiry,
  status: r.status,
  reasons: list(r.reasons),
  createdAt: new Date(r.created_at),
});

const APPLICANT_COLUMNS =
  'id, user_ref, level, first_name, last_name, birthday, country, lang, status, reasons, revision';
const FILE_COLUMNS = 'id, applicant_id, kind, mime, size, width, height, doubt';

/** The provider's SQL; a store made by `transaction` runs in that transaction. */
export class KycStore extends SchemaStore {
  /** The webhooks owed to the operator, an applicant's in order. */
  readonly owed: OwedCalls;

  constructor(sql: SqlRunner, schema: string) {
    super(sql, schema);
    this.owed = new OwedCalls(sql, `${schema}.kyc_outbox`, 'applicant_id');
  }

  /** Creates the user's applicant, or updates its profile, level and language; answers it locked. */
  async upsertApplicant(
    id: string,
    userRef: string,
    level: string,
    profile: ApplicantProfile,
    lang: KycLanguage,
  ): Promise<Applicant> {
    const rows = await this.sql.query<ApplicantRow>(
      `insert into ${this.schema}.kyc_applicants (id, user_ref, level, first_name, last_name, birthday, country, lang)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (user_ref) do update set level = excluded.level, first_name = excluded.first_name,
         last_name = excluded.last_name, birthday = excluded.birthday, country = excluded.country,
         lang = excluded.lang, updated_at = now()
       returning ${APPLICANT_COLUMNS}`,
      [id, userRef, level, profile.firstName, profile.lastName, profile.birthday, profile.country, lang],
    );
    return toApplicant(rows[0] as ApplicantRow);
  }

  async findApplicant(id: string, lock = false): Promise<Applicant | undefined> {
    const rows = await this.sql.query<ApplicantRow>(
      `select ${APPLICANT_COLUMNS} from ${this.schema}.kyc_applicants where id = $1${lock ? ' for update' : ''}`,
      [id],
    );
    return rows[0] ? toApplicant(rows[0]) : undefined;
  }

  /** Sets the applicant's status and reasons and counts the change; answers the new revision. */
  async setStatus(id: string, status: ApplicantStatus, reasons: readonly string[]): Promise<number> {
    const rows = await this.sql.query<{ revision: number }>(
      `update ${this.schema}.kyc_applicants set status = $2, reasons = $3::jsonb, revision = revision + 1, updated_at = now()
       where id = $1 returning revision`,
      [id, status, JSON.stringify(reasons)],
    );
    return Number(rows[0]?.revision);
  }

  /** Applicants waiting for a person, longest waiting first. */
  async reviewQueue(limit: number): Promise<Applicant[]> {
    const rows = await this.sql.query<ApplicantRow>(
      `select ${APPLICANT_COLUMNS} from ${this.schema}.kyc_applicants where status = 'review' order by updated_at, id limit $1`,
      [limit],
    );
    return rows.map(toApplicant);
  }

  async insertToken(tokenHash: string, applicantId: string, expiresAt: Date): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.kyc_access_tokens (token_hash, applicant_id, expires_at) values ($1, $2, $3)`,
      [tokenHash, applicantId, expiresAt],
    );
  }

  /** The applicant a token grants, while it is valid. */
  async applicantOfToken(tokenHash: string, now: Date): Promise<string | undefined> {
    const rows = await this.sql.query<{ applicant_id: string }>(
      `select applicant_id from ${this.schema}.kyc_access_tokens where token_hash = $1 and expires_at > $2`,
      [tokenHash, now],
    );
    return rows[0]?.applicant_id;
  }

  async deleteExpiredTokens(before: Date): Promise<void> {
    await this.sql.query(`delete from ${this.schema}.kyc_access_tokens where expires_at < $1`, [before]);
  }

  /** Keeps an uploaded file as the applicant's draft of its kind, replacing the one before. */
  async putDraftFile(file: StoredFile, content: Buffer): Promise<void> {
    await this.sql.query(
      `delete from ${this.schema}.kyc_files where applicant_id = $1 and kind = $2 and submission_id is null`,
      [file.applicantId, file.kind],
    );
    await this.sql.query(
      `insert into ${this.schema}.kyc_files (id, applicant_id, kind, mime, size, width, height, doubt, content)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [file.id, file.applicantId, file.kind, file.mime, file.size, file.width, file.height, file.doubt, content],
    );
  }

  async draftFiles(applicantId: string): Promise<StoredFile[]> {
    const rows = await this.sql.query<FileRow>(
      `select ${FILE_COLUMNS} from ${this.schema}.kyc_files where applicant_id = $1 and submission_id is null order by created_at`,
      [applicantId],
    );
    return rows.map(toFile);
  }

  /** A file of the applicant with its bytes. */
  async fileContent(applicantId: string, fileId: string): Promise<{ file: StoredFile; content: Buffer } | undefined> {
    const rows = await this.sql.query<FileRow & { content: Uint8Array }>(
      `select ${FILE_COLUMNS}, content from ${this.schema}.kyc_files where applicant_id = $1 and id = $2`,
      [applicantId, fileId],
    );
    const row = rows[0];
    return row ? { file: toFile(row), content: Buffer.from(row.content) } : undefined;
  }

  async submissionFiles(submissionId: string): Promise<StoredFile[]> {
    const rows = await this.sql.query<FileRow>(
      `select ${FILE_COLUMNS} from ${this.schema}.kyc_files where submission_id = $1 order by kind`,
      [submissionId],
    );
    return rows.map(toFile);
  }

  /** Records a submission and moves the draft files of the given ids into it. */
  async insertSubmission(
    id: string,
    applicantId: string,
    data: SubmittedData,
    outcome: { status: Submission['status']; reasons: readonly string[] },
    fileIds: readonly string[],
  ): Promise<void> {
    await this.sql.query(
      `insert into ${this.schema}.kyc_submissions (id, applicant_id, document_type, country, first_name, last_name, birthday,
         document_number, document_expiry, status, reasons)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)`,
      [
        id,
        applicantId,
        data.documentType,
        data.country,
        data.firstName,
        data.lastName,
        data.birthday,
        data.documentNumber,
        data.documentExpiry,
        outcome.status,
        JSON.stringify(outcome.reasons),
      ],
    );
    await this.sql.query(
      `update ${this.schema}.kyc_files set submission_id = $2 where applicant_id = $1 and submission_id is null and id = any($3::text[])`,
      [applicantId, id, [...fileIds]],
    );
    // What was uploaded and not sent (the back of a card the player then swapped for a passport) goes.
    await this.sql.query(`delete from ${this.schema}.kyc_files where applicant_id = $1 and submission_id is null`, [
      applicantId,
    ]);
  }

  async latestSubmission(applicantId: string): Promise<Submission | undefined> {
    const rows = await this.sql.query<SubmissionRow>(
      `select * from ${this.schema}.kyc_submissions where applicant_id = $1 order by created_at desc, id desc limit 1`,
      [applicantId],
    );
    return rows[0] ? toSubmission(rows[0]) : undefined;
  }

  async decideSubmission(
    id: string,
    status: Submission['status'],
    reasons: readonly string[],
    by: string,
  ): Promise<void> {
    await this.sql.query(
      `update ${this.schema}.kyc_submissions set status = $2, reasons = $3::jsonb, decided_by = $4, decided_at = now() where id = $1`,
      [id, status, JSON.stringify(reasons), by],
    );
  }
}
