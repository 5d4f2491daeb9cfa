import type { Bet } from '@meridian/contract/bets';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildBet } from '../../test/bet.factory';
import { applyPushedOffers } from './live-cash-out';

const offered = (id: number, amount: number, overrides: Partial<Bet> = {}) =>
  buildBet({ id, status: 1, cash_out: { available: true, amount, reason: null }, ...overrides });

describe('applyPushedOffers', () => {
  it('puts a pushed offer into every cached copy of the bet: lists, pages and the coupon', () => {
    const client = new QueryClient();
    client.setQueryData(['bets', 'open', 41], [offered(1, 900), offered(2, 500)]);
    client.setQueryData(['bets', 'history', 'list', {}, 'en'], {
      pages: [[offered(1, 900)], [offered(3, 100)]],
      pageParams: [undefined, 1],
    });
    client.setQueryData(['bets', 'history', 'bet', 1, 'en'], offered(1, 900));
    const untouched = client.getQueryData(['bets', 'open', 41]) as Bet[];

    applyPushedOffers(client, [{ bet_id: 1, cash_out: { available: false, amount: null, reason: 'suspended' } }]);

    const open = client.getQueryData<Bet[]>(['bets', 'open', 41]);
    expect(open?.[0]?.cash_out).toEqual({ available: false, amount: null, reason: 'suspended' });
    expect(open?.[1]).toBe(untouched[1]);
    const pages = client.getQueryData<{ pages: Bet[][] }>(['bets', 'history', 'list', {}, 'en'])?.pages;
    expect(pages?.[0]?.[0]?.cash_out.reason).toBe('suspended');
    expect(pages?.[1]?.[0]?.cash_out.amount).toBe(100);
    expect(client.getQueryData<Bet>(['bets', 'history', 'bet', 1, 'en'])?.cash_out.reason).toBe('suspended');
  });

  it('leaves a bet the cache holds as decided, and data that holds no bets, as they are', () => {
    const client = new QueryClient();
    const settled = offered(1, 900, { status: 2, cash_out: { available: false, amount: null, reason: 'decided' } });
    client.setQueryData(['bets', 'open', 41], [settled]);
    const builder = [{ id: 1, odds: 2500 }];
    client.setQueryData(['bets', 'builder', 'x'], builder);
    applyPushedOffers(client, [{ bet_id: 1, cash_out: { available: true, amount: 1000, reason: null } }]);
    expect(client.getQueryData<Bet[]>(['bets', 'open', 41])?.[0]).toBe(settled);
    expect(client.getQueryData(['bets', 'builder', 'x'])).toBe(builder);
  });
});
