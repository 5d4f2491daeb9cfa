import type { Bet } from '@meridian/contract/bets';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dictionariesQueryOptions } from '../../../shared/api/get-dictionaries';
import { buildWallet, usd } from '../../../test/bet.factory';
import { type FakeSocket, installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { emptyDictionaries, renderApp } from '../../../test/render-app';
import { renderSignedIn, signInForTest } from '../../../test/signed-in';
import { offeredBet, openBetCard, setUpSlipTests } from '../test/slip.setup';

configure({ asyncUtilTimeout: 10_000 });

const wallet = buildWallet();

setUpSlipTests();

/** The player's channel on the fake socket, once the app has asked for it. */
async function userChannel(realtime: ReturnType<typeof installFakeRealtime>): Promise<FakeSocket> {
  await waitFor(() => expect(realtime.sockets).not.toHaveLength(0));
  const socket = realtime.open();
  act(() => socket.receive({ type: 'authenticated', user_id: 7 }));
  return socket;
}

function pushOffer(socket: FakeSocket, betId: number, cashOut: Bet['cash_out']) {
  act(() =>
    socket.receive({
      type: 'update',
      channel: 'user',
      data: { kind: 'cash_out', offers: [{ bet_id: betId, cash_out: cashOut }] },
    }),
  );
}

/** The coupon page of a bet, as a phone opens it from the history. */
function renderCoupon(bet: Bet) {
  signInForTest();
  stubFetch({ '/user/balance': { list: [wallet] }, '/bets/history': { list: [bet] } });
  const rendered = renderApp(`/profile/history/${bet.id}`, { formFactor: 'mobile' });
  rendered.queryClient.setQueryData(dictionariesQueryOptions().queryKey, { ...emptyDictionaries, currencies: [usd] });
  return screen.findByRole('article', { name: `Bet No. ${bet.id}` }, { timeout: 15_000 });
}

function historyCalls(fetchMock: { mock: { calls: unknown[][] } }): number {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes('/bets/history')).length;
}

describe('cash-out offers pushed on the player’s channel', { timeout: 30_000 }, () => {
  it('shows a pushed offer on the open bet at once, and a suspension, without reading the bets again', async () => {
    const realtime = installFakeRealtime();
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': { list: [offeredBet(1520)] },
    });
    const card = await openBetCard();
    expect(within(card).getByRole('button', { name: 'Cash out 15.20' })).toBeTruthy();
    const socket = await userChannel(realtime);
    const reads = historyCalls(fetchMock);

    pushOffer(socket, 501, { available: true, amount: 1610, reason: null });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Cash out 16.10' })).toBeTruthy());

    // The part chosen is priced from the new offer too.
    fireEvent.click(within(card).getByRole('button', { name: 'Part' }));
    fireEvent.change(within(card).getByRole('slider', { name: 'Share of the stake to cash out' }), {
      target: { value: '50' },
    });
    expect(within(card).getByText('50 % of the stake (5.00) pays 8.05')).toBeTruthy();

    pushOffer(socket, 501, { available: false, amount: null, reason: 'suspended' });
    const suspended = await within(card).findByRole('button', { name: 'Cash-out suspended' });
    expect((suspended as HTMLButtonElement).disabled).toBe(true);

    pushOffer(socket, 501, { available: true, amount: 1490, reason: null });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Cash out 7.45' })).toBeTruthy());
    // Another player's bet id, or one this list does not hold, changes nothing here.
    pushOffer(socket, 999, { available: true, amount: 1, reason: null });
    expect(within(card).getByRole('button', { name: 'Cash out 7.45' })).toBeTruthy();
    expect(historyCalls(fetchMock)).toBe(reads);
  });

  it('reads the open bets again when the channel opens anew, since pushes were missed meanwhile', async () => {
    const realtime = installFakeRealtime();
    let offer = 1520;
    const { fetchMock } = renderSignedIn('/promotions', {
      '/user/balance': { list: [wallet] },
      '/bets/history': () => envelope({ list: [offeredBet(offer)] }),
    });
    const card = await openBetCard();
    const socket = await userChannel(realtime);
    const reads = historyCalls(fetchMock);
    offer = 1700;
    act(() => socket.receive({ type: 'snapshot', channel: 'user', data: { list: [wallet] } }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Cash out 17.00' })).toBeTruthy());
    expect(historyCalls(fetchMock)).toBeGreaterThan(reads);
  });

  it('shows the offer on the coupon of an open bet and follows it live', async () => {
    const realtime = installFakeRealtime();
    const coupon = await renderCoupon(offeredBet(1520));
    const value = within(coupon).getByTestId('coupon-cash-out');
    expect(value.textContent).toContain('Cash-out value');
    expect(value.textContent).toContain('15.20');
    const socket = await userChannel(realtime);
    pushOffer(socket, 501, { available: true, amount: 1610, reason: null });
    await waitFor(() => expect(within(coupon).getByTestId('coupon-cash-out').textContent).toContain('16.10'));
    pushOffer(socket, 501, { available: false, amount: null, reason: 'suspended' });
    await waitFor(() => expect(within(coupon).getByTestId('coupon-cash-out').textContent).toContain('Suspended'));
  });

  it('shows no cash-out line on the coupon of a decided bet', async () => {
    const coupon = await renderCoupon(
      offeredBet(1520, { status: 2, cash_out: { available: false, amount: null, reason: 'decided' } }),
    );
    expect(within(coupon).queryByTestId('coupon-cash-out')).toBeNull();
  });
});
