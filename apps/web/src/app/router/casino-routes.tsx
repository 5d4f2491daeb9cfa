import { Navigate, type RouteObject } from 'react-router';
import { UnderConstructionState } from '../../shared/ui/states/under-construction-state';
import { CasinoOpen } from './guards/casino-open';
import { MobileOnly } from './guards/mobile-only';
import type { RouteHandle } from './route-handle';

const casinoHandle: RouteHandle = { hideBetSlip: true };

/** /casino and /live-casino: the base and unknown sub-paths go to games (spec 001 §2). */
function casinoSection(path: 'casino' | 'live-casino', section: 'regular' | 'live'): RouteObject {
  const games = `/${path}/games`;
  return {
    path,
    element: <CasinoOpen section={section} />,
    handle: { ...casinoHandle, title: section === 'live' ? 'title.liveCasino' : 'title.casino' },
    children: [
      { index: true, element: <Navigate to={games} replace /> },
      { path: 'games', element: <UnderConstructionState /> },
      { path: 'games/:id', element: <UnderConstructionState /> },
      { path: 'providers', element: <UnderConstructionState /> },
      { path: 'providers/:providerId', element: <UnderConstructionState /> },
      { element: <MobileOnly />, children: [{ path: 'categories', element: <UnderConstructionState /> }] },
      { path: '*', element: <Navigate to={games} replace /> },
    ],
  };
}

export const casinoRoutes: RouteObject[] = [casinoSection('casino', 'regular'), casinoSection('live-casino', 'live')];
