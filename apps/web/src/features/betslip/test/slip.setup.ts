import { screen } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { type BetSlipItem, selectionKey, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useNotificationStore } from '../../../shared/notifications/notification.store';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useAuthStore } from '../../../shared/session/auth.store';
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
      amount: '',
      freeBets: { accountId: null, list: [] },
      freeBet: null,
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

export function slipRegion(): HTMLElement {
  return screen.getByRole('region', { name: 'Bet Slip' });
}

/** The first wait on the desktop slip column: its code arrives after the layout's first paint. */
export function findSlipRegion(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Bet Slip' }, lazyScreenWait);
}
