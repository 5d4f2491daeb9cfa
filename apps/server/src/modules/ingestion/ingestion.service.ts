import type { FeedMessage, MatchIncidents } from '@meridian/feed/messages';
import type { Database } from '../../db/database.js';
import { type Bus, SUBJECTS } from '../../platform/bus.js';
import type { Metrics } from '../../platform/metrics.js';
import { planBatch } from './ingestion.plan.js';
import {
  lastFeedTs,
  listFixtures,
  listOpenFixtureIds,
  listStaleFixtureIds,
  listUnsettledMarketIds,
  storedClosedMarkets,
  storedMatchTs,
  writePlan,
} from './ingestion.repository.js';
import {
  ABANDONED_REASON,
  DEFAULT_STALE_THRESHOLDS,
  retirementMessages,
  type StaleThresholds,
  WITHDRAWN_REASON,
} from './ingestion.retire.js';

export interface IngestResult {
  /** Messages applied; the others were older than what was stored or had no fixture. */
  accepted: number;
  ignored: number;
}

/**
 * The only writer of sports data (ARCHITECTURE.md §1): each batch of feed messages is stored in one
 * transaction, then published on the bus, where every node's catalog (this one too) picks it up.
 * Batches are applied one at a time in arrival order.
 */
export class IngestionService {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly bus: Bus,
    private readonly metrics: Pick<Metrics, 'feedApplied'>,
    private readonly now: () => number = Date.now,
  ) {}

  ingest(messages: FeedMessage[]): Promise<IngestResult> {
    return this.#enqueue(() => this.#ingest(messages));
  }

  /**
   * Ingests a complete picture of the feed's current world (a source's first delivery), then
   * cancels every stored fixture that is still open but absent from it: the feed no longer knows
   * it, so nothing would ever end it. Resolves with the ids retired.
   */
  ingestSnapshot(messages: FeedMessage[], nowMs = Date.now()): Promise<IngestResult & { retired: number[] }> {
    return this.#enqueue(async () => {
      const result = await this.#ingest(messages);
      const present = new Set(messages.map((m) => m.event_id));
      const missing = (await listOpenFixtureIds(this.db)).filter((id) => !present.has(id));
      const retired = await this.#retire(missing, nowMs, WITHDRAWN_REASON);
      return { ...result, retired };
    });
  }

  /**
   * The safety net for any source: cancels open fixtures the feed has evidently given up on (see
   * StaleThresholds), judged at `nowMs` or at the newest feed time if that is earlier: when the
   * whole feed falls silent (a provider outage) nothing looks stale, and matches go on when it is
   * back. Resolves with the ids retired.
   */
  sweepStale(nowMs = Date.now(), thresholds: StaleThresholds = DEFAULT_STALE_THRESHOLDS): Promise<number[]> {
    return this.#enqueue(async () => {
      const at = Math.min(nowMs, (await lastFeedTs(this.db)) ?? nowMs);
      const stale = await listStaleFixtureIds(
        this.db,
        at - thresholds.silentLiveMs,
        (at - thresholds.overdueStartMs) / 1000,
      );
      return this.#retire(stale, nowMs, ABANDONED_REASON);
    });
  }

  #enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Cancels the given fixtures through the ordinary path (stored, then published), as if the feed
   * had sent the cancellation. Their messages are not feed news, so the resume point stays put.
   */
  async #retire(ids: number[], nowMs: number, reason: string): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await listFixtures(this.db, ids);
    if (rows.length === 0) return [];
    const markets = await listUnsettledMarketIds(
      this.db,
      rows.map((r) => r.id),
    );
    const messages = rows.flatMap((row) => retirementMessages(row, markets.get(row.id) ?? [], nowMs, reason));
    await this.#ingest(messages, { resumePoint: false });
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  /** The newest feed time stored (unix ms), where a feed source resumes; null before any batch. */
  lastTs(): Promise<number | null> {
    return lastFeedTs(this.db);
  }

  async #ingest(all: FeedMessage[], options = { resumePoint: true }): Promise<IngestResult> {
    // Incidents are what the trackers draw, not sports data: they pass on without being stored.
    const incidents = all.filter((m): m is MatchIncidents => m.type === 'match_incidents');
    const messages = incidents.length === 0 ? all : all.filter((m) => m.type !== 'match_incidents');
    const stored = await this.#store(messages, options);
    if (incidents.length > 0) this.bus.publish(SUBJECTS.tracker, incidents);
    return { accepted: stored.accepted + incidents.length, ignored: stored.ignored };
  }

  async #store(messages: FeedMessage[], options: { resumePoint: boolean }): Promise<IngestResult> {
    if (messages.length === 0) return { accepted: 0, ignored: 0 };
    const { accepted, newestTs } = await this.db.transaction().execute(async (trx) => {
      const ids = [...new Set(messages.map((m) => m.event_id))];
      const plan = planBatch(messages, await storedMatchTs(trx, ids), await storedClosedMarkets(trx, messages));
      const newestTs = plan.maxTs;
      if (!options.resumePoint) plan.maxTs = 0;
      await writePlan(trx, plan);
      return { accepted: plan.accepted, newestTs };
    });
    // The feed's lag: its newest message to stored. Retirements are not feed news and say nothing of it.
    if (options.resumePoint && accepted.length > 0) this.metrics.feedApplied((this.now() - newestTs) / 1000);
    if (accepted.length > 0) this.bus.publish(SUBJECTS.feed, accepted);
    return { accepted: accepted.length, ignored: messages.length - accepted.length };
  }
}
