import { Outlet } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import { Redirect } from '../../../shared/routing/redirect';

export function MobileAppEnabled() {
  const { geo } = useSettings();
  return geo.is_off_mobile_app ? <Redirect to="/" /> : <Outlet />;
}
