import type { liveDelayListSchema } from '@meridian/contract/trading';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { notFound } from '../../platform/errors.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { setTradingSetting } from './trading.settings.js';

type LiveDelayList = z.input<typeof liveDelayListSchema>;

/**
 * The live bet delay per sport (docs/backoffice.md, "The trading desk"): an operator's seconds for a
 * sport, else the site's default. A live bet is held for the longest delay of its live legs' sports;
 * bet placement asks `delayFor` each time, so a change holds on every node at the next bet.
 */
export class LiveDelays {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly catalog: Pick<CatalogService, 'sports'>,
    private readonly defaultS: number,
  ) {}

  async list(): Promise<LiveDelayList> {
    const rows = await this.db.selectFrom('sport_live_delays').select(['sport_id', 'seconds']).execute();
    const set = new Map(rows.map((r) => [r.sport_id, r.seconds]));
    return {
      default_seconds: this.defaultS,
      list: this.catalog.sports().map((sport) => ({
        sport_id: sport.id,
        sport: sport.names.en ?? sport.slug,
        seconds: set.get(sport.id) ?? this.defaultS,
        overridden: set.has(sport.id),
      })),
    };
  }

  /** The seconds a live bet with legs of these sports waits: the longest of theirs. */
  async delayFor(sportIds: readonly number[]): Promise<number> {
    if (sportIds.length === 0) return this.defaultS;
    const rows = await this.db
      .selectFrom('sport_live_delays')
      .select(['sport_id', 'seconds'])
      .where('sport_id', 'in', [...new Set(sportIds)])
      .execute();
    const set = new Map(rows.map((r) => [r.sport_id, r.seconds]));
    return Math.max(...sportIds.map((id) => set.get(id) ?? this.defaultS));
  }

  async set(
    actor: OperatorPrincipal,
    sportId: number,
    change: { seconds: number | null; reason: string },
    ip: string,
  ): Promise<LiveDelayList> {
    if (!this.catalog.sports().some((s) => s.id === sportId)) throw notFound('No such sport.');
    const by = { actor, ip, reason: change.reason, now: new Date(this.now()) };
    await setTradingSetting(this.db, 'sport_live_delays', sportId, change.seconds, `sport:${sportId}`, by);
    return this.list();
  }
}
