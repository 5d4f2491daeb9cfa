import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Json, jsonObject, keepRawJson, rawBody } from '../shared/json-body.js';
import { signedByOperator } from '../shared/operator-signature.js';
import { StudioAssets } from '../shared/page-assets.js';
import { pageHeaders, pagePolicy } from '../shared/page-headers.js';
import { serveBuiltFiles } from '../shared/provider-page.js';
import { fileAnswer, reviewAnswer, stateAnswer } from './kyc.answers.js';
import { FILE_KINDS, type FileKind } from './kyc.documents.js';
import { MAX_FILE_BYTES } from './kyc.files.js';
import { parseDecision } from './kyc.input.js';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './kyc.operator-client.js';
import { renderWidgetPage } from './kyc.page.js';
import { KycError, type KycService } from './kyc.service.js';
import { isTextKey, type KycLanguage, kycLanguageOf, kycText } from './kyc.texts.js';

export interface KycPluginOptions {
  kyc: KycService;
  /** The key the operator signs its calls with (the provider signs its webhooks with it too). */
  secret: string;
  /** The path the plugin is registered under (its `prefix`), for the addresses it hands out. */
  base: string;
  /** The operator's sites that may frame the widget besides the provider's own origin. */
  operatorSites?: readonly string[];
  /** The folder of the SDK's and the widget's built files (apps/server/build.mjs). */
  assetsDir?: string;
  nowMs?: () => number;
}

type Query = Record<string, string | undefined>;

/** A file is served as data, never as a document of the provider's origin. */
const FILE_POLICY = "default-src 'none'; sandbox";

const bearer = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
};

/**
 * The verification provider as a Fastify plugin. The operator's API (signed): `POST
 * /api/applicants/access-token`, `GET /api/review-queue`, `POST /api/applicants/{id}/decision` and
 * `GET /api/applicants/{id}/files/{file}`. The player's side: `GET /sdk.js` (the script an operator's
 * page loads), `GET /widget?token=…` (the page the SDK frames) and the widget's calls under
 * `/api/widget/`, each with the applicant's access token as a bearer.
 */
export async function kycPlugin(app: FastifyInstance, options: KycPluginOptions): Promise<void> {
  const { kyc, secret, base } = options;
  const nowMs = options.nowMs ?? Date.now;
  const assets = new StudioAssets(options.assetsDir);
  const sites = (options.operatorSites ?? []).map((site) => new URL(site).origin);
  const policy = pagePolicy(sites);
  keepRawJson(app);

  // The operator's signature: the providers' shared check, over this provider's own header names.
  const signed = (request: FastifyRequest) =>
    signedByOperator(
      secret,
      {
        'x-casino-timestamp': request.headers[TIMESTAMP_HEADER],
        'x-casino-signature': request.headers[SIGNATURE_HEADER],
      },
      rawBody(request),
      nowMs(),
    );
  const langOf = (request: FastifyRequest): KycLanguage => kycLanguageOf((request.query as Query).lang);
  const json = (request: FastifyRequest): Json => {
    const body = jsonObject(request);
    if (!body) throw new KycError(422, 'invalid', 'The body is not valid JSON.');
    return body;
  };

  /** An error answer: `{ error, code, fields? }`, worded in the widget's language where a text exists. */
  const fail = (reply: FastifyReply, error: KycError, lang: KycLanguage) => {
    const words = (key: string, fallback: string) => (isTextKey(key) ? kycText(lang, key) : fallback);
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field, words(key, key)]))
      : undefined;
    return reply
      .status(error.status)
      .send({ error: words(error.code, error.message), code: error.code, ...(fields ? { fields } : {}) });
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof KycError) return fail(reply, error, langOf(request));
    if (error.statusCode === 413) return fail(reply, new KycError(413, 'file_too_large'), langOf(request));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message, code: 'invalid' });
    }
    request.log.error({ err: error }, 'kyc provider error');
    return reply.status(500).send({ error: 'Internal error.', code: 'internal' });
  });

  const operatorOnly = (request: FastifyRequest) => {
    if (!signed(request)) throw new KycError(401, 'unauthorized', 'The call is not signed by the operator.');
  };

  // The operator's API.

  app.post('/api/applicants/access-token', async (request) => {
    operatorOnly(request);
    const { token, expiresAt, applicantId } = await kyc.accessToken(json(request));
    return { token, expires_at: Math.floor(expiresAt.getTime() / 1000), applicant_id: applicantId };
  });

  app.get('/api/review-queue', async (request) => {
    operatorOnly(request);
    return { list: (await kyc.reviewQueue()).map((item) => reviewAnswer(item, base)) };
  });

  app.post<{ Params: { id: string } }>('/api/applicants/:id/decision', async (request) => {
    operatorOnly(request);
    // The signed body names the applicant too: a signature made for one decision decides no other.
    if (json(request).applicant_id !== request.params.id) {
      throw new KycError(401, 'unauthorized', 'The call is not signed for this applicant.');
    }
    const decision = parseDecision(json(request));
    if (!decision.ok) throw new KycError(422, 'invalid', decision.message);
    const applicant = await kyc.decide(request.params.id, decision.value);
    return { applicant_id: applicant.id, status: applicant.status, reasons: applicant.reasons };
  });

  // Read by the operator with its signature, or by the widget with the applicant's own token.
  app.get<{ Params: { id: string; file: string } }>('/api/applicants/:id/files/:file', async (request, reply) => {
    if (!signed(request)) {
      const applicant = await kyc.applicantOf(bearer(request)).catch((error: unknown) => {
        if (error instanceof KycError) return null;
        throw error;
      });
      if (!applicant) throw new KycError(401, 'unauthorized', 'A token or the operator’s signature is needed.');
      if (applicant.id !== request.params.id) throw new KycError(404, 'not_found', 'No such file.');
    }
    const { file, content } = await kyc.file(request.params.id, request.params.file);
    return reply
      .type(file.mime)
      .header('content-security-policy', FILE_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${file.id}.${file.mime.split('/')[1]}"`)
      .send(content);
  });

  // The player's side.

  serveBuiltFiles(app, assets, { '/sdk.js': { page: 'sdk', missing: 'The verification SDK is not built.' } });

  app.get('/widget', async (request, reply) => {
    const q = request.query as Query;
    const own = `${request.protocol}://${request.host}`;
    // Messages go only to the page that framed the widget, and only when it is the operator's.
    const parent = q.origin && (q.origin === own || sites.includes(q.origin)) ? q.origin : '';
    return pageHeaders(reply, policy)
      .header('x-content-type-options', 'nosniff')
      .header('permissions-policy', 'camera=(self), microphone=(), geolocation=()')
      .type('text/html; charset=utf-8')
      .send(
        renderWidgetPage({
          base,
          lang: langOf(request),
          theme: q.theme === 'light' ? 'light' : 'dark',
          assets: (await assets.manifest())?.widget ?? null,
          token: q.token ?? '',
          parent,
          autoApprove: kyc.autoApprove,
        }),
      );
  });

  app.get('/api/widget/applicant', async (request) => stateAnswer(await kyc.state(bearer(request))));

  app.post('/api/widget/submit', async (request) => kyc.submit(bearer(request), json(request)));

  // Uploads are the file's own bytes, whatever type the browser declares: the content decides.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    uploads.post<{ Params: { kind: string } }>(
      '/api/widget/files/:kind',
      { bodyLimit: MAX_FILE_BYTES },
      async (request) => {
        const kind = request.params.kind as FileKind;
        if (!FILE_KINDS.includes(kind)) throw new KycError(404, 'not_found', 'Files are front, back or selfie.');
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { file: fileAnswer(await kyc.upload(bearer(request), kind, bytes)) };
      },
    );
  });
}
