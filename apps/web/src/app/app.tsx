import { useState } from 'react';
import { BrowserRouter } from 'react-router';
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
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppBoot>
      </AppProviders>
    </ErrorBoundary>
  );
}
