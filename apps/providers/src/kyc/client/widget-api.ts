import type { FileKind } from '../kyc.documents.js';
import { type KycLanguage, kycText } from '../kyc.texts.js';
import type { Bridge } from './bridge.js';

export type ApplicantStatus = 'init' | 'pending' | 'approved' | 'rejected' | 'review';

export interface UploadedFile {
  id: string;
  kind: FileKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface ApplicantState {
  applicant_id: string;
  status: ApplicantStatus;
  reasons: string[];
  profile: { first_name: string | null; last_name: string | null; birthday: string | null; country: string };
  files: UploadedFile[];
}

/** A refused call: the message is in the widget's language; `fields` names the refused fields. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The widget's calls, each with the applicant's token; a refused token is renewed through the page once. */
export class WidgetApi {
  constructor(
    private readonly base: string,
    private token: string,
    private readonly lang: KycLanguage,
    private readonly bridge: Bridge,
  ) {}

  state(): Promise<ApplicantState> {
    return this.call('GET', '/api/widget/applicant');
  }

  async upload(kind: FileKind, file: Blob): Promise<UploadedFile> {
    const answer = await this.call<{ file: UploadedFile }>('POST', `/api/widget/files/${kind}`, file);
    return answer.file;
  }

  submit(body: Record<string, string>): Promise<{ status: ApplicantStatus; reasons: string[] }> {
    return this.call('POST', '/api/widget/submit', JSON.stringify(body));
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: Blob | string, renewed = false): Promise<T> {
    const url = `${this.base}${path}?lang=${this.lang}`;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${this.token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': typeof body === 'string' ? 'application/json' : 'application/octet-stream' }),
        },
        ...(body === undefined ? {} : { body }),
        credentials: 'omit',
      });
    } catch {
      throw new ApiError(0, kycText(this.lang, body instanceof Blob ? 'upload_failed' : 'generic'), 'network');
    }
    if (res.status === 401 && !renewed) {
      const token = await this.bridge.renewToken();
      if (token) {
        this.token = token;
        return this.call(method, path, body, true);
      }
    }
    const json = (await res.json().catch(() => null)) as
      | (T & { error?: string; code?: string; fields?: Record<string, string> })
      | null;
    if (!res.ok || json === null) {
      const fallback = res.status === 401 ? 'token_expired' : res.status === 413 ? 'file_too_large' : 'generic';
      throw new ApiError(
        res.status,
        json?.error ?? kycText(this.lang, fallback),
        json?.code ?? fallback,
        json?.fields ?? {},
      );
    }
    return json;
  }
}
