/** Every popup of the product, opened by name (spec 000 §2 and 001 §2). */
export const POPUP_NAMES = [
  'Login',
  'Signup',
  'Logout',
  'RegComplete',
  'Confirmation',
  'Setup2FA',
  'ConfirmationTfa',
  'Disable2FA',
  'Check2FA',
  'PasswordRecovery',
  'NewPassword',
  'Wallets',
  'Contacts',
  'Alert',
  'UnlinkPhone',
  'TerminateConfirm',
  'ChooseBonus',
  'DeclineBonusConfirm',
  'ExclusionConfirm',
  'RealityCheck',
  'ShareBetSlip',
  'LoadBetSlip',
  'BetSlipSettings',
  'BetFilter',
  'TransactionsFilter',
  'BetDetails',
  'ResultsFilter',
  'TimeRangeFilter',
  'PickFreeBet',
  'Statistics',
] as const;

export type PopupName = (typeof POPUP_NAMES)[number];

/**
 * Popups that survive a reload: they hold a choice or a form the player would not want to lose.
 * Confirmations and one-shot results (RegComplete shows a password once) are left out on purpose.
 */
export const PERSISTENT_POPUPS: ReadonlySet<PopupName> = new Set<PopupName>([
  'Login',
  'Signup',
  'PasswordRecovery',
  'Wallets',
  'Contacts',
  'ChooseBonus',
  'ShareBetSlip',
  'LoadBetSlip',
  'BetSlipSettings',
]);

export function isPopupName(value: unknown): value is PopupName {
  return typeof value === 'string' && (POPUP_NAMES as readonly string[]).includes(value);
}

/** The query parameter that names the open persistent popup. */
export const POPUP_QUERY_PARAM = 'popup';
