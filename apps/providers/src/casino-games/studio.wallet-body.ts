import { OperatorWallet } from '../shared/seamless-wallet.js';
import type { Launch, WalletCallKind } from './studio.store.js';

/** A wallet call of a round as the launch makes it: its token, player, game and currency. */
export function walletCallBody(
  launch: Launch,
  roundId: string,
  kind: WalletCallKind,
  uuid: string,
  roundClosed: boolean,
  extra: { amount?: bigint; reference?: string | undefined; reward?: string | null },
): string {
  return OperatorWallet.body(
    kind,
    {
      token: launch.token ?? '',
      user: launch.userRef ?? '',
      transaction_uuid: uuid,
      round: roundId,
      round_closed: roundClosed,
      game_code: launch.gameCode,
    },
    {
      currency: launch.currency,
      ...(extra.amount === undefined ? {} : { amount: extra.amount }),
      ...(extra.reference === undefined ? {} : { reference: extra.reference }),
      ...(extra.reward ? { reward: extra.reward } : {}),
    },
  );
}
