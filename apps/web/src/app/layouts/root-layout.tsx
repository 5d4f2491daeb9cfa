import { useReturnPathTracker } from '../../features/auth/lib/return-path';
import { useProfileSync } from '../../shared/api/get-profile';
import { FormFactorProvider, useFormFactor } from '../../shared/form-factor/form-factor';
import { Toaster } from '../../shared/ui/toaster';
import { PopupHost } from '../popups/popup-host';
import { PopupUrlSync } from '../popups/popup-url-sync';
import { DesktopLayout } from './desktop-layout';
import { DocumentTitle } from './document-title';
import { MobileLayout } from './mobile-layout';
import { ScrollRestorer } from './scroll-restorer';

function Shell() {
  return useFormFactor() === 'mobile' ? <MobileLayout /> : <DesktopLayout />;
}

/** Session upkeep that needs the router and the query client: the profile and the return path. */
function AuthSync() {
  useProfileSync();
  useReturnPathTracker();
  return null;
}

/** The router's root: decides the form factor once, then hosts the layout, popups and toasts. */
export function RootLayout() {
  return (
    <FormFactorProvider>
      <AuthSync />
      <DocumentTitle />
      <Shell />
      <PopupHost />
      <PopupUrlSync />
      <ScrollRestorer />
      <Toaster />
    </FormFactorProvider>
  );
}
