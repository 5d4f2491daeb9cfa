import type { RouteObject } from 'react-router';
import { Redirect } from '../../shared/routing/redirect';
import { AuthRequired } from './guards/auth-required';
import { GuestsOnly } from './guards/guests-only';
import { MobileOnly } from './guards/mobile-only';
import {
  BetDetailsPage,
  BonusesPage,
  ContactsPage,
  DepositFramePage,
  HistoryPage,
  LoginPage,
  NewPasswordPage,
  PasswordRecoveryPage,
  PaymentResultPage,
  ProfileInfoPage,
  RecoveryCodePage,
  ResponsibleGamingPage,
  SessionsPage,
  SignupPage,
  TwoFactorPage,
  VerificationPage,
  WalletsPage,
  WithdrawFramePage,
} from './lazy-screens';
import { type RouteHandle, titled } from './route-handle';

const noBetSlip: RouteHandle = { hideBetSlip: true };
const paymentResult: RouteHandle = { skipMenuMemory: true, title: 'title.paymentResult' };

/** /profile/* (spec 000 §2, 001 §2); /profile and unknown sub-paths land on /profile/info. */
const profileRoutes: RouteObject = {
  path: 'profile',
  handle: { ...noBetSlip, title: 'title.profile' },
  children: [
    { index: true, element: <Redirect to="/profile/info" /> },
    { path: 'info', element: <ProfileInfoPage /> },
    { path: 'contacts', element: <ContactsPage />, handle: titled('title.contacts') },
    {
      element: <AuthRequired />,
      children: [
        {
          path: 'history',
          element: <HistoryPage />,
          handle: { hideMobileFooter: true, title: 'title.history' } satisfies RouteHandle,
        },
        { path: '2fa', element: <TwoFactorPage />, handle: titled('title.twoFactor') },
        { path: 'bonuses', element: <BonusesPage />, handle: titled('title.bonuses') },
        { path: 'sessions', element: <SessionsPage />, handle: titled('title.sessions') },
        {
          path: 'responsible-gaming',
          element: <ResponsibleGamingPage />,
          handle: titled('title.responsibleGaming'),
        },
        { path: 'verification', element: <VerificationPage />, handle: titled('title.verification') },
        {
          element: <MobileOnly />,
          children: [
            { path: 'history/:id', element: <BetDetailsPage />, handle: titled('title.betDetails') },
            { path: 'history-info/:id', element: <BetDetailsPage />, handle: titled('title.betDetails') },
            { path: 'wallets', element: <WalletsPage />, handle: titled('title.wallets') },
          ],
        },
      ],
    },
    { path: '*', element: <Redirect to="/profile/info" /> },
  ],
};

const depositMethods = <Redirect to="/payments/deposit/methods" />;

/** /payments/*: methods need sign-in; result pages are open; the rest lands on deposit methods. */
const paymentRoutes: RouteObject = {
  path: 'payments',
  handle: noBetSlip,
  children: [
    { index: true, element: depositMethods },
    {
      element: <AuthRequired />,
      children: [
        { path: 'deposit/methods', element: <DepositFramePage />, handle: titled('title.deposit') },
        { path: 'withdraw/methods', element: <WithdrawFramePage />, handle: titled('title.withdraw') },
      ],
    },
    // Coming back from the payment page should not make More reopen its result later.
    { path: 'deposit/:result', element: <PaymentResultPage />, handle: paymentResult },
    { path: 'withdraw/:result', element: <PaymentResultPage />, handle: paymentResult },
    { path: '*', element: depositMethods },
  ],
};

/** The mobile auth pages; on desktop the same flows are popups. */
const authRoutes: RouteObject = {
  path: 'auth',
  element: <MobileOnly />,
  children: [
    {
      element: <GuestsOnly />,
      children: [
        { path: 'login', element: <LoginPage />, handle: titled('title.login') },
        { path: 'registration', element: <SignupPage />, handle: titled('title.signup') },
        { path: 'password-recovery', element: <PasswordRecoveryPage />, handle: titled('title.passwordRecovery') },
      ],
    },
    { path: 'recovery-code', element: <RecoveryCodePage />, handle: titled('title.passwordRecovery') },
    {
      element: <AuthRequired />,
      children: [{ path: 'new-password', element: <NewPasswordPage />, handle: titled('title.newPassword') }],
    },
  ],
};

export const accountRoutes: RouteObject[] = [profileRoutes, paymentRoutes, authRoutes];
