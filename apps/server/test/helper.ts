import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import { type AppConfig, testConfig } from '../src/config.js';
import { copyPostgresTemplate } from '../src/db/template.js';

/**
 * A ready app on a database of its own: on PostgreSQL (DATABASE_URL) a copy of the run's template
 * database, or a private schema where the test names its database or keeps it (several apps sharing
 * one); else a copy of the run's embedded cluster. Each is removed when the app closes, unless kept.
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
  // A test that names its database, or keeps it past the app, shares it with another app: its own schema.
  const shared = ['databaseUrl', 'databaseSchema', 'disposableDatabase', 'dataDir'].some((key) => key in overrides);
  const template = inject('postgresTemplate');
  if (config.databaseUrl && template && !shared) {
    const copy = await copyPostgresTemplate(config.databaseUrl, template);
    const app = await buildApp({ ...config, databaseUrl: copy.url, databaseSchema: 'public' }, options).catch(
      async (error: unknown) => {
        await copy.drop();
        throw error;
      },
    );
    // The copy goes once the app has closed its connections.
    const close = app.close.bind(app);
    app.close = (async () => {
      await close();
      await copy.drop();
    }) as typeof app.close;
    await app.ready();
    return app;
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
