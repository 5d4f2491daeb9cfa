import type { FastifyInstance, FastifyReply } from 'fastify';
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
}

type Query = Record<string, string | undefined>;
type Body = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function envelope(payload: unknown, errors: Record<string, string[]> | null = null, message = '', code = 'OK') {
  return { payload, errors, message, code };
}

function sendError(reply: FastifyReply, error: unknown) {
  if (error instanceof CashierError) {
    const code = error.status === 401 ? 'Unauthorized' : error.status === 404 ? 'NotFound' : 'ValidationError';
    const payload = error.link ? { link: error.link } : null;
    return reply.status(error.status).send(envelope(payload, error.errors, error.message, code));
  }
  throw error;
}

/**
 * The cashier as a Fastify plugin: the payment page (`GET /?mode=deposit|withdraw&token=…&theme=…
 * &lang=…&domain=…`, and optional colours: cashier.frame.ts), its assets, and the page's two calls. Mountable alone; it reaches the platform only
 * through the CashierService's platform client.
 */
export async function cashierPlugin(app: FastifyInstance, options: CashierPluginOptions): Promise<void> {
  const { cashier, base } = options;

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
