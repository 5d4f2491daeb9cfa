import { ADMIN_API_BASE } from '@meridian/contract/constants';
import { type AnswerOf, type HttpMethod, type InputOf, pathOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf, AdminKey } from '@meridian/contract/endpoints/admin-all';
import type { Envelope, FieldErrors } from '@meridian/contract/envelope';

/** An operator call that did not answer 200: its status, the envelope's code and message, field errors. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldErrors | null = null,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;
type CallInput<K extends AdminKey> = InputOf<AdminEndpointOf<K>> & {
  /** The bearer to send instead of the session's: the two-factor step sends the challenge. */
  bearer?: string;
  signal?: AbortSignal;
};
type CallArgs<K extends AdminKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** Where the operator API lives: this origin, or the one the build names (a back office on its own origin). */
const apiOrigin = (import.meta.env.VITE_ADMIN_API_ORIGIN as string | undefined) ?? '';

const TOKEN_KEY = 'meridian.backoffice.token';

/** The operator's access token, kept for this tab only: closing it ends the back office's hold on the session. */
export const operatorSession = {
  token: (): string | null => sessionStorage.getItem(TOKEN_KEY),
  save: (token: string): void => sessionStorage.setItem(TOKEN_KEY, token),
  clear: (): void => sessionStorage.removeItem(TOKEN_KEY),
};

function urlOf(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiOrigin}${ADMIN_API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * Calls a declared `/api/admin/v1` endpoint by its key (`GET /operators`) and answers its payload,
 * typed by the contract's declaration; anything but a 200 throws an AdminApiError.
 */
export async function callAdmin<K extends AdminKey>(
  key: K,
  ...[input]: CallArgs<K>
): Promise<AnswerOf<AdminEndpointOf<K>>> {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as HttpMethod;
  const { params, query, body, bearer, signal } = (input ?? {}) as CallInput<K> & {
    params?: unknown;
    query?: Query;
    body?: unknown;
  };
  const token = bearer ?? operatorSession.token();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlOf(pathOf(key.slice(space + 1), params), query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'NetworkError', 'The server could not be reached. Check the connection and try again.');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<AnswerOf<AdminEndpointOf<K>>> | null;
  if (!response.ok || !envelope) {
    throw new AdminApiError(
      response.status,
      envelope?.code ?? 'InternalError',
      envelope?.message || `The server answered ${response.status}.`,
      envelope?.errors ?? null,
    );
  }
  return envelope.payload;
}

export type AdminCall = typeof callAdmin;

/** The operator calls whose answer is a file (`file` in their declaration). */
type FileKey = { [K in AdminKey]: AdminEndpointOf<K> extends { file: readonly string[] } ? K : never }[AdminKey];

/**
 * Reads a file an operator call answers (an applicant's document), as a Blob of the type the server
 * declared; anything but a 200 throws an AdminApiError with the envelope's code and message.
 */
export async function fetchAdminFile<K extends FileKey>(
  key: K,
  input: { params: InputOf<AdminEndpointOf<K>>['params']; signal?: AbortSignal },
): Promise<Blob> {
  const space = key.indexOf(' ');
  const token = operatorSession.token();
  let response: Response;
  try {
    response = await fetch(urlOf(pathOf(key.slice(space + 1), input.params), undefined), {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: input.signal,
    });
  } catch (error) {
    if (input.signal?.aborted) throw error;
    throw new AdminApiError(0, 'NetworkError', 'The server could not be reached. Check the connection and try again.');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new AdminApiError(
      response.status,
      envelope?.code ?? 'InternalError',
      envelope?.message || `The server answered ${response.status}.`,
    );
  }
  return response.blob();
}
