import { GIFT_TYPE } from '@meridian/contract/bonuses';
import { describe, expect, it } from 'vitest';
import { buildWallet } from '../../../shared/wallets/wallets.test-data';
import { buildGift } from '../test/bonuses.factory';
import { conditionTexts } from './conditions';
import { canActivate, isSpinning, playingBonuses } from './gifts';

const spins = (overrides: Parameters<typeof buildGift>[0]) =>
  buildGift({
    type_id: GIFT_TYPE.freeSpins,
    spins: 10,
    spins_total: 10,
    bet: 20,
    games: ['sunken-treasure'],
    provider: 'meridian',
    balance: 0,
    bonus_amount: 0,
    wagering_amount: 0,
    ...overrides,
  });

describe('free spins among the bonuses', () => {
  const casinoWallet = buildWallet({ id: 7, name: 'EUR', currency_id: 1, is_bonus_casino: true, balance: 140 });

  it('are no bonus balance while spins are left, and become one once their winnings are wagered', () => {
    const spinning = spins({ id: 1, status: 'active', spins: 4, bonus_amount: 140 });
    expect(isSpinning(spinning)).toBe(true);
    expect(playingBonuses([spinning], [casinoWallet]).filter((bonus) => bonus.gift)).toEqual([]);

    const wagering = spins({ id: 2, status: 'wagering', spins: 0, bonus_amount: 140, wagering_amount: 2800 });
    expect(isSpinning(wagering)).toBe(false);
    expect(playingBonuses([wagering], [casinoWallet])).toEqual([
      { key: 'gift-2', gift: wagering, wallet: casinoWallet, balance: 140, currencyId: 1 },
    ]);
  });

  it('start by hand only once all are played and their winnings wait for another casino bonus to end', () => {
    expect(canActivate(spins({ id: 3, status: 'available' }))).toBe(false);
    expect(canActivate(spins({ id: 4, status: 'available', spins: 0, bonus_amount: 300 }))).toBe(true);
  });

  it('name the one game their wagering counts on', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`;
    const gift = spins({ id: 5, status: 'wagering' });
    expect(conditionTexts(gift, t as never, 'Sunken Treasure')).toEqual([
      'bonuses.condition.oneGame {"game":"Sunken Treasure"}',
    ]);
    expect(conditionTexts({ ...gift, games: null }, t as never)).toEqual(['bonuses.condition.casinoOnly {}']);
  });
});
