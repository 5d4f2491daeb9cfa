import type { RouteObject } from 'react-router';
import { Redirect } from '../../shared/routing/redirect';
import { RootLayout } from '../layouts/root-layout';
import { accountRoutes } from './account-routes';
import { casinoRoutes } from './casino-routes';
import { AuthRequired } from './guards/auth-required';
import { MobileAppEnabled } from './guards/mobile-app-enabled';
import { MobileOnly } from './guards/mobile-only';
import {
  BetSlipPage,
  FavoritesPage,
  MobileAppPage,
  MorePage,
  PromotionPage,
  PromotionsPage,
  ResultsPage,
  SearchPage,
  TextPage,
  TopPage,
} from './lazy-screens';
import { type RouteHandle, titled } from './route-handle';
import { sportRoutes } from './sport-routes';

/** Every route of spec 000 §2 and 001 §2. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <TopPage /> },
      ...sportRoutes,
      {
        element: <AuthRequired />,
        children: [{ path: 'favorites', element: <FavoritesPage />, handle: titled('title.favorites') }],
      },
      {
        element: <MobileOnly />,
        children: [
          { path: 'bet-slip', element: <BetSlipPage />, handle: titled('title.betSlip') },
          { path: 'more', element: <MorePage />, handle: titled('title.more') },
        ],
      },
      ...accountRoutes,
      {
        element: <MobileAppEnabled />,
        children: [
          { path: 'mobile-app', element: <MobileAppPage />, handle: titled('title.mobileApp', 'meta.mobileApp') },
        ],
      },
      {
        path: 'terms/:id',
        element: <TextPage />,
        handle: { hideBetSlip: true, title: 'title.terms' } satisfies RouteHandle,
      },
      { path: 'search', element: <SearchPage />, handle: titled('title.search') },
      { path: 'results', element: <ResultsPage />, handle: titled('title.results', 'meta.results') },
      { path: 'results/*', element: <Redirect to="/results" /> },
      { path: 'promotions', element: <PromotionsPage />, handle: titled('title.promotions', 'meta.promotions') },
      { path: 'promotions/:id', element: <PromotionPage />, handle: titled('title.promotions') },
      ...casinoRoutes,
      { path: '*', element: <Redirect to="/" /> },
    ],
  },
];
