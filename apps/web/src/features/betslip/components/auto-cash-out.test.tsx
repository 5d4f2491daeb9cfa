import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWallet } from '../../../test/bet.factory';
import { envelope } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/signed-in';
import { offeredBet, openBetCard, setUpSlipTests } from '../test/slip.setup';
import { partPayout, suggestedTarget } from './auto-cash-out';

configure({ asyncUtilTimeout: 10_000 });

const wallet = buildWallet();

/** An `/bets/auto-cash-out` route keeping each call's method and body; `answer` says what it answers. */
function autoRoute(answer: (method: string, body: Record<string, unknown>) => Response) {
  const calls: { method: string; body: Record<string, unknown> }[] = [];
  const route = (_url: URL, init: RequestInit) => {
    const call = { method: String(init.method), body: JSON.parse(String(init.body)) };
    calls.push(call);
    return answer(call.method, call.body);
  };
  return { calls, route };
}

setUpSlipTests();

describe('auto cash-out in the open bets', { timeout: 30_000 }, () => {
  it('sets a rule for the whole bet at the amount typed, then shows it with a way to remove it', async () => {
    let bet = offeredBet(900);
    const { calls, route } = autoRoute((_method, body) => {
      bet = offeredBet(900, { auto_cash_out: { amount: Number(body.amount), stake_part: null } });
      return envelope(bet);
    });
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': () => envelope({ list: [bet] }),
      '/bets/auto-cash-out': route,
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Auto cash-out' }));
    const field = within(card).getByRole('textbox', { name: 'Cash out the whole bet automatically when it pays' });
    expect((field as HTMLInputElement).value).toBe('15');
    fireEvent.change(field, { target: { value: '18.5' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save auto cash-out' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ method: 'PUT', body: { bet_id: 501, amount: 1850 } });
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('Auto cash-out saved'));
    await waitFor(() => expect(within(card).getByText('Auto cash-out at 18.50')).toBeTruthy());
    expect(within(card).getByRole('button', { name: 'Remove auto cash-out at 18.50' })).toBeTruthy();
  });

  it('sets a rule for the part of the stake chosen for a partial cash-out', async () => {
    const { calls, route } = autoRoute(() => envelope(offeredBet(1520)));
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [offeredBet(1520)] },
      '/bets/auto-cash-out': route,
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Part' }));
    fireEvent.change(within(card).getByRole('slider', { name: 'Share of the stake to cash out' }), {
      target: { value: '30' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Auto cash-out' }));
    const field = within(card).getByRole('textbox', {
      name: 'Cash out 3.00 of the stake automatically when it pays',
    });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.submit(field);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ bet_id: 501, amount: 500, stake_part: 300 });
  });

  it('shows why the server refused the amount, next to the field', async () => {
    const { route } = autoRoute(() =>
      envelope(null, 422, 'ValidationError', 'The given data was invalid.', {
        amount: ['Above what the cash-out pays now (900).'],
      }),
    );
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [offeredBet(900)] },
      '/bets/auto-cash-out': route,
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Auto cash-out' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save auto cash-out' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toBe('Above what the cash-out pays now (900).');
    const field = within(card).getByRole('textbox');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('removes the rule a bet has', async () => {
    let bet = offeredBet(900, { auto_cash_out: { amount: 1500, stake_part: 400 } });
    const { calls, route } = autoRoute(() => {
      bet = offeredBet(900);
      return envelope(bet);
    });
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': () => envelope({ list: [bet] }),
      '/bets/auto-cash-out': route,
    });
    const card = await openBetCard();
    expect(within(card).getByText('Auto cash-out at 15.00 for 4.00 of the stake')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Remove auto cash-out at 15.00' }));
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', body: { bet_id: 501 } }]));
    await waitFor(() => expect(within(card).getByRole('status').textContent).toBe('Auto cash-out removed'));
    expect(within(card).getByRole('button', { name: 'Auto cash-out' })).toBeTruthy();
  });

  it('starts a new rule halfway from the offer to the payout', () => {
    expect(suggestedTarget(900, 2100)).toBe(1500);
    expect(suggestedTarget(2099, 2100)).toBe(2100);
    expect(partPayout(2100, 300, 1000)).toBe(630);
  });
});
