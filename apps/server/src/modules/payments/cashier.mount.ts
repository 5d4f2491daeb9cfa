import { type CashierService, cashierOwedWork, registerCashier } from '@meridian/providers/cashier/cashier.entry';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs.js';
import { scheduleOwedWork } from '../../platform/provider-jobs.js';
import { injectTransport, providerSchemaOf, sqlRunner } from '../../platform/provider-mount.js';

/** Where the built-in cashier's page and calls live. */
export const CASHIER_BASE = '/providers/cashier';

/**
 * Mounts the built-in cashier at /providers/cashier and runs its scheduled work (bank transfers
 * arriving, payouts, webhook retries) as a job on the queue, on one node of all, when it falls due.
 */
export async function mountCashier(
  app: FastifyInstance,
  options: { webhookSecret: string; bankDelayS: number; jobs: JobQueue },
): Promise<CashierService> {
  const cashier = await registerCashier(app, {
    sql: sqlRunner(app.database.db),
    schema: providerSchemaOf(app.database.schema, 'cashier'),
    transport: injectTransport(app),
    webhookSecret: options.webhookSecret,
    bankDelayS: options.bankDelayS,
    base: CASHIER_BASE,
  });

  scheduleOwedWork(options.jobs, cashierOwedWork(cashier), cashier.workDue);
  return cashier;
}
