import type { Dictionaries } from '@meridian/contract/dictionaries';
import type { Settings } from '@meridian/contract/settings';
import { render } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers/app-providers';
import { AppRoutes } from '../app/router/app-routes';
import { dictionariesQueryOptions } from '../shared/api/get-dictionaries';
import { settingsQueryOptions } from '../shared/api/get-settings';
import { createQueryClient } from '../shared/api/query-client';
import { buildSettings } from './settings.factory';

export const emptyDictionaries: Dictionaries = {
  sports: [{ id: 1, name: 'Football', slug: 'football', image: '/static/sports/football.svg' }],
  countries: [],
  currencies: [],
  timezones: [{ zone: 'UTC', name: '(UTC+00:00) UTC' }],
  languages: [
    { code: 'en', native: 'English', image: '/static/flags/4x3/gb.svg' },
    { code: 'ru', native: 'Русский', image: '/static/flags/4x3/ru.svg' },
  ],
  casino: { categories: [], providers: [] },
};

export const viewport = { mobile: 390, desktop: 1280 } as const;

/**
 * For the first wait on a lazy screen or popup: its module is imported on first render, which on a
 * busy machine takes longer than the default second.
 */
export const lazyScreenWait = { timeout: 5_000 };

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderAppOptions {
  formFactor?: keyof typeof viewport;
  settings?: Settings;
}

/** Renders the real route table at a path, as the booted app would, with settings already loaded. */
export function renderApp(path: string, { formFactor = 'desktop', settings = buildSettings() }: RenderAppOptions = {}) {
  window.innerWidth = viewport[formFactor];
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    settingsQueryOptions({ host: window.location.hostname, accountId: null, countryCode: null }).queryKey,
    settings,
  );
  queryClient.setQueryData(dictionariesQueryOptions().queryKey, emptyDictionaries);
  const result = render(
    <AppProviders queryClient={queryClient}>
      <AppRoutes
        createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [path] })}
        extra={<LocationProbe />}
      />
    </AppProviders>,
  );
  return { ...result, queryClient };
}
