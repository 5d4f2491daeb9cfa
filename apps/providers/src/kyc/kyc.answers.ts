import type { ReviewItem, WidgetState } from './kyc.service.js';
import type { Applicant, StoredFile } from './kyc.store.js';

/** The shapes the provider answers in (snake_case, unix seconds): its rows never leave as they are. */

const profileOf = (applicant: Applicant) => ({
  first_name: applicant.profile.firstName,
  last_name: applicant.profile.lastName,
  birthday: applicant.profile.birthday,
  country: applicant.profile.country,
});

export const fileAnswer = (file: StoredFile) => ({
  id: file.id,
  kind: file.kind,
  mime: file.mime,
  size: file.size,
  width: file.width,
  height: file.height,
});

/** `GET /api/widget/applicant`: what the widget needs to resume. */
export const stateAnswer = ({ applicant, files }: WidgetState) => ({
  applicant_id: applicant.id,
  status: applicant.status,
  reasons: applicant.reasons,
  profile: profileOf(applicant),
  files: files.map(fileAnswer),
});

/** One applicant of `GET /api/review-queue`, its files at addresses the operator reads with its signature. */
export function reviewAnswer({ applicant, submission, files }: ReviewItem, base: string) {
  return {
    applicant_id: applicant.id,
    user: applicant.userRef,
    level: applicant.level,
    status: applicant.status,
    profile: profileOf(applicant),
    submission: {
      id: submission.id,
      document_type: submission.documentType,
      country: submission.country,
      first_name: submission.firstName,
      last_name: submission.lastName,
      birthday: submission.birthday,
      document_number: submission.documentNumber,
      document_expiry: submission.documentExpiry,
      reasons: submission.reasons,
      submitted_at: Math.floor(submission.createdAt.getTime() / 1000),
    },
    files: files.map((file) => ({
      ...fileAnswer(file),
      url: `${base}/api/applicants/${encodeURIComponent(applicant.id)}/files/${file.id}`,
    })),
  };
}
