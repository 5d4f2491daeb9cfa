import type { holdSchema, tradingEventSchema, tradingEventSummarySchema } from '@meridian/contract/trading';
import type { z } from 'zod';
import type { StoredMatchRow } from '../../db/stored-matches.query.js';
import { amountToJson } from '../ledger/ledger.amounts.js';
import { figuresKey, type OutcomeFigures } from './trading.liability.js';
import type { HoldRecord, listMarkets } from './trading.repository.js';

type MarketRow = Awaited<ReturnType<typeof listMarkets>>[number];
type Summary = z.input<typeof tradingEventSummarySchema>;

export function presentSummary(row: StoredMatchRow, held: boolean): Summary {
  return {
    id: row.id,
    sport_id: row.sport_id,
    tournament: { id: row.tournament_id, name: row.tournament_name },
    home: row.home_name,
    away: row.away_name,
    start_time: Number(row.start_time),
    status: row.status,
    suspended_by_operator: held,
  };
}

export function presentHold(row: HoldRecord): z.input<typeof holdSchema> {
  return {
    market_id: row.market_id === 0 ? null : row.market_id,
    outcome_id: row.outcome_id === 0 ? null : row.outcome_id,
    reason: row.reason,
    operator_id: row.operator_id === null ? null : Number(row.operator_id),
    created_at: row.created_at.toISOString(),
  };
}

/** The event as the trading desk sees it: the feed's word and the operator's apart, and the book's figures. */
export function presentEvent(
  row: StoredMatchRow,
  markets: MarketRow[],
  holds: HoldRecord[],
  figures: OutcomeFigures,
  currencies: ReadonlyArray<{ id: number; code: string; scale: number }>,
  limits: ReadonlyArray<{ market_id: number; currency_id: number; currency: string; scale: number; amount: bigint }>,
): z.input<typeof tradingEventSchema> {
  const currencyOf = new Map(currencies.map((c) => [c.id, c]));
  const eventHeld = holds.some((h) => h.market_id === 0);
  const held = (marketId: number, outcomeId = 0) =>
    holds.some((h) => h.market_id === marketId && h.outcome_id === outcomeId);
  return {
    ...presentSummary(row, eventHeld),
    holds: holds.map(presentHold),
    currencies: currencies.map((c) => ({ currency_id: c.id, currency: c.code, scale: c.scale })),
    markets: markets.map((market) => {
      const marketHeld = held(market.id);
      const status = market.status === 'active' && (eventHeld || marketHeld) ? 'suspended' : market.status;
      return {
        id: market.id,
        type_id: market.type_id,
        part_id: market.part_id,
        line: market.line,
        name: market.name,
        feed_status: market.status,
        suspended_by_operator: marketHeld,
        limits: limits
          .filter((l) => l.market_id === market.id)
          .map((l) => ({
            currency_id: l.currency_id,
            currency: l.currency,
            scale: l.scale,
            amount: amountToJson(l.amount),
          })),
        status,
        outcomes: market.outcomes.map((outcome) => {
          const outcomeHeld = held(market.id, outcome.id);
          return {
            id: outcome.id,
            name: outcome.name,
            odds: outcome.odds,
            feed_active: outcome.active,
            suspended_by_operator: outcomeHeld,
            open: status === 'active' && outcome.active && !outcomeHeld,
            figures: [...(figures.get(figuresKey(market.id, outcome.id)) ?? new Map())].map(([currencyId, f]) => ({
              currency_id: currencyId,
              currency: currencyOf.get(currencyId)?.code ?? '',
              scale: currencyOf.get(currencyId)?.scale ?? 2,
              bets: f.bets,
              stakes: amountToJson(f.stakes),
              liability: amountToJson(f.liability),
            })),
          };
        }),
      };
    }),
  };
}
