import compress from '@fastify/compress';
import { API_BASE } from '@meridian/contract/constants';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import { disposeDatabase, openDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { ContentService } from './modules/content/content.service.js';
import { dictionariesRoutes } from './modules/dictionaries/dictionaries.routes.js';
import { DictionariesService } from './modules/dictionaries/dictionaries.service.js';
import { pingRoutes } from './modules/ping/ping.routes.js';
import { registerAccessGate } from './modules/settings/settings.gate.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { translationsRoutes } from './modules/translations/translations.routes.js';
import { TranslationsService } from './modules/translations/translations.service.js';
import { registerErrorHandler } from './platform/error-handler.js';
import { GeoLocator } from './platform/geo.js';
import { registerOpenApi } from './platform/openapi.js';
import { registerRequestContext } from './platform/request-context.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import type { Services } from './platform/services.js';
import { registerWebStatic } from './platform/web-static.js';

/** Builds the whole platform on one Fastify instance; tests drive it with `inject`, main.ts listens. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase(config, { schema: config.databaseSchema });
  try {
    await migrate(database.db);
    await seed(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }

  const dictionaries = new DictionariesService(database.db);
  const services: Services = {
    dictionaries,
    settings: new SettingsService(database.db, config, dictionaries, new GeoLocator()),
    content: new ContentService(database.db),
    translations: new TranslationsService(),
  };
  const refresh = () =>
    Promise.all([services.dictionaries.refresh(), services.settings.refresh(), services.content.refresh()]);
  await refresh();

  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);

  // External plugins, then platform plugins, then modules.
  registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await registerOpenApi(app);
  registerRequestContext(app);
  registerErrorHandler(app);
  registerAccessGate(app);

  await app.register(
    async (api) => {
      await api.register(pingRoutes);
      await api.register(settingsRoutes);
      await api.register(dictionariesRoutes);
      await api.register(translationsRoutes);
      await api.register(contentRoutes);
    },
    { prefix: API_BASE },
  );
  await registerWebStatic(app, config.webDist, config.dataDir);

  const timer = setInterval(() => {
    refresh().catch((err) => app.log.error({ err }, 'reference refresh failed'));
  }, config.referenceRefreshMs);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    if (config.disposableDatabase) await disposeDatabase(database, config.dataDir);
    else await database.close();
  });
  return app;
}
