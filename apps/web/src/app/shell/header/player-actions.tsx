import { BonusDropdown } from '../../../features/bonuses/components/bonus-dropdown';
import { WalletSelector } from '../../../features/wallets/components/wallet-selector';
import { FavoritesLink } from './favorites-link';

// The signed-in player's header parts that read wallets or favorites, loaded once a player is known;
// the deposit link and log out stay in the header itself.
export { HeaderBalance as PlayerBalance } from '../../../shared/wallets/wallet-balance';
export { ProfileDropdown as PlayerMenu } from './profile-dropdown';

/** The desktop header's favorites star, wallet selector and, with bonus money in play, the bonus dropdown. */
export function PlayerWallet() {
  return (
    <>
      <FavoritesLink />
      <WalletSelector />
      <BonusDropdown />
    </>
  );
}
