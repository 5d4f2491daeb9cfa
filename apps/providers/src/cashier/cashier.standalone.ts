/**
 * The cashier as a service of its own: the platform's players reach its page at `base` (the
 * operator's proxy routes that path of its site to it, so the page stays on the site's origin), and
 * it calls the platform's public API at `operatorUrl`, signed with the platform's webhook key.
 */
import { httpTransport, type Transport } from '../shared/signed-client.js';
import { buildStandalone, type Standalone, type StandaloneOptions } from '../shared/standalone.js';
import { CASHIER_SCHEMA, cashierOwedWork, registerCashier } from './cashier.entry.js';
import type { CashierService } from './cashier.service.js';

/** Where the cashier's page and calls live, as when the platform mounts it. */
export const CASHIER_BASE = '/providers/cashier';

export interface CashierServerOptions extends Omit<StandaloneOptions, 'schema'> {
  operatorUrl: string;
  /** The platform's CASHIER_WEBHOOK_SECRET. */
  secret: string;
  bankDelayS?: number;
  schema?: string;
  /** How the calls travel (tests); over the network to `operatorUrl` unless told. */
  transport?: Transport;
}

export function buildCashierServer(options: CashierServerOptions): Promise<Standalone<CashierService>> {
  return buildStandalone(
    { ...options, schema: options.schema ?? CASHIER_SCHEMA },
    async (app, { sql, schema, jobs }) => {
      const cashier = await registerCashier(app, {
        sql,
        schema,
        transport: options.transport ?? httpTransport(options.operatorUrl),
        webhookSecret: options.secret,
        bankDelayS: options.bankDelayS ?? 30,
        base: CASHIER_BASE,
      });
      jobs.whenOwed(cashierOwedWork(cashier), cashier.workDue);
      return cashier;
    },
  );
}
