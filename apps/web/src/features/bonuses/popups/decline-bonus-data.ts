/**
 * What the DeclineBonusConfirm popup asks about, and so which call it makes when confirmed: giving up
 * the bonus in a bonus balance, cancelling or declining a gift, or refusing the first-deposit bonus.
 */
export type DeclineBonusData =
  | { action: 'cancel-bonus'; walletId: number; name: string; balance: string }
  | { action: 'cancel-gift'; giftId: number; name: string; playing: boolean; balance?: string }
  | { action: 'refuse-first-bonus' };

export function isDeclineBonusData(value: unknown): value is DeclineBonusData {
  const action = (value as { action?: unknown } | null)?.action;
  return action === 'cancel-bonus' || action === 'cancel-gift' || action === 'refuse-first-bonus';
}
