import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../../../shared/session/auth.store';

/** Signed-out players go to /; subscribing to the store re-checks the route on sign-out. */
export function AuthRequired() {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const afterSignOutPath = useAuthStore((state) => state.afterSignOutPath);
  return isAuthorized ? <Outlet /> : <Navigate to={afterSignOutPath ?? '/'} replace />;
}
