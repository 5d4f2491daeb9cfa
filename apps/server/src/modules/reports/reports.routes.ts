import { getAdminReports } from '@meridian/contract/endpoints/admin-reports';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** The back office's reports, registered under /api/admin/v1. */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAdminReports, async (request) => ok(await app.services.reports.daily(request.query)));
}
