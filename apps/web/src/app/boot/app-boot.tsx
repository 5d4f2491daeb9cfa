import { type ReactNode, useEffect } from 'react';
import { setApiContext } from '../../shared/api/api-context';
import { useSettingsQuery } from '../../shared/api/get-settings';
import { useNetworkStore } from '../../shared/api/network.store';
import { ErrorState } from '../../shared/ui/states/error-state';
import { GeoBlockedState, MaintenanceState } from './blocked-states';
import { ConnectivityWatcher } from './connectivity';
import { LoadingScreen } from './loading-screen';
import { NoConnectionState } from './no-connection-state';
import { useBootLanguage } from './use-boot-language';

/**
 * Holds the app behind the loading screen until settings and texts are ready, and replaces it with
 * a full-screen state when the screen cannot be shown without the network, the server is under
 * maintenance or blocks the country.
 */
export function AppBoot({ children }: { children: ReactNode }) {
  return (
    <>
      <ConnectivityWatcher />
      <BootGate>{children}</BootGate>
    </>
  );
}

function BootGate({ children }: { children: ReactNode }) {
  const noConnectionPage = useNetworkStore((state) => state.noConnectionPage);
  const blockedBy = useNetworkStore((state) => state.blockedBy);
  const settings = useSettingsQuery();
  const languageReady = useBootLanguage(settings.data?.country_language);
  const partnerGroup = settings.data?.partner_group;

  useEffect(() => {
    if (partnerGroup !== undefined) setApiContext({ partnerId: partnerGroup });
  }, [partnerGroup]);

  if (noConnectionPage) return <NoConnectionState />;
  if (blockedBy === 'Maintenance') return <MaintenanceState />;
  if (blockedBy === 'GeoBlocked') return <GeoBlockedState />;
  if (settings.isError && !settings.data) return <ErrorState />;
  if (!settings.data || !languageReady) return <LoadingScreen />;
  if (settings.data.is_off_maintenance) return <MaintenanceState />;
  if (settings.data.is_blocked_geo) return <GeoBlockedState />;
  return children;
}
