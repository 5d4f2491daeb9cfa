import { GIFT_TYPE, type GiftStatus, PLAYING_GIFT_STATUSES } from '@meridian/contract/bonuses';
import type { MinorAmount } from '@meridian/contract/money';
import { isBonusWallet, type PlayerWallet } from '../../../shared/wallets/get-wallets';
import type { PlayerGift } from '../api/get-gifts';

/** A gift whose bonus is in play: its money sits in a bonus balance, its wagering counts. */
export const PLAYING_STATUSES = PLAYING_GIFT_STATUSES;
/** A gift still open: it can be started, or it plays; its expiry counts down. */
export const OPEN_STATUSES: readonly GiftStatus[] = ['available', 'active', 'wagering'];

export const isPlaying = (gift: PlayerGift) => PLAYING_STATUSES.includes(gift.status);
export const isOpen = (gift: PlayerGift) => OPEN_STATUSES.includes(gift.status);

/**
 * Sports and casino bonuses start by hand when none of their kind plays, and so do free spins' winnings
 * that waited for one to end; free bets, and free spins still to play, do not.
 */
export const canActivate = (gift: PlayerGift) =>
  gift.status === 'available' &&
  (gift.type_id === GIFT_TYPE.sport ||
    gift.type_id === GIFT_TYPE.casino ||
    (gift.type_id === GIFT_TYPE.freeSpins && gift.spins === 0));

/** Free spins still to be played (their winnings are not a bonus balance yet). */
export const isSpinning = (gift: PlayerGift) =>
  gift.type_id === GIFT_TYPE.freeSpins && gift.status !== 'wagering' && (gift.spins ?? 0) > 0;

/** Whether a bonus wallet is where a gift's bonus money plays (one per kind and currency). */
export function playsIn(gift: PlayerGift, wallet: PlayerWallet): boolean {
  if (wallet.currency_id !== gift.currency_id) return false;
  if (gift.type_id === GIFT_TYPE.sport) return wallet.is_bonus_sport;
  if (gift.type_id === GIFT_TYPE.casino || gift.type_id === GIFT_TYPE.freeSpins) return wallet.is_bonus_casino;
  return false;
}

/** A bonus balance on the bonuses page and in the header: a playing gift and the wallet it plays in. */
export interface PlayingBonus {
  key: string;
  gift: PlayerGift | null;
  wallet: PlayerWallet | null;
  /** The wallet's balance when there is one (kept current by the socket), else the gift's. */
  balance: MinorAmount;
  currencyId: number;
}

/**
 * The bonuses in play: each playing gift with its bonus wallet, then any bonus wallet still holding
 * money that no playing gift accounts for (winnings of a bet placed before its bonus ended, say).
 */
export function playingBonuses(
  gifts: readonly PlayerGift[] | undefined,
  wallets: readonly PlayerWallet[] | undefined,
): PlayingBonus[] {
  const bonusWallets = wallets?.filter(isBonusWallet) ?? [];
  const used = new Set<number>();
  const bonuses: PlayingBonus[] = [];
  for (const gift of gifts ?? []) {
    // Free spins become a bonus balance once all are played and their winnings are wagered.
    if (!isPlaying(gift) || (gift.type_id === GIFT_TYPE.freeSpins && gift.status !== 'wagering')) continue;
    const wallet = bonusWallets.find((item) => !used.has(item.id) && playsIn(gift, item)) ?? null;
    if (wallet) used.add(wallet.id);
    bonuses.push({
      key: `gift-${gift.id}`,
      gift,
      wallet,
      balance: wallet?.balance ?? gift.balance,
      currencyId: gift.currency_id,
    });
  }
  for (const wallet of bonusWallets) {
    if (used.has(wallet.id) || !(wallet.balance > 0)) continue;
    bonuses.push({
      key: `wallet-${wallet.id}`,
      gift: null,
      wallet,
      balance: wallet.balance,
      currencyId: wallet.currency_id,
    });
  }
  return bonuses;
}
