import type { GiftStatus, GiftStatusItem } from '@meridian/contract/bonuses';
import type { PlayerGift } from '../api/get-gifts';

/** A gift as `GET /user/gifts` lists it: a playing €50 sports bonus unless overridden. */
export function buildGift(overrides: Partial<PlayerGift> & Pick<PlayerGift, 'id'>): PlayerGift {
  return {
    name: `Bonus ${overrides.id}`,
    code: null,
    type_id: 1,
    status: 'active',
    expired_at: 1_900_000_000,
    is_cancellable: true,
    currency_id: 1,
    balance: 5000,
    bonus_amount: 5000,
    bet_amount: 0,
    wagering_amount: 25000,
    games: null,
    spins: null,
    spins_total: null,
    provider: null,
    bet: null,
    bet_type_id: null,
    min_events: null,
    min_odds: null,
    ...overrides,
  };
}

const NAMES: Record<GiftStatus, string> = {
  available: 'Available',
  active: 'Active',
  wagering: 'Wagering',
  completed: 'Completed',
  spent: 'Used up',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The status chips as the server lists them, with distinct colours per theme. */
export const giftStatuses: GiftStatusItem[] = (Object.keys(NAMES) as GiftStatus[]).map((code, index) => ({
  code,
  name: NAMES[code],
  colors: {
    dark: { text: `#d0d0d${index}`, background: `#10101${index}` },
    light: { text: `#20202${index}`, background: `#f0f0f${index}` },
  },
}));
