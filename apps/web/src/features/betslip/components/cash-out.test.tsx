import type { Bet, CashOutResult } from '@meridian/contract/bets';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWallet } from '../../../test/bet.factory';
import { envelope } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, offeredBet, openBetCard, setUpSlipTests } from '../test/slip.setup';
import { partValue, stakePartOf } from './cash-out';

configure({ asyncUtilTimeout: 10_000 });

const wallet = buildWallet();

/** A `/bets/cash-out` route answering `answers` in turn and keeping each request body. */
function cashOutRoute(answers: Omit<CashOutResult, 'bet'>[], bet: Bet) {
  const bodies: Record<string, unknown>[] = [];
  const route = (_url: URL, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const answer = answers[Math.min(bodies.length - 1, answers.length - 1)] as Omit<CashOutResult, 'bet'>;
    return envelope({ ...answer, bet });
  };
  return { bodies, route };
}

setUpSlipTests();

describe('cash-out in the open bets', { timeout: 30_000 }, () => {
  it('cashes a whole bet out at the amount shown, after a confirmation naming it', async () => {
    let open = [offeredBet(1520)];
    const { bodies, route } = cashOutRoute(
      [{ status: 'done', amount: 1520, wait_time: 0, error: null }],
      offeredBet(1520),
    );
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': () => envelope({ list: open }),
      '/bets/cash-out': (url, init) => {
        open = [];
        return route(url, init);
      },
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Cash out 15.20' }));
    expect(bodies).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm: cash out 15.20' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ bet_id: 501, amount_seen: 1520, check_odds: 2 });
    expect(bodies[0]).not.toHaveProperty('stake_part');
    expect(String(bodies[0]?.request_id)).toMatch(/^[0-9a-f-]{36}$/);
    const region = await findSlipRegion();
    await waitFor(() => expect(within(region).getByText('No open bets')).toBeTruthy());
  });

  it('cashes out a part of the stake: the share of the offer it pays is what is sent', async () => {
    const { bodies, route } = cashOutRoute(
      [{ status: 'done', amount: 456, wait_time: 0, error: null }],
      offeredBet(1520),
    );
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [offeredBet(1520)] },
      '/bets/cash-out': route,
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Part' }));
    const slider = within(card).getByRole('slider', { name: 'Share of the stake to cash out' });
    fireEvent.change(slider, { target: { value: '30' } });
    expect(within(card).getByText('30 % of the stake (3.00) pays 4.56')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cash out 4.56' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm: cash out 4.56' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ bet_id: 501, amount_seen: 456, stake_part: 300 });
  });

  it('shows a moved offer for a second confirmation, sent with a new request id', async () => {
    const { bodies, route } = cashOutRoute(
      [
        { status: 'changed', amount: 1490, wait_time: 0, error: 'The cash-out amount has changed' },
        { status: 'done', amount: 1490, wait_time: 0, error: null },
      ],
      offeredBet(1490),
    );
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [offeredBet(1520)] },
      '/bets/cash-out': route,
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Cash out 15.20' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm: cash out 15.20' }));
    expect(await within(card).findByText('The cash-out amount has changed to 14.90.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Confirm: cash out 14.90' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ amount_seen: 1490 });
    expect(bodies[1]?.request_id).not.toBe(bodies[0]?.request_id);
  });

  it('says why a bet has no offer when it is suspended or staked with bonus money', async () => {
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': {
        list: [
          offeredBet(0, { id: 1, cash_out: { available: false, amount: null, reason: 'suspended' } }),
          offeredBet(0, { id: 2, cash_out: { available: false, amount: null, reason: 'bonus' } }),
        ],
      },
    });
    const region = await findSlipRegion();
    fireEvent.click(within(region).getByRole('tab', { name: 'Open bets' }));
    const [suspended, bonus] = await within(region).findAllByTestId('open-bet');
    const button = within(suspended as HTMLElement).getByRole('button', { name: 'Cash-out suspended' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      within(bonus as HTMLElement).getByText('Bets with a free bet or bonus money cannot be cashed out.'),
    ).toBeTruthy();
  });

  it('lists the partial cash-outs already done', async () => {
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': {
        list: [offeredBet(1000, { amount: 700, cashed_out: [{ amount: 456, at: 1_750_000_000, stake_part: 300 }] })],
      },
    });
    const card = await openBetCard();
    expect(within(card).getByText('Cashed out 4.56 for 3.00 of the stake')).toBeTruthy();
  });
});

describe('partial cash-out figures', () => {
  it('pays the part’s share of the offer, rounded down', () => {
    expect(stakePartOf(1000, 30)).toBe(300);
    expect(partValue(1520, 300, 1000)).toBe(456);
    expect(partValue(999, 333, 1000)).toBe(332);
  });
});
