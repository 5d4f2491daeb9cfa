import type { LoadedSelection } from '@meridian/contract/bets';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { buildWallet } from '../../../test/bet.factory';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { renderSignedIn } from '../../../test/signed-in';
import { findSlipRegion, setUpSlipTests, slipItem, slipRegion } from '../test/slip.setup';

configure({ asyncUtilTimeout: 10_000 });

const wallet = buildWallet();

function loaded(matchId: number, outcomeId: number): LoadedSelection {
  return {
    id: matchId,
    outcome_id: outcomeId,
    outcome_name: `Shared ${outcomeId}`,
    sport_id: 1,
    odds: 2250,
    name: `Shared match ${matchId}`,
    tournament: { id: 10, name: 'Premier Division', image: '' },
    event_part_id: 1,
    event_part_name: 'Full time',
    is_live: false,
    is_blocked: false,
    market_id: matchId * 10,
    market_name: 'Match Result',
  };
}

const quietUpdate = { amount_max: 50_000, free_bets: [], events: [] };

setUpSlipTests();

describe('ShareBetSlip', { timeout: 30_000 }, () => {
  it('saves the selections and shows the code to copy', async () => {
    const item = slipItem(1, 11, 1850);
    useBetSlipStore.setState({ items: [item] });
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': { ...quietUpdate, events: [] },
      '/bets/save': { coupon_code: 'K7M2Q9XP', error: null },
    });
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Share bet slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Bet Slip' });
    expect((await within(dialog).findByLabelText('Bet slip code')).textContent).toBe('K7M2Q9XP');
    expect(within(dialog).getByRole('button', { name: 'Copy code' })).toBeTruthy();
    const save = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/bets/save'));
    expect(JSON.parse(String((save?.[1] as RequestInit | undefined)?.body))).toEqual({
      events: [{ id: 1, is_live: false, market_id: 10, outcome_id: 11, odds: 1850 }],
    });
  });

  it('shows the error of the answer as a notification', async () => {
    useBetSlipStore.setState({ items: [slipItem(1, 11, 1850)] });
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': quietUpdate,
      '/bets/save': { coupon_code: null, error: 'Event was deleted' },
    });
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Share bet slip' }));
    expect(await screen.findByText('Event was deleted', { selector: '[aria-live] *' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Bet Slip' })).toBeNull());
  });
});

describe('LoadBetSlip', { timeout: 30_000 }, () => {
  it('needs a code, then replaces the slip with the loaded selections', async () => {
    useBetSlipStore.setState({ items: [slipItem(9, 99, 1500)] });
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': quietUpdate,
      '/bets/load': (url) =>
        url.searchParams.get('coupon_code') === 'K7M2Q9XP'
          ? envelope({ events: [loaded(1, 11), loaded(2, 21)], error: null })
          : undefined,
    });
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Load bet slip by code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load Bet Slip' });
    const load = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Load' });
    expect(load.disabled).toBe(true);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Bet slip code' }), { target: { value: '  ' } });
    expect(load.disabled).toBe(true);
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Bet slip code' }), { target: { value: 'K7M2Q9XP' } });
    fireEvent.click(load);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Load Bet Slip' })).toBeNull());
    expect(useBetSlipStore.getState().items.map((item) => [item.key, item.name, item.odds])).toEqual([
      ['1_11', 'Shared 11', 2250],
      ['2_21', 'Shared 21', 2250],
    ]);
    expect(within(slipRegion()).getByText('Shared match 2')).toBeTruthy();
    expect(await screen.findByText('2 selections loaded')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/bets/load?coupon_code=K7M2Q9XP'))).toBe(
      true,
    );
  });

  it('lets a visitor load a shared slip and asks for the login only to place it', async () => {
    useBetSlipStore.setState({ items: [] });
    const fetchMock = stubFetch({
      '/bets/update': quietUpdate,
      '/bets/load': (url) =>
        url.searchParams.get('coupon_code') === 'K7M2Q9XP'
          ? envelope({ events: [loaded(1, 11)], error: null })
          : undefined,
    });
    renderApp('/promotions');
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Load bet slip by code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load Bet Slip' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Bet slip code' }), { target: { value: 'K7M2Q9XP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Load Bet Slip' })).toBeNull());
    expect(within(slipRegion()).getByText('Shared match 1')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log In' })).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/bets/load?coupon_code=K7M2Q9XP'))).toBe(
      true,
    );
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Log In to Place a Bet' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeTruthy();
  });

  it('shows Code is expired as a notification and keeps the slip', async () => {
    const item = slipItem(9, 99, 1500);
    useBetSlipStore.setState({ items: [item] });
    renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/update': quietUpdate,
      '/bets/load': { events: [], error: 'Code is expired' },
    });
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Load bet slip by code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Load Bet Slip' });
    fireEvent.input(within(dialog).getByRole('textbox', { name: 'Bet slip code' }), { target: { value: 'OLDCODE2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Load' }));
    expect(await screen.findByText('Code is expired')).toBeTruthy();
    expect(useBetSlipStore.getState().items.map((current) => current.key)).toEqual(['9_99']);
    expect(screen.getByRole('dialog', { name: 'Load Bet Slip' })).toBeTruthy();
  });
});

describe('BetSlipSettings', { timeout: 30_000 }, () => {
  it('saves the odds-change preference and quick stakes, refusing an empty or zero amount', async () => {
    renderSignedIn('/promotions', { '/user/balance': { list: [wallet] } });
    await findSlipRegion();
    fireEvent.click(within(slipRegion()).getByRole('button', { name: 'Bet slip settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bet Slip Settings' });
    const group = within(dialog).getByRole('group', { name: 'When the odds change' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'Accept any change' }).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'Always ask' }));

    const first = within(dialog).getByRole('textbox', { name: 'Quick stake 1' });
    expect(first).toHaveProperty('value', '5');
    const save = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Save' });
    fireEvent.input(first, { target: { value: '' } });
    expect(save.disabled).toBe(true);
    fireEvent.input(first, { target: { value: '0' } });
    expect(save.disabled).toBe(true);
    fireEvent.input(first, { target: { value: '2x.5.5' } });
    expect(first).toHaveProperty('value', '2.55');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bet Slip Settings' })).toBeNull());
    expect(useBetSlipStore.getState()).toMatchObject({ acceptOddSetting: 'always_ask', fastBets: [255, 1000, 5000] });
  });
});
