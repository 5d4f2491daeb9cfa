import { Navigate, Outlet } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';

/** Pages that exist only in the mobile layout; desktop goes to / (spec 000 §2). */
export function MobileOnly() {
  return useFormFactor() === 'mobile' ? <Outlet /> : <Navigate to="/" replace />;
}
