import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, RouterProvider, useRouteError } from 'react-router';
import { RouteTableContext } from './route-handle';
import { appRoutes } from './routes';

export type DataRouter = ReturnType<typeof createBrowserRouter>;
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

/** The app's route table in the browser's data router. */
export function createAppRouter(createRouter: CreateRouter = createBrowserRouter, extra?: ReactNode): DataRouter {
  return createRouter(withRouteRoot(appRoutes, extra));
}

/**
 * Renders the app's route table in a data router, so screens can block navigation (`useBlocker`)
 * while they hold unsaved changes. Routes are created once; the router lives as long as the app.
 * The browser's entry may hand over a router it created in a task of its own before hydrating
 * (creating one inside the hydrating render made that slice of work long).
 */
export function AppRoutes({
  router: given,
  createRouter = createBrowserRouter,
  extra,
}: {
  router?: DataRouter;
  /** `createMemoryRouter` (with its initial entries) in tests; the browser history otherwise. */
  createRouter?: CreateRouter;
  extra?: ReactNode;
}) {
  const [router] = useState(() => given ?? createAppRouter(createRouter, extra));
  return (
    <RouteTableContext.Provider value={appRoutes}>
      <RouterProvider router={router} />
    </RouteTableContext.Provider>
  );
}
