import { Suspense } from 'react';
import { solveCaptcha } from '../../features/auth/captcha/solve-captcha';
import { useReturnPathTracker } from '../../features/auth/lib/return-path';
import { SupportChatMount } from '../../features/support/components/support-chat-mount';
import { useProfileSync } from '../../shared/api/get-profile';
import { lazyComponent } from '../../shared/browser/lazy-code';
import { FormFactorProvider, useFormFactor } from '../../shared/form-factor/form-factor';
import { useAuthStore } from '../../shared/session/auth.store';
import { Toaster } from '../../shared/ui/toaster';
import { PopupHost } from '../popups/popup-host';
import { PopupUrlSync } from '../popups/popup-url-sync';
import { DesktopLayout } from './desktop-layout';
import { DocumentTitle } from './document-title';
import { MobileLayout } from './mobile-layout';
import { ScrollRestorer } from './scroll-restorer';

const RealityCheckScheduler = lazyComponent(
  async () =>
    (await import('../../features/responsible-gaming/components/reality-check-scheduler')).RealityCheckScheduler,
);

function Shell() {
  return useFormFactor() === 'mobile' ? <MobileLayout /> : <DesktopLayout />;
}

/** Session upkeep that needs the router and the query client: the profile and the return path. */
function AuthSync() {
  useProfileSync();
  useReturnPathTracker();
  return null;
}

/** The reality checks of a signed-in player; each sign-in mounts the scheduler afresh. */
function SignedInTimers() {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  if (!isAuthorized) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckScheduler />
    </Suspense>
  );
}

/** The router's root: decides the form factor once, then hosts the layout, popups and toasts. */
export function RootLayout() {
  return (
    <FormFactorProvider>
      <AuthSync />
      <SignedInTimers />
      <DocumentTitle />
      <Shell />
      <SupportChatMount solveBotCheck={solveCaptcha} />
      <PopupHost />
      <PopupUrlSync />
      <ScrollRestorer />
      <Toaster />
    </FormFactorProvider>
  );
}
