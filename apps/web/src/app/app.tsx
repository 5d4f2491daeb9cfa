import { useState } from 'react';
import { createQueryClient } from '../shared/api/query-client';
import { AppBoot } from './boot/app-boot';
import { ErrorBoundary } from './boot/error-boundary';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router/app-routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
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
