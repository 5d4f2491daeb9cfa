import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../src/config.js';
import { startApp } from './helper.js';

/** A port nothing listens on, for a provider started on its own. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** Where a listening app answers. */
export function addressOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A provider's own database for a test: on PostgreSQL (DATABASE_URL) a private schema beside the
 * platform's, dropped afterwards; else PGlite in memory.
 */
export function providerDatabase(name: string): {
  options: { dataDir: string; schema: string; databaseUrl?: string };
  drop(): Promise<void>;
} {
  const url = process.env.DATABASE_URL;
  const schema = `${name}_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  return {
    options: { dataDir: 'memory://', schema, ...(url ? { databaseUrl: url } : {}) },
    async drop() {
      if (!url) return;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/**
 * A platform node and a provider running on its own beside it, for the enclosing suite: the node
 * is told the provider's origin (`nodeConfig`) and listens; the provider is built (`build`) on a
 * port of its own with a database of its own, calling the node. Closed, and the database dropped,
 * after the suite. Answers a getter, as they exist only once the suite has started.
 */
export function useStandaloneProvider<T extends { app: FastifyInstance }>(
  name: string,
  nodeConfig: (providerUrl: string) => Partial<AppConfig>,
  build: (
    operatorUrl: string,
    database: ReturnType<typeof providerDatabase>['options'],
    providerUrl: string,
  ) => Promise<T>,
): () => { node: FastifyInstance; provider: T; providerUrl: string } {
  const database = providerDatabase(name);
  let started: { node: FastifyInstance; provider: T; providerUrl: string } | undefined;
  beforeAll(async () => {
    const port = await freePort();
    const providerUrl = `http://127.0.0.1:${port}`;
    const node = await startApp(nodeConfig(providerUrl));
    await node.listen({ port: 0, host: '127.0.0.1' });
    started = { node, provider: undefined as unknown as T, providerUrl };
    started.provider = await build(addressOf(node), database.options, providerUrl);
    await started.provider.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await started?.provider?.app.close();
    await started?.node.close();
    await database.drop();
  });
  return () => {
    if (!started) throw new Error('The provider is not started: use it inside a test or hook of its suite.');
    return started;
  };
}
