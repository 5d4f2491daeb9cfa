import { Navigate, type RouteObject } from 'react-router';
import { UnderConstructionState } from '../../shared/ui/states/under-construction-state';
import { AuthRequired } from './guards/auth-required';
import { GuestsOnly } from './guards/guests-only';
import { MobileOnly } from './guards/mobile-only';
import {
  BetDetailsPage,
  ContactsPage,
  DepositFramePage,
  HistoryPage,
  LoginPage,
  NewPasswordPage,
  PasswordRecoveryPage,
  PaymentResultPage,
  ProfileInfoPage,
  RecoveryCodePage,
  SessionsPage,
  SignupPage,
  TwoFactorPage,
  WalletsPage,
  WithdrawFramePage,
} from './lazy-screens';
import type { RouteHandle } from './route-handle';

const placeholder = <UnderConstructionState />;
const noBetSlip: RouteHandle = { hideBetSlip: true };
const noMenuMemory: RouteHandle = { skipMenuMemory: true };

/** /profile/* (spec 000 §2, 001 §2); /profile and unknown sub-paths land on /profile/info. */
const profileRoutes: RouteObject = {
  path: 'profile',
  handle: noBetSlip,
  children: [
    { index: true, element: <Navigate to="/profile/info" replace /> },
    { path: 'info', element: <ProfileInfoPage /> },
    { path: 'contacts', element: <ContactsPage /> },
    {
      element: <AuthRequired />,
      children: [
        { path: 'history', element: <HistoryPage />, handle: { hideMobileFooter: true } satisfies RouteHandle },
        { path: '2fa', element: <TwoFactorPage /> },
        { path: 'bonuses', element: placeholder },
        { path: 'sessions', element: <SessionsPage /> },
        {
          element: <MobileOnly />,
          children: [
            { path: 'history/:id', element: <BetDetailsPage /> },
            { path: 'history-info/:id', element: <BetDetailsPage /> },
            { path: 'wallets', element: <WalletsPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <Navigate to="/profile/info" replace /> },
  ],
};

const depositMethods = <Navigate to="/payments/deposit/methods" replace />;

/** /payments/*: methods need sign-in; result pages are open; the rest lands on deposit methods. */
const paymentRoutes: RouteObject = {
  path: 'payments',
  handle: noBetSlip,
  children: [
    { index: true, element: depositMethods },
    {
      element: <AuthRequired />,
      children: [
        { path: 'deposit/methods', element: <DepositFramePage /> },
        { path: 'withdraw/methods', element: <WithdrawFramePage /> },
      ],
    },
    // Coming back from the payment page should not make More reopen its result later.
    { path: 'deposit/:result', element: <PaymentResultPage />, handle: noMenuMemory },
    { path: 'withdraw/:result', element: <PaymentResultPage />, handle: noMenuMemory },
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
        { path: 'login', element: <LoginPage /> },
        { path: 'registration', element: <SignupPage /> },
        { path: 'password-recovery', element: <PasswordRecoveryPage /> },
      ],
    },
    { path: 'recovery-code', element: <RecoveryCodePage /> },
    { element: <AuthRequired />, children: [{ path: 'new-password', element: <NewPasswordPage /> }] },
  ],
};

export const accountRoutes: RouteObject[] = [profileRoutes, paymentRoutes, authRoutes];
