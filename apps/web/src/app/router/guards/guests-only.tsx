import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../../../shared/session/auth.store';

export function GuestsOnly() {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const afterSignInPath = useAuthStore((state) => state.afterSignInPath);
  // A sign-in finished on this page continues where the page asked; anyone else goes home.
  return isAuthorized ? <Navigate to={afterSignInPath ?? '/'} replace /> : <Outlet />;
}
