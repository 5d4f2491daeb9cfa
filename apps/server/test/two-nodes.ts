import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { NATS_TEST_URL, reachable } from './external-services.js';

/** Two-node tests need PostgreSQL (a schema both nodes share) and a NATS server. */
export const twoNodesEnabled = Boolean(process.env.DATABASE_URL) && (await reachable(NATS_TEST_URL));

/**
 * ARCHITECTURE.md §6: two listening API nodes on one PostgreSQL schema and one NATS server. The
 * schema is private to this run, and the bus subjects are prefixed with it, so parallel runs stay
 * apart. Close them with `stopTwoNodes`.
 */
export async function startTwoNodes(): Promise<{ a: FastifyInstance; b: FastifyInstance }> {
  const configA = testConfig({ natsUrl: NATS_TEST_URL });
  const a = await buildApp(configA);
  const b = await buildApp({
    ...testConfig({ natsUrl: NATS_TEST_URL }),
    databaseSchema: configA.databaseSchema,
    disposableDatabase: false,
  });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  return { a, b };
}

/** Closes the second node first: the first owns the disposable schema. */
export async function stopTwoNodes(a: FastifyInstance | undefined, b: FastifyInstance | undefined): Promise<void> {
  await b?.close();
  await a?.close();
}

/** Two nodes for the tests of a suite: started before them, stopped after; read inside a test or hook. */
export function useTwoNodes(): () => { a: FastifyInstance; b: FastifyInstance } {
  let nodes: { a: FastifyInstance; b: FastifyInstance } | undefined;
  beforeAll(async () => {
    nodes = await startTwoNodes();
  }, 60_000);
  afterAll(() => stopTwoNodes(nodes?.a, nodes?.b));
  return () => {
    if (!nodes) throw new Error('The nodes are not started: use them inside a test or hook of their suite.');
    return nodes;
  };
}

/** Waits until `check` holds, polling: a change made on one node reaches the other through the bus. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
