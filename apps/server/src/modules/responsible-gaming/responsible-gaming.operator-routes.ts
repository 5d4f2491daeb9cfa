import {
  getAdminPlayersInterventions,
  getAdminRgRegister,
  postAdminPlayersInterventions,
} from '@meridian/contract/endpoints/admin-responsible-gaming';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { ok } from '../../platform/envelope.js';
import { signedInOperator } from '../../platform/operator-auth.js';
import { OperatorResponsibleGaming } from './responsible-gaming.operator.js';

/** The back office's responsible gaming, registered under /api/admin/v1. */
export async function responsibleGamingOperatorRoutes(app: FastifyInstance): Promise<void> {
  // Times the back office shows (whether an entry is in force, when an intervention was logged) follow
  // the operators' clock.
  const desk = new OperatorResponsibleGaming(app.database.db, () => app.services.operators.now());

  route(app, getAdminRgRegister, async (request) => ok(await desk.register(request.query)));

  route(app, getAdminPlayersInterventions, async (request) =>
    ok(await desk.interventions(request.params.id, request.query)),
  );

  route(app, postAdminPlayersInterventions, async (request) =>
    ok(await desk.log(signedInOperator(request), request.params.id, request.body, request.ip)),
  );
}
