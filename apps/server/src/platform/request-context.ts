import { HEADER_PARTNER_ID, HEADER_PLATFORM, LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface RequestContext {
  language: LanguageCode;
  partnerId: number | null;
  platform: number | null;
  /** The bearer token, if any; the accounts module verifies it. */
  bearer: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Reads the spec's request headers (000 §7) once per request. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // A callback hook: an async one costs a promise on every request, the hottest path there is.
  app.addHook('onRequest', (request, _reply, done) => {
    request.ctx = readContext(request);
    done();
  });
}

export function readContext(request: FastifyRequest): RequestContext {
  const h = request.headers;
  const auth = h.authorization;
  return {
    language: pickLanguage(h['accept-language']),
    partnerId: positiveInt(h[HEADER_PARTNER_ID]),
    platform: positiveInt(h[HEADER_PLATFORM]),
    bearer: auth?.startsWith('Bearer ') ? auth.slice(7).trim() || null : null,
  };
}

export function pickLanguage(header: string | undefined): LanguageCode {
  if (!header) return 'en';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((LANGUAGES as readonly string[]).includes(code)) return code as LanguageCode;
  }
  return 'en';
}

function positiveInt(value: string | string[] | undefined): number | null {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
