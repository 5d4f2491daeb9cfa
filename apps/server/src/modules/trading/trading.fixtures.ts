import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { adminCall } from '../../../test/operators.js';

type App = FastifyInstance;

export interface HoldBody {
  market_id?: number;
  outcome_id?: number;
  reason: string;
}

/** Suspends or resumes as the operator; answers the response. */
export function holdCall(app: App, token: string, action: 'suspend' | 'resume', matchId: number, body: HoldBody) {
  return adminCall(app, 'POST', `/events/${matchId}/${action}`, { token, body });
}

/** Suspends or resumes and expects it done. */
export async function hold(app: App, token: string, action: 'suspend' | 'resume', matchId: number, body: HoldBody) {
  const res = await holdCall(app, token, action, matchId, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as {
    holds: Array<{ market_id: number | null; outcome_id: number | null; reason: string }>;
  };
}

/** The event as the trading desk reads it. */
export async function tradingEvent(app: App, token: string, matchId: number) {
  const res = await adminCall(app, 'GET', `/events/${matchId}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as TradingEventView;
}

interface TradingEventView {
  suspended_by_operator: boolean;
  holds: unknown[];
  currencies: Array<{ currency_id: number; currency: string; scale: number }>;
  markets: Array<{
    id: number;
    feed_status: string;
    suspended_by_operator: boolean;
    status: string;
    limits: Array<{ currency_id: number; currency: string; scale: number; amount: number }>;
    outcomes: Array<{
      id: number;
      odds: number;
      feed_active: boolean;
      suspended_by_operator: boolean;
      open: boolean;
      figures: Array<{ currency: string; bets: number; stakes: number; liability: number }>;
    }>;
  }>;
}

export const marketOf = (event: TradingEventView, id: number) => {
  const market = event.markets.find((m) => m.id === id);
  if (!market) throw new Error(`no market ${id}`);
  return market;
};
