import type { FeedMessage } from '@meridian/feed/messages';
import type { FastifyInstance } from 'fastify';

/** Ingests a batch and waits until the bus has carried it to the app's catalog. */
export async function feed(app: FastifyInstance, ...messages: FeedMessage[]): Promise<void> {
  const version = app.services.catalog.store.version;
  const result = await app.services.ingestion.ingest(messages);
  if (result.accepted === 0) return;
  for (let i = 0; i < 100 && app.services.catalog.store.version === version; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Waits until the app's catalog shows `matchId` in the given status (the bus delivers asynchronously). */
export async function untilCatalogStatus(app: FastifyInstance, matchId: number, status: string): Promise<void> {
  for (let i = 0; i < 200 && app.services.catalog.get(matchId)?.fixture.status !== status; i++) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
