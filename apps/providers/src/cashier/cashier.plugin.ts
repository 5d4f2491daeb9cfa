import { payoutCancelSchema, payoutReleaseSchema } from '@meridian/contract/payments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonObject, keepRawJson, rawBody } from '../shared/json-body.js';
import { signedByOperator } from '../shared/operator-signature.js';
import { pageHeaders } from '../shared/page-headers.js';
import { CASHIER_CSS, CASHIER_JS } from './cashier.assets.js';
import { parentOriginOf, themeColoursOf, themeCss, timeZoneOf } from './cashier.frame.js';
import { renderPaymentPage, renderSessionError } from './cashier.page.js';
import { CashierError, type CashierService, type PaymentInput } from './cashier.service.js';
import type { CashierMethod, CashierMode } from './cashier.store.js';
import { languageOf } from './cashier.texts.js';

export interface CashierPluginOptions {
  cashier: CashierService;
  /** The path the plugin is registered under (its `prefix`), used in the page's links. */
  base: string;
  /** The key the platform signs its payout calls with (the cashier signs its own calls with it too). */
  secret: string;
  nowMs?: () => number;
}

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function envelope(payload: unknown, errors: Record<string, string[]> | null = null, message = '', code = 'OK') {
  return { payload, errors, message, code };
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof CashierError) {
    const code =
      error.status === 401
        ? 'Unauthorized'
        : error.status === 404
          ? 'NotFound'
          : error.status === 409
            ? 'Conflict'
            : 'ValidationError';
    const payload = error.link ? { link: error.link } : null;
    return reply.status(error.status).send(envelope(payload, error.errors, error.message, code));
  }
  throw error;
}

/**
 * The cashier as a Fastify plugin: the payment page (`GET /?mode=deposit|withdraw&token=…&theme=…
 * &lang=…&domain=…`, and optional colours: cashier.frame.ts), its assets, and the page's two calls. Mountable alone; it reaches the platform only
 * through the CashierService's platform client. The platform's payout calls, signed like the
 * cashier's own: `POST /api/payouts/:id/release` and `POST /api/payouts/:id/cancel` (payoutRoutes).
 */
export async function cashierPlugin(app: FastifyInstance, options: CashierPluginOptions): Promise<void> {
  const { cashier, base } = options;
  await app.register(payoutRoutes, { cashier, secret: options.secret, nowMs: options.nowMs ?? Date.now });

  app.get('/', async (request, reply) => {
    const q = request.query as Query;
    const view = {
      base,
      lang: languageOf(q.lang),
      theme: q.theme === 'light' ? ('light' as const) : ('dark' as const),
      mobile: q.is_mobile === '1' || q.is_mobile === 'true',
      colours: themeColoursOf(q),
      parentOrigin: parentOriginOf(q.domain),
    };
    const mode: CashierMode = q.mode === 'withdraw' || q.mode === 'withdrawal' ? 'withdrawal' : 'deposit';
    pageHeaders(reply).type('text/html; charset=utf-8');
    const token = str(q.token);
    try {
      const session = token ? await cashier.session(token) : null;
      // The address names the player and wallet too; a mismatch means a stale or borrowed frame.
      const mismatch =
        session &&
        ((q.user_id && q.user_id !== String(session.userId)) ||
          (q.account_id && q.account_id !== String(session.walletId)));
      if (!session || mismatch) return reply.status(401).send(renderSessionError(view));
      return reply.send(renderPaymentPage({ ...view, mode, token, timeZone: timeZoneOf(q.time_zone) }, session));
    } catch (error) {
      if (error instanceof CashierError) return reply.status(401).send(renderSessionError(view));
      throw error;
    }
  });

  app.get('/assets/cashier.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(CASHIER_CSS),
  );
  // The operator's colours, checked again here: only hex colours reach the sheet.
  app.get('/assets/theme.css', async (request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(themeCss(themeColoursOf(request.query as Query))),
  );
  app.get('/assets/cashier.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(CASHIER_JS),
  );

  app.post('/api/payments', async (request, reply) => {
    const b = (request.body ?? {}) as Body;
    const lang = languageOf(b.lang);
    const mode: CashierMode | null = b.mode === 'deposit' ? 'deposit' : b.mode === 'withdrawal' ? 'withdrawal' : null;
    const method: CashierMethod | null = b.method === 'card' ? 'card' : b.method === 'bank' ? 'bank' : null;
    if (!mode || !method) {
      return reply
        .status(422)
        .send(envelope(null, { method: ['Choose deposit or withdrawal, card or bank.'] }, 'Invalid'));
    }
    const input: PaymentInput = {
      token: str(b.token),
      mode,
      method,
      amount: str(b.amount),
      card_number: str(b.card_number),
      expiry: str(b.expiry),
      cvc: str(b.cvc),
      holder: str(b.holder),
      iban: str(b.iban),
      account_holder: str(b.account_holder),
      lang,
      timeZone: timeZoneOf(b.time_zone),
    };
    try {
      return reply.send(envelope(await cashier.start(input)));
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.post('/api/payments/:id/challenge', async (request, reply) => {
    const b = (request.body ?? {}) as Body;
    const { id } = request.params as { id: string };
    try {
      return reply.send(envelope(await cashier.challenge(str(b.token), id, str(b.code), languageOf(b.lang))));
    } catch (error) {
      return sendError(reply, error);
    }
  });
}

/** The platform's calls on a held withdrawal, in a context of their own that keeps JSON bodies raw. */
async function payoutRoutes(
  app: FastifyInstance,
  options: { cashier: CashierService; secret: string; nowMs: () => number },
): Promise<void> {
  const { cashier, secret, nowMs } = options;
  keepRawJson(app);

  // Signed like the cashier's calls to the platform: the providers' shared check, over these header names.
  const signed = (request: FastifyRequest) =>
    signedByOperator(
      secret,
      {
        'x-casino-timestamp': request.headers['x-payment-timestamp'],
        'x-casino-signature': request.headers['x-payment-signature'],
      },
      rawBody(request),
      nowMs(),
    );
  const unsigned = (reply: FastifyReply) =>
    reply.status(401).send(envelope(null, null, 'The call is not signed by the platform.', 'Unauthorized'));

  // The signed body names the payout too: a signature made for one payout does not open another.
  const forThisPayout = (request: FastifyRequest<{ Params: { id: string } }>) => {
    const body = jsonObject(request);
    return typeof body?.payment_id === 'string' && body.payment_id === request.params.id;
  };

  app.post<{ Params: { id: string } }>('/api/payouts/:id/release', async (request, reply) => {
    if (!signed(request)) return unsigned(reply);
    if (!payoutReleaseSchema.safeParse(jsonObject(request)).success || !forThisPayout(request)) {
      return unsigned(reply);
    }
    try {
      return reply.send(envelope(await cashier.release(request.params.id)));
    } catch (error) {
      return sendError(reply, error);
    }
  });

  app.post<{ Params: { id: string } }>('/api/payouts/:id/cancel', async (request, reply) => {
    if (!signed(request)) return unsigned(reply);
    const body = payoutCancelSchema.safeParse(jsonObject(request));
    if (body.success && !forThisPayout(request)) return unsigned(reply);
    if (!body.success) {
      return reply
        .status(422)
        .send(envelope(null, { reason: ['Give a reason of 1 to 200 characters.'] }, 'Invalid', 'ValidationError'));
    }
    try {
      return reply.send(envelope(await cashier.cancel(request.params.id, body.data.reason)));
    } catch (error) {
      return sendError(reply, error);
    }
  });
}
