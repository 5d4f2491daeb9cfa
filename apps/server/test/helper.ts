import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { type AppConfig, testConfig } from '../src/config.js';

/** A ready app on its own database (in-memory PGlite, or a private PostgreSQL schema). */
export async function startApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides));
  await app.ready();
  return app;
}

/** A public address of a given country in the bundled geo database. */
export const ADDRESSES = {
  GB: '81.2.69.142',
  RU: '77.88.8.8',
  US: '8.8.8.8',
  DE: '80.158.0.1',
} as const;
