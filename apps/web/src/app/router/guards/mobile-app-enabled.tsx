import { Navigate, Outlet } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';

export function MobileAppEnabled() {
  const { geo } = useSettings();
  return geo.is_off_mobile_app ? <Navigate to="/" replace /> : <Outlet />;
}
