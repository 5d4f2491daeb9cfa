import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, useRouteError } from 'react-router';
import { RouteTableContext } from './route-handle';
import { appRoutes } from './routes';

type DataRouter = ReturnType<typeof createBrowserRouter>;
type CreateRouter = (routes: RouteObject[]) => DataRouter;

/**
 * Hands a render error over to the app's own ErrorBoundary: the data router would otherwise show
 * its built-in error screen instead of the generic error page.
 */
function RethrowRouteError(): never {
  throw useRouteError();
}

/**
 * Wraps the route table in a pathless root. `extra` renders next to every screen, inside the router
 * (tests put a location probe there).
 */
export function withRouteRoot(routes: RouteObject[], extra?: ReactNode): RouteObject[] {
  const element = extra ? (
    <>
      <Outlet />
      {extra}
    </>
  ) : (
    <Outlet />
  );
  return [{ element, errorElement: <RethrowRouteError />, children: routes }];
}

/**
 * Renders the app's route table in a data router, so screens can block navigation (`useBlocker`)
 * while they hold unsaved changes. Routes are created once; the router lives as long as the app.
 */
export function AppRoutes({
  createRouter = createBrowserRouter,
  extra,
}: {
  /** `createMemoryRouter` (with its initial entries) in tests; the browser history otherwise. */
  createRouter?: CreateRouter;
  extra?: ReactNode;
}) {
  const [router] = useState(() => createRouter(withRouteRoot(appRoutes, extra)));
  return (
    <RouteTableContext.Provider value={appRoutes}>
      <RouterProvider router={router} />
    </RouteTableContext.Provider>
  );
}
