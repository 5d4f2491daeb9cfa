import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crestSvg } from './crest.js';

const paramsSchema = z.object({ file: z.string().regex(/^\d{1,10}\.svg$/) });

/** `GET /media/teams/{id}.svg`: generated team crests, outside the API (images, cached for long). */
export async function crestRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalog = app.services.catalog;
  r.get('/media/teams/:file', { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const id = Number.parseInt(request.params.file, 10);
    const team = await catalog.team(id);
    if (!team) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800, immutable')
      .send(crestSvg(team.name, team.colors));
  });
}
