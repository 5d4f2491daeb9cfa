import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../../../features/auth/store/auth.store';

export function GuestsOnly() {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  return isAuthorized ? <Navigate to="/" replace /> : <Outlet />;
}
