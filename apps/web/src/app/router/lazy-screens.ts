import type { ComponentType } from 'react';
import { lazyComponent, trackLoad } from '../../shared/browser/lazy-code';
import { inBrowser, pageContext } from '../../shared/browser/page-context';
import { preloadPlayerActions } from '../shell/header/auth-actions';

/** The props a component export takes (none for a plain screen). */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** A lazily loaded component from a module's named export (the code base has no default exports). */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazyComponent(async () => (await load())[name] as ComponentType<PropsOf<M[K]>>);
}

const loadTopPage = () => import('../../features/top/screens/top-page');
export const TopPage = lazyNamed(loadTopPage, 'TopPage');
// The top page is the usual landing page: fetch its code while the boot still waits for settings.
// The server has no address at import (it serves every page) and renders its screens itself; a
// page it rendered asks for the code as hydration reaches the screen, not in the boot's own task.
if (inBrowser && !pageContext() && window.location.pathname === '/') void trackLoad(loadTopPage());
export const TextPage = lazyNamed(() => import('../../features/content/screens/text-page'), 'TextPage');
export const MorePage = lazyNamed(() => import('../../features/more/screens/more-page'), 'MorePage');
export const ContactsPage = lazyNamed(() => import('../../features/contacts/screens/contacts-page'), 'ContactsPage');
export const MobileAppPage = lazyNamed(
  () => import('../../features/mobile-app/screens/mobile-app-page'),
  'MobileAppPage',
);
export const BetSlipPage = lazyNamed(() => import('../../features/betslip/screens/bet-slip-page'), 'BetSlipPage');
export const PaymentResultPage = lazyNamed(
  () => import('../../features/payments/screens/payment-result-page'),
  'PaymentResultPage',
);
// A visitor on the way to signing in: the signed-in header's code comes along.
export const LoginPage = lazyNamed(() => {
  preloadPlayerActions();
  return import('../../features/auth/screens/login-page');
}, 'LoginPage');
export const SignupPage = lazyNamed(() => {
  preloadPlayerActions();
  return import('../../features/auth/screens/signup-page');
}, 'SignupPage');
export const TwoFactorPage = lazyNamed(() => import('../../features/auth/screens/two-factor-page'), 'TwoFactorPage');
const loadRecoveryPages = () => import('../../features/auth/screens/recovery-pages');
export const PasswordRecoveryPage = lazyNamed(loadRecoveryPages, 'PasswordRecoveryPage');
export const RecoveryCodePage = lazyNamed(loadRecoveryPages, 'RecoveryCodePage');
export const NewPasswordPage = lazyNamed(loadRecoveryPages, 'NewPasswordPage');
export const SessionsPage = lazyNamed(() => import('../../features/sessions/screens/sessions-page'), 'SessionsPage');
export const ResponsibleGamingPage = lazyNamed(
  () => import('../../features/responsible-gaming/screens/responsible-gaming-page'),
  'ResponsibleGamingPage',
);
export const BonusesPage = lazyNamed(() => import('../../features/bonuses/screens/bonuses-page'), 'BonusesPage');
export const VerificationPage = lazyNamed(
  () => import('../../features/kyc/screens/verification-page'),
  'VerificationPage',
);
export const WalletsPage = lazyNamed(() => import('../../features/wallets/screens/wallets-page'), 'WalletsPage');
const loadPaymentFramePage = () => import('../../features/payments/screens/payment-frame-page');
export const DepositFramePage = lazyNamed(loadPaymentFramePage, 'DepositFramePage');
export const WithdrawFramePage = lazyNamed(loadPaymentFramePage, 'WithdrawFramePage');
export const ProfileInfoPage = lazyNamed(
  () => import('../../features/profile/screens/profile-info-page'),
  'ProfileInfoPage',
);
export const SearchPage = lazyNamed(() => import('../../features/search/screens/search-page'), 'SearchPage');
export const ResultsPage = lazyNamed(() => import('../../features/results/screens/results-page'), 'ResultsPage');
export const PromotionsPage = lazyNamed(
  () => import('../../features/promotions/screens/promotions-page'),
  'PromotionsPage',
);
export const PromotionPage = lazyNamed(
  () => import('../../features/promotions/screens/promotion-page'),
  'PromotionPage',
);
export const FavoritesPage = lazyNamed(() => import('../../features/sports/screens/favorites-page'), 'FavoritesPage');
export const HistoryPage = lazyNamed(() => import('../../features/history/screens/history-page'), 'HistoryPage');
export const BetDetailsPage = lazyNamed(
  () => import('../../features/history/screens/bet-details-page'),
  'BetDetailsPage',
);
export const CasinoGamesPage = lazyNamed(
  () => import('../../features/casino/screens/casino-games-page'),
  'CasinoGamesPage',
);
export const CasinoGamePage = lazyNamed(
  () => import('../../features/casino/screens/casino-game-page'),
  'CasinoGamePage',
);
export const CasinoProvidersPage = lazyNamed(
  () => import('../../features/casino/screens/casino-providers-page'),
  'CasinoProvidersPage',
);
export const CasinoProviderPage = lazyNamed(
  () => import('../../features/casino/screens/casino-provider-page'),
  'CasinoProviderPage',
);
export const CasinoCategoriesPage = lazyNamed(
  () => import('../../features/casino/screens/casino-categories-page'),
  'CasinoCategoriesPage',
);
