import {
  API_BASE,
  HEADER_LANGUAGE,
  HEADER_PARTNER_ID,
  HEADER_PLATFORM,
  PLATFORM_WEB,
  REQUEST_TIMEOUT_MS,
} from '@meridian/contract/constants';
import type { Envelope } from '@meridian/contract/envelope';
import { getApiContext } from './api-context';
import { ApiError } from './api-error';
import { apiTransport } from './api-transport';
import { getAuthToken, notifyForbidden, resolveUnauthorized } from './auth-hooks';
import { useNetworkStore } from './network.store';
import { parseJson } from './parse-json';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send no Authorization header even when a token exists. */
  anonymous?: boolean;
  /** Hand a 401 straight to the caller instead of the unauthorized handlers. */
  ignoreUnauthorized?: boolean;
  /** Keep a 403 from the forbidden observers (spec 001 §7: open bets). */
  ignoreForbidden?: boolean;
  /** The language to answer in, when the caller names texts in it; else the page's (the API context's). */
  language?: string;
  /** Headers a call declares beside the session (a support visitor's token). */
  headers?: Record<string, string>;
}

/** Calls /api/v1, unwraps the envelope and returns its payload; failures throw an ApiError. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  try {
    return await send<T>(path, request, !request.anonymous);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401 && !request.ignoreUnauthorized && !request.anonymous) {
      const decision = await resolveUnauthorized(error, { path, method });
      if (decision === 'retry') return send<T>(path, request, true);
      if (decision === 'retry-anonymous') return send<T>(path, request, false);
    }
    if (error.status === 403 && !request.ignoreForbidden) notifyForbidden(error, { path, method });
    throw error;
  }
}

export function buildUrl(path: string, query?: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function buildHeaders(request: ApiRequest, withAuth: boolean): Promise<Headers> {
  const { language, partnerId } = getApiContext();
  const headers = new Headers({
    Accept: 'application/json',
    [HEADER_LANGUAGE]: request.language ?? language,
    [HEADER_PARTNER_ID]: String(partnerId),
    [HEADER_PLATFORM]: String(PLATFORM_WEB),
  });
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const token = withAuth ? await getAuthToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function send<T>(path: string, request: ApiRequest, withAuth: boolean): Promise<T> {
  const network = useNetworkStore.getState();
  const controller = new AbortController();
  const timeoutMs = request.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await apiTransport()(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      headers: await buildHeaders(request, withAuth),
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // A caller's own cancellation (a query going away) says nothing about the network.
    if (request.signal?.aborted && !timedOut) throw cause;
    network.markOffline();
    throw new ApiError({
      status: 0,
      code: timedOut ? 'Timeout' : 'NetworkError',
      message: timedOut ? `No answer within ${timeoutMs} ms` : 'The server could not be reached',
    });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }

  if (response.status === 0) {
    network.markOffline();
    throw new ApiError({ status: 0, code: 'NetworkError', message: 'The server could not be reached' });
  }
  network.markOnline();

  const envelope = await readEnvelope<T>(response);
  if (response.ok && envelope) return envelope.payload;

  const error = new ApiError({
    status: response.status,
    code: envelope?.code ?? (response.ok ? 'InvalidResponse' : 'InternalError'),
    message: envelope?.message ?? response.statusText,
    fieldErrors: envelope?.errors ?? null,
    payload: envelope?.payload ?? null,
    details: envelope?.details ?? null,
  });
  if (error.code === 'Maintenance' || error.code === 'GeoBlocked') network.markBlocked(error.code);
  throw error;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  try {
    // Not response.json(): integers beyond 2^53 must arrive as BigInt, not rounded (spec 000 §7).
    const body = parseJson(await response.text());
    return isEnvelope<T>(body) ? body : null;
  } catch {
    return null;
  }
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && 'payload' in body && 'code' in body;
}
