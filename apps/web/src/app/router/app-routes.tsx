import { useRoutes } from 'react-router';
import { RouteTableContext } from './route-handle';
import { appRoutes } from './routes';

/** Renders the matching route of the app's table (declarative routing keeps the bundle small). */
export function AppRoutes() {
  return <RouteTableContext.Provider value={appRoutes}>{useRoutes(appRoutes)}</RouteTableContext.Provider>;
}
