import { Outlet, type RouteObject, useParams } from 'react-router';
import { Redirect } from '../../shared/routing/redirect';
import { CasinoOpen } from './guards/casino-open';
import { MobileOnly } from './guards/mobile-only';
import {
  CasinoCategoriesPage,
  CasinoGamePage,
  CasinoGamesPage,
  CasinoProviderPage,
  CasinoProvidersPage,
} from './lazy-screens';
import type { RouteHandle } from './route-handle';

const casinoHandle: RouteHandle = { hideBetSlip: true };
/** The game takes the screen: no footer under it on mobile. */
const gameHandle: RouteHandle = { hideMobileFooter: true };

/** Game and provider ids are numeric; any other sub-path is unknown and goes to the section's games. */
function NumericIds({ fallback }: { fallback: string }) {
  const { id, providerId } = useParams();
  const valid = [id, providerId].every((value) => value === undefined || /^[1-9]\d{0,8}$/.test(value));
  return valid ? <Outlet /> : <Redirect to={fallback} />;
}

/** /casino and /live-casino: the base and unknown sub-paths go to games (spec 001 §2). */
function casinoSection(path: 'casino' | 'live-casino', section: 'regular' | 'live'): RouteObject {
  const games = `/${path}/games`;
  return {
    path,
    element: <CasinoOpen section={section} />,
    handle: {
      ...casinoHandle,
      title: section === 'live' ? 'title.liveCasino' : 'title.casino',
      description: section === 'live' ? 'meta.liveCasino' : 'meta.casino',
    },
    children: [
      { index: true, element: <Redirect to={games} /> },
      { path: 'games', element: <CasinoGamesPage section={section} /> },
      { path: 'providers', element: <CasinoProvidersPage section={section} /> },
      {
        element: <NumericIds fallback={games} />,
        children: [
          { path: 'games/:id', element: <CasinoGamePage section={section} />, handle: gameHandle },
          { path: 'providers/:providerId', element: <CasinoProviderPage section={section} /> },
        ],
      },
      {
        element: <MobileOnly />,
        children: [{ path: 'categories', element: <CasinoCategoriesPage section={section} /> }],
      },
      { path: '*', element: <Redirect to={games} /> },
    ],
  };
}

export const casinoRoutes: RouteObject[] = [casinoSection('casino', 'regular'), casinoSection('live-casino', 'live')];
