import type { FastifyInstance } from 'fastify';

const FOOTBALL = 1;

/**
 * Resolves once the catalog holds a football match before kick-off at `nowMs` (the simulator's
 * clock in the test): the feed's first batch is in.
 */
export function untilFed(app: FastifyInstance, nowMs: number): Promise<void> {
  const { catalog } = app.services;
  const fed = () => [...catalog.inSource('line', nowMs)].some((match) => match.fixture.sport_id === FOOTBALL);
  return new Promise((resolve) => {
    const off = catalog.onChange(() => {
      if (!fed()) return;
      off();
      resolve();
    });
    if (fed()) {
      off();
      resolve();
    }
  });
}
