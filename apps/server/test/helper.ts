import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import { type AppConfig, testConfig } from '../src/config.js';

/**
 * A ready app on a database of its own: a private schema on PostgreSQL when DATABASE_URL is set,
 * else a copy of the run's embedded cluster. Either is removed when the app closes.
 */
export async function startApp(
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const config = testConfig(overrides);
  if (!config.databaseUrl && !overrides.dataDir) {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'meridian-test-')), 'pgdata');
    cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
    config.dataDir = dataDir;
  }
  const app = await buildApp(config, options);
  await app.ready();
  return app;
}

/**
 * One app for the enclosing suite: started before its tests, closed after them. Answers a getter,
 * since the app exists only once the suite has started.
 */
export function useApp(overrides: Partial<AppConfig> = {}): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await startApp(overrides);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => {
    if (!app) throw new Error('The app is not started: use it inside a test or hook of its suite.');
    return app;
  };
}

/** A public address of a given country in the bundled geo database. */
export const ADDRESSES = {
  GB: '81.2.69.142',
  RU: '77.88.8.8',
  US: '8.8.8.8',
  DE: '80.158.0.1',
} as const;
