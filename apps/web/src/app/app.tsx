import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { seedBootSettings } from '../shared/api/boot-settings';
import { createQueryClient } from '../shared/api/query-client';
import { AppBoot } from './boot/app-boot';
import { ErrorBoundary } from './boot/error-boundary';
import { AppProviders } from './providers/app-providers';
import { AppRoutes } from './router/app-routes';

/**
 * The player's app. The browser's entry hands it the query client it hydrated with the server's
 * answers (and, when hydrating, the routes in the router it created beforehand); the server's entry
 * hands it its own client and a static router for the URL it renders.
 */
export function App({ queryClient: given, router }: { queryClient?: QueryClient; router?: ReactNode }) {
  const [queryClient] = useState(() => {
    if (given) return given;
    const client = createQueryClient();
    seedBootSettings(client);
    return client;
  });
  useEffect(() => {
    // The app answers input from here on (a server-rendered page is hydrated, or drawn by the
    // browser): a mark for tools that drive the page, such as the journeys.
    document.documentElement.dataset.appReady = '';
  }, []);
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <AppBoot>{router ?? <AppRoutes />}</AppBoot>
      </AppProviders>
    </ErrorBoundary>
  );
}
