import { afterEach, describe, expect, it } from 'vitest';
import { betStop, fixture, footballMarkets, odds } from '../../../test/feed-factory.js';
import { useApp } from '../../../test/helper.js';
import { type BusInterruption, InProcessBus } from '../../platform/bus.js';
import { CatalogStore } from './catalog.store.js';
import type { CatalogChange } from './catalog-view.js';

/** An in-process bus the test can interrupt, as NATS does on a disconnect, a reconnect or a gap. */
class InterruptibleBus extends InProcessBus {
  readonly #listeners = new Set<(interruption: BusInterruption) => void>();
  override onInterruption(listener: (interruption: BusInterruption) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
  interrupt(interruption: BusInterruption): void {
    for (const listener of this.#listeners) listener(interruption);
  }
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('CatalogStore after the bus lost messages', () => {
  const app = useApp();
  const stores: CatalogStore[] = [];
  afterEach(() => {
    for (const store of stores.splice(0)) store.stop();
  });

  /** A second copy of the app's catalog on a bus of its own: it hears nothing the app ingests. */
  async function detachedStore() {
    const bus = new InterruptibleBus();
    const store = new CatalogStore(app().database.db, bus, (err) => {
      throw err;
    });
    stores.push(store);
    await store.start();
    const changes: CatalogChange[] = [];
    store.onChange((batch) => changes.push(...batch));
    return { bus, store, changes };
  }

  it('is stale from a disconnect, reloads on the reconnect and tells which matches changed', async () => {
    const match = fixture();
    await app().services.ingestion.ingest([match, odds(match, footballMarkets())]);
    const { bus, store, changes } = await detachedStore();
    expect(store.matches.get(match.event_id)?.markets.get(1)?.status).toBe('active');

    bus.interrupt({ reason: 'disconnect' });
    expect(store.stale).toBe(true);
    await app().services.ingestion.ingest([betStop(match, [1])]);
    bus.interrupt({ reason: 'reconnect' });
    expect(store.stale).toBe(true);
    await until(() => !store.stale);

    expect(store.matches.get(match.event_id)?.markets.get(1)?.status).toBe('suspended');
    expect(changes).toContainEqual(
      expect.objectContaining({ matchId: match.event_id, before: 'line', after: 'line', statisticsChanged: true }),
    );
  });

  it('reloads on a gap in a publisher’s numbering, and applies batches that came meanwhile after it', async () => {
    const match = fixture();
    await app().services.ingestion.ingest([match, odds(match, footballMarkets())]);
    const { bus, store } = await detachedStore();
    await app().services.ingestion.ingest([betStop(match, [1])]);

    bus.interrupt({ reason: 'gap', subject: 'meridian.feed' });
    expect(store.stale).toBe(true);
    // A newer batch arriving while the reload reads the database is held back, then applied.
    const reopened = odds(match, footballMarkets([2500, 3100, 3300]), match.ts + 900);
    bus.publish('meridian.feed', [reopened]);
    await until(() => !store.stale);
    await until(() => store.matches.get(match.event_id)?.markets.get(1)?.status === 'active');
    expect(store.matches.get(match.event_id)?.markets.get(1)?.outcomes[0]?.odds).toBe(2500);
  });

  it('sends nothing for matches the reload found unchanged', async () => {
    const match = fixture();
    await app().services.ingestion.ingest([match, odds(match, footballMarkets())]);
    const { bus, store, changes } = await detachedStore();
    bus.interrupt({ reason: 'reconnect' });
    await until(() => !store.stale);
    expect(changes.filter((c) => c.matchId === match.event_id)).toEqual([]);
  });
});
