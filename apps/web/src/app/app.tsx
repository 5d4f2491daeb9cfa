import { useState } from 'react';
import { seedBootSettings } from '../shared/api/boot-settings';
import { createQueryClient } from '../shared/api/query-client';
import { AppBoot } from './boot/app-boot';
import { ErrorBoundary } from './boot/error-boundary';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router/app-routes';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedBootSettings(client);
    return client;
  });
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppBoot>
          <AppRoutes />
        </AppBoot>
      </AppProviders>
    </ErrorBoundary>
  );
}
