import type { ComponentType } from 'react';
import { lazyComponent } from '../../shared/browser/lazy-code';
import type { PopupName } from '../../shared/popups/popup-names';
import type { PopupProps } from '../../shared/popups/popup-props';
import { preloadPlayerActions } from '../shell/header/auth-actions';

type PopupComponent = ComponentType<PopupProps>;

/** Popups built so far; every other name opens the placeholder dialog until its feature lands. */
const loaders: Partial<Record<PopupName, () => Promise<PopupComponent>>> = {
  Login: () => {
    preloadPlayerActions();
    return import('../../features/auth/popups/login-popup').then((module) => module.LoginPopup);
  },
  Signup: () => {
    preloadPlayerActions();
    return import('../../features/auth/popups/signup-popup').then((module) => module.SignupPopup);
  },
  Logout: () => import('../../features/auth/popups/logout-popup').then((module) => module.LogoutPopup),
  Check2FA: () => import('../../features/auth/popups/check-2fa-popup').then((module) => module.Check2FAPopup),
  RegComplete: () => import('../../features/auth/popups/reg-complete-popup').then((module) => module.RegCompletePopup),
  Setup2FA: () => import('../../features/auth/popups/setup-2fa-popup').then((module) => module.Setup2FAPopup),
  Disable2FA: () => import('../../features/auth/popups/disable-2fa-popup').then((module) => module.Disable2FAPopup),
  ConfirmationTfa: () =>
    import('../../features/auth/popups/confirmation-tfa-popup').then((module) => module.ConfirmationTfaPopup),
  PasswordRecovery: () =>
    import('../../features/auth/popups/password-recovery-popup').then((module) => module.PasswordRecoveryPopup),
  NewPassword: () => import('../../features/auth/popups/new-password-popup').then((module) => module.NewPasswordPopup),
  TerminateConfirm: () =>
    import('../../features/sessions/popups/terminate-confirm-popup').then((module) => module.TerminateConfirmPopup),
  Confirmation: () =>
    import('../../features/profile/popups/confirmation-popup').then((module) => module.ConfirmationPopup),
  UnlinkPhone: () =>
    import('../../features/profile/popups/unlink-phone-popup').then((module) => module.UnlinkPhonePopup),
  Contacts: () => import('../../features/contacts/popups/contacts-popup').then((module) => module.ContactsPopup),
  Alert: () => import('./alert-popup').then((module) => module.AlertPopup),
  TimeRangeFilter: () =>
    import('../../features/sports/popups/time-range-filter-popup').then((module) => module.TimeRangeFilterPopup),
  Statistics: () => import('../../features/sports/popups/statistics-popup').then((module) => module.StatisticsPopup),
  Wallets: () => import('../../features/wallets/popups/wallets-popup').then((module) => module.WalletsPopup),
  ResultsFilter: () =>
    import('../../features/results/popups/results-filter-popup').then((module) => module.ResultsFilterPopup),
  BetSlipSettings: () =>
    import('../../features/betslip/popups/bet-slip-settings-popup').then((module) => module.BetSlipSettingsPopup),
  ShareBetSlip: () =>
    import('../../features/betslip/popups/share-bet-slip-popup').then((module) => module.ShareBetSlipPopup),
  LoadBetSlip: () =>
    import('../../features/betslip/popups/load-bet-slip-popup').then((module) => module.LoadBetSlipPopup),
  PickFreeBet: () =>
    import('../../features/betslip/popups/pick-free-bet-popup').then((module) => module.PickFreeBetPopup),
  BetFilter: () => import('../../features/history/popups/bet-filter-popup').then((module) => module.BetFilterPopup),
  TransactionsFilter: () =>
    import('../../features/history/popups/transactions-filter-popup').then((module) => module.TransactionsFilterPopup),
  BetDetails: () => import('../../features/history/popups/bet-details-popup').then((module) => module.BetDetailsPopup),
  ChooseBonus: () =>
    import('../../features/bonuses/popups/choose-bonus-popup').then((module) => module.ChooseBonusPopup),
  DeclineBonusConfirm: () =>
    import('../../features/bonuses/popups/decline-bonus-confirm-popup').then(
      (module) => module.DeclineBonusConfirmPopup,
    ),
  ExclusionConfirm: () =>
    import('../../features/responsible-gaming/popups/exclusion-confirm-popup').then(
      (module) => module.ExclusionConfirmPopup,
    ),
  RealityCheck: () =>
    import('../../features/responsible-gaming/popups/reality-check-popup').then((module) => module.RealityCheckPopup),
};

const loadPlaceholder = () => import('./placeholder-popup').then((module) => module.PlaceholderPopup);

const components = new Map<PopupName, PopupComponent>();

/** The lazily loaded component of a popup, created once per name so React keeps its state. */
export function popupComponent(name: PopupName): PopupComponent {
  let component = components.get(name);
  if (!component) {
    const load = loaders[name] ?? loadPlaceholder;
    component = lazyComponent(load);
    components.set(name, component);
  }
  return component;
}
