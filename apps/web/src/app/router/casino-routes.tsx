import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { UnderConstructionState } from '../../shared/ui/states/under-construction-state';
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

/** The screens of a section; the live casino's are not built yet. */
interface SectionScreens {
  games: ReactNode;
  game: ReactNode;
  providers: ReactNode;
  provider: ReactNode;
  categories: ReactNode;
}

/** Game and provider ids are numeric; any other sub-path is unknown and goes to the section's games. */
function NumericIds({ fallback }: { fallback: string }) {
  const { id, providerId } = useParams();
  const valid = [id, providerId].every((value) => value === undefined || /^[1-9]\d{0,8}$/.test(value));
  return valid ? <Outlet /> : <Navigate to={fallback} replace />;
}

const placeholder = <UnderConstructionState />;
const liveScreens: SectionScreens = {
  games: placeholder,
  game: placeholder,
  providers: placeholder,
  provider: placeholder,
  categories: placeholder,
};
const regularScreens: SectionScreens = {
  games: <CasinoGamesPage />,
  game: <CasinoGamePage />,
  providers: <CasinoProvidersPage />,
  provider: <CasinoProviderPage />,
  categories: <CasinoCategoriesPage />,
};

/** /casino and /live-casino: the base and unknown sub-paths go to games (spec 001 §2). */
function casinoSection(path: 'casino' | 'live-casino', section: 'regular' | 'live'): RouteObject {
  const games = `/${path}/games`;
  const screens = section === 'regular' ? regularScreens : liveScreens;
  return {
    path,
    element: <CasinoOpen section={section} />,
    handle: { ...casinoHandle, title: section === 'live' ? 'title.liveCasino' : 'title.casino' },
    children: [
      { index: true, element: <Navigate to={games} replace /> },
      { path: 'games', element: screens.games },
      { path: 'providers', element: screens.providers },
      {
        element: <NumericIds fallback={games} />,
        children: [
          { path: 'games/:id', element: screens.game, handle: gameHandle },
          { path: 'providers/:providerId', element: screens.provider },
        ],
      },
      { element: <MobileOnly />, children: [{ path: 'categories', element: screens.categories }] },
      { path: '*', element: <Navigate to={games} replace /> },
    ],
  };
}

export const casinoRoutes: RouteObject[] = [casinoSection('casino', 'regular'), casinoSection('live-casino', 'live')];
