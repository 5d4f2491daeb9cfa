import type { SiteKey } from '@meridian/contract/locales/en';
import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router';

/** Per-route layout options; an inner route's value wins over its parents'. */
export interface RouteHandle {
  /** The desktop bet-slip column stays hidden (terms, payments, profile, casino). */
  hideBetSlip?: boolean;
  /** The mobile footer stays hidden (spec 000 §2: /profile/history). */
  hideMobileFooter?: boolean;
  /** The bottom menu does not remember this route as its section's last path. */
  skipMenuMemory?: boolean;
  /** The document title's page name (a `title.*` text); the top page has the site's own title. */
  title?: SiteKey;
  /** The page's description for search results (a `meta.*` text); the site's own when unset. */
  description?: SiteKey;
}

/** A handle that only names the page in the document title. */
export function titled(title: SiteKey, description?: SiteKey): RouteHandle {
  return description ? { title, description } : { title };
}

/** The route table in use, so layouts can read the handles of the matched routes. */
export const RouteTableContext = createContext<RouteObject[]>([]);

export function useRouteHandle(): RouteHandle {
  const routes = useContext(RouteTableContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const merged: RouteHandle = {};
    for (const match of matchRoutes(routes, pathname) ?? []) Object.assign(merged, match.route.handle);
    return merged;
  }, [routes, pathname]);
}
