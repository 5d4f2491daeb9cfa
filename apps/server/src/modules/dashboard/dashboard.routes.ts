import { getAdminDashboard } from '@meridian/contract/endpoints/admin-dashboard';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';

/** The back office's dashboard, registered under /api/admin/v1. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  route(app, getAdminDashboard, async () => ok(await app.services.dashboard.today()));
}
