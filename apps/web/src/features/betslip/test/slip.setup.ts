import type { Bet, LoadedSelection } from '@meridian/contract/bets';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { type BetSlipItem, selectionKey, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
import { buildBet } from '../../../test/bet.factory';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { lazyScreenWait } from '../../../test/render-app';

/**
 * Gives every test of the file a fake realtime link, no popups or notifications left over, and after
 * it signs out and empties the slip.
 */
export function setUpSlipTests(): void {
  beforeEach(() => {
    installFakeRealtime();
    usePopupStore.setState({ stack: [] });
    useNotificationStore.setState({ notifications: [] });
  });

  afterEach(() => {
    useAuthStore.getState().setTokens(null);
    useBetSlipStore.setState({
      items: [],
      builder: null,
      amount: '',
      freeBets: { accountId: null, list: [] },
      freeBet: null,
      system: null,
      acceptOddSetting: 'accept_any',
      fastBets: null,
    });
  });
}

/** A pre-match selection of match `matchId` in the slip; override what a test needs. */
export function slipItem(
  matchId: number,
  outcomeId: number,
  odds: number,
  overrides: Partial<BetSlipItem> = {},
): BetSlipItem {
  return {
    key: selectionKey(matchId, outcomeId),
    matchId,
    matchName: `Home ${matchId} - Away ${matchId}`,
    sportId: 1,
    tournamentId: 10,
    tournamentName: 'Premier Division',
    image: '',
    marketId: matchId * 10,
    marketName: 'Match Result',
    id: outcomeId,
    name: `Pick ${outcomeId}`,
    partId: 1,
    partName: 'Full time',
    odds,
    isLive: false,
    isBlocked: false,
    isDeleted: false,
    updatedSlip: null,
    ...overrides,
  };
}

/** The server's current state of a slip item, `/bets/update` style, named as the item is; override what changed. */
export function selectionOf(item: BetSlipItem, overrides: Partial<LoadedSelection> = {}): LoadedSelection {
  return {
    id: item.matchId,
    market_id: item.marketId,
    outcome_id: item.id,
    odds: item.odds,
    is_live: item.isLive,
    is_blocked: false,
    name: item.matchName,
    sport_id: item.sportId,
    tournament: { id: item.tournamentId, name: item.tournamentName, image: item.image },
    event_part_id: item.partId ?? 0,
    event_part_name: item.partName,
    market_name: item.marketName,
    outcome_name: item.name,
    ...overrides,
  };
}

export function slipRegion(): HTMLElement {
  return screen.getByRole('region', { name: 'Bet Slip' });
}

/** The first wait on the desktop slip column: its code arrives after the layout's first paint. */
export function findSlipRegion(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Bet Slip' }, lazyScreenWait);
}

/** An open single of 10.00 (id 501, wallet 41, paying 21.00 if it wins) with a cash-out offer of `amount`. */
export function offeredBet(amount: number, overrides: Partial<Bet> = {}): Bet {
  return buildBet({
    id: 501,
    account_id: 41,
    amount: 1000,
    possible_win: 2100,
    cash_out: { available: true, amount, reason: null },
    cashed_out: [],
    auto_cash_out: null,
    ...overrides,
  });
}

/** Opens the slip's Open bets tab and answers its first bet card. */
export async function openBetCard(): Promise<HTMLElement> {
  const region = await findSlipRegion();
  fireEvent.click(within(region).getByRole('tab', { name: 'Open bets' }));
  return within(region).findByTestId('open-bet');
}
