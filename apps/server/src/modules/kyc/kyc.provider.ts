import type { LanguageCode } from '@meridian/contract/constants';
import { KYC_SIGNATURE_HEADER, KYC_TIMESTAMP_HEADER } from '@meridian/contract/kyc';
import { z } from 'zod';
import type { ProviderFileTransport, ProviderTransport } from '../../platform/provider-transport.js';
import { signPayload } from '../../platform/signature.js';

/** The connected provider: the key both sides sign with, where its operator API answers, its SDK. */
export interface KycProviderLink {
  secret: string;
  /** Where its operator API answers: `/providers/kyc` in-process, or the same below its own origin. */
  operatorBase: string;
  /** Its `POST /api/applicants/access-token`. */
  accessTokenPath: string;
  /** The script the web app loads to mount the widget. */
  sdkUrl: string;
  /** The verification level players are checked at. */
  level: string;
  transport: ProviderTransport;
  /** How the applicants' files are read from it. */
  files: ProviderFileTransport;
}

/** The profile the provider checks the documents against. */
export interface ApplicantProfile {
  first_name?: string;
  last_name?: string;
  birthday?: string;
  country: string;
}

const accessTokenAnswer = z.object({
  token: z.string().min(1),
  expires_at: z.number().int(),
  applicant_id: z.string().min(1),
});
export type ProviderAccessToken = z.infer<typeof accessTokenAnswer>;

/** The provider could not be reached, or answered something unusable. */
export class KycProviderError extends Error {
  override name = 'KycProviderError';
}

/** Asks the provider for an applicant access token for one user (signed like every call between the two). */
export async function requestAccessToken(
  link: KycProviderLink,
  request: { user: string; profile: ApplicantProfile; lang: LanguageCode },
  nowS = Math.floor(Date.now() / 1000),
): Promise<ProviderAccessToken> {
  const body = JSON.stringify({ user: request.user, level: link.level, profile: request.profile, lang: request.lang });
  let answer: { status: number; body: string };
  try {
    answer = await link.transport({
      method: 'POST',
      path: link.accessTokenPath,
      headers: {
        'content-type': 'application/json',
        [KYC_TIMESTAMP_HEADER]: String(nowS),
        [KYC_SIGNATURE_HEADER]: signPayload(link.secret, nowS, body),
      },
      body,
    });
  } catch (error) {
    throw new KycProviderError(`verification provider unreachable: ${(error as Error).message}`);
  }
  if (answer.status !== 200) {
    throw new KycProviderError(`verification provider answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    throw new KycProviderError('verification provider answered no JSON');
  }
  const parsed = accessTokenAnswer.safeParse(json);
  if (!parsed.success) throw new KycProviderError('verification provider answered no token');
  return parsed.data;
}
