import { isBonusWallet, useActiveWallet } from '../../../shared/wallets/get-wallets';

/**
 * Whether the wallet in use (the one picked, else the default) is a sports or casino bonus wallet:
 * bonus money has no deposits or withdrawals, so the history shows its bets only (spec 001 §4).
 */
export function useBonusWalletActive(): boolean {
  const active = useActiveWallet();
  return active !== null && isBonusWallet(active);
}
