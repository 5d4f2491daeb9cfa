import { LANGUAGES, type LanguageCode } from '@meridian/contract/constants';
import { getDictionaries } from '@meridian/contract/endpoints/dictionaries';
import { DICTIONARIES_FILES } from '@meridian/contract/page-render';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/endpoint.js';
import { sendSerialized } from '../../platform/envelope.js';

export async function dictionariesRoutes(app: FastifyInstance): Promise<void> {
  route(app, getDictionaries, async (request, reply) => {
    // Pre-serialised per language: the dictionaries change only on refresh.
    return sendSerialized(reply, app.services.dictionaries.body(request.ctx.language));
  });
}

/**
 * The dictionaries answer as a file named by its language and content (a server-rendered page
 * preloads it, see PageContext.dictionaries): kept by the browser for good while the name matches
 * the data, and the current data, not to be kept, once the data has changed under an older name.
 * A page file, not an API call: served outside /api/v1, like the app's own assets.
 */
export async function dictionariesFileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(`${DICTIONARIES_FILES}:file`, async (request, reply) => {
    const match = /^([a-z]{2})\.([\w-]+)\.json$/.exec(request.params.file);
    const language = match?.[1] as LanguageCode | undefined;
    if (!match || !language || !LANGUAGES.includes(language)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const { dictionaries } = app.services;
    const current = dictionaries.digest(language) === match[2];
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(dictionaries.body(language));
  });
}
