import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

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
