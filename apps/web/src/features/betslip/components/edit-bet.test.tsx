import type { Bet, EditBetResult } from '@meridian/contract/bets';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { buildBet, buildLeg, buildWallet } from '../../../test/bet.factory';
import { envelope } from '../../../test/fetch-stub';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, openBetCard, setUpSlipTests, slipItem } from '../test/slip.setup';

configure({ asyncUtilTimeout: 10_000 });

const wallet = buildWallet();
const later = () => Math.floor(Date.now() / 1000) + 3600;

/** An open accumulator of 10.00 on two matches at 2.00 each (id 701), offered 15.20 to cash out. */
function accumulator(overrides: Partial<Bet> = {}): Bet {
  return buildBet({
    id: 701,
    account_id: wallet.id,
    type: 2,
    amount: 1000,
    odds: 4000,
    possible_win: 4000,
    events: [
      buildLeg({ id: 11, market_id: 110, outcome_id: 1, odds: 2000, name: 'Alpha - Beta', start_time: later() }),
      buildLeg({ id: 12, market_id: 120, outcome_id: 1, odds: 2000, name: 'Gamma - Delta', start_time: later() }),
    ],
    cash_out: { available: true, amount: 1520, reason: null },
    ...overrides,
  });
}

/** A `/bets/edit` route answering `answer` and keeping each request body. */
function editRoute(answer: (body: Record<string, unknown>) => Omit<EditBetResult, 'bet' | 'events'>) {
  const bodies: Record<string, unknown>[] = [];
  const route = (_url: URL, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    bodies.push(body);
    return envelope({ ...answer(body), bet: accumulator(), events: [] });
  };
  return { bodies, route };
}

setUpSlipTests();

describe('edit bet in the open bets', { timeout: 30_000 }, () => {
  it('removes a leg, adds one from the slip and places the new bet with the cash-out value as its stake', async () => {
    useBetSlipStore.setState({ items: [slipItem(13, 3, 2500, { matchName: 'Epsilon - Zeta', name: 'Zeta' })] });
    let open = [accumulator()];
    const newBet = buildBet({ id: 702, type: 2, amount: 1520, odds: 5000, edited_from: 701 });
    const { bodies, route } = editRoute(() => ({
      status: 'done',
      amount: 1520,
      reason: null,
      error: null,
      new_bet: newBet,
    }));
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': () => envelope({ list: open }),
      '/bets/edit': (url, init) => {
        open = [newBet];
        return route(url, init);
      },
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bet No. 701' });
    expect(within(dialog).getAllByTestId('edit-bet-leg')).toHaveLength(2);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm edit' }) as HTMLButtonElement;
    // Nothing changed yet: there is nothing to confirm.
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('Add, remove or swap a selection to edit the bet.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Gamma - Delta, Rovers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Epsilon - Zeta, Zeta' }));
    const totals = within(dialog).getByText('New stake (cash-out value)').closest('dl') as HTMLElement;
    expect(within(totals).getByText('15.20')).toBeTruthy();
    expect(within(totals).getByText('5.00')).toBeTruthy();
    expect(within(totals).getByText('76.00')).toBeTruthy();
    // The removed leg can be taken back.
    expect(within(dialog).getByRole('button', { name: 'Add Gamma - Delta, Rovers' })).toBeTruthy();

    fireEvent.click(confirm);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      bet_id: 701,
      amount_seen: 1520,
      check_odds: 2,
      events: [
        { id: 11, market_id: 110, outcome_id: 1, odds: 2000 },
        { id: 13, market_id: 130, outcome_id: 3, odds: 2500 },
      ],
    });
    expect(String(bodies[0]?.request_id)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Bet edited: new bet No. 702')).toBeTruthy();
    // The list refreshes: the new bet in place of the edited one.
    const region = await findSlipRegion();
    await waitFor(() => expect(within(region).getByText('Bet #702')).toBeTruthy());
    expect(within(region).queryByText('Bet #701')).toBeNull();
  });

  it('says why in words when the edit is refused, and keeps the dialog open', async () => {
    const { bodies, route } = editRoute(() => ({
      status: 'unavailable',
      amount: null,
      reason: 'started',
      error: 'This bet can no longer be edited: a match has started',
      new_bet: null,
    }));
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': {
        list: [
          accumulator({
            events: [
              ...accumulator().events,
              buildLeg({ id: 14, market_id: 140, outcome_id: 2, odds: 1500, name: 'Eta - Theta', start_time: later() }),
            ],
          }),
        ],
      },
      '/bets/edit': route,
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bet No. 701' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Eta - Theta, Rovers' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm edit' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'This bet can no longer be edited: a match has started',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('keeps focus in the dialog and closes it with Escape', async () => {
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [accumulator()] },
    });
    const card = await openBetCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Edit bet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bet No. 701' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no edit for a single, a bet with a started match or one cashed out in part', async () => {
    const started = accumulator({ id: 703 });
    started.events = started.events.map((leg, i) => (i === 0 ? { ...leg, start_time: 1_000 } : leg));
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': {
        list: [
          buildBet({ id: 704, account_id: wallet.id, cash_out: { available: true, amount: 900, reason: null } }),
          started,
          accumulator({ id: 705, cashed_out: [{ amount: 300, at: 1, stake_part: 200 }] }),
        ],
      },
    });
    const region = await findSlipRegion();
    fireEvent.click(within(region).getByRole('tab', { name: 'Open bets' }));
    await waitFor(() => expect(within(region).getAllByTestId('open-bet')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Edit bet' })).toBeNull();
  });
});
