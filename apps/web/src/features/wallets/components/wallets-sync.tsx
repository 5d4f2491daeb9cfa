import { useWalletsSync } from '../hooks/use-wallets-sync';

/** Mounted once in the header of either layout: keeps the wallets and the player's socket channel current. */
export function WalletsSync() {
  useWalletsSync();
  return null;
}
