import type { ManualResult, marketSettlementSchema } from '@meridian/contract/market-settlement';
import type { z } from 'zod';
import type { SettlementRow } from './manual.repository.js';

/** An operator's settlement of a market as the back office reads it. */
export function presentSettlement(row: SettlementRow): z.input<typeof marketSettlementSchema> {
  return {
    id: Number(row.id),
    event_id: row.match_id,
    market_id: row.market_id,
    kind: row.kind,
    results: Object.entries(row.results).map(([id, result]) => ({
      outcome_id: Number(id),
      result: result as ManualResult,
    })),
    reason: row.reason,
    operator_id: Number(row.operator_id),
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    bets_total: row.bets_total,
    bets_done: row.bets_done,
  };
}
