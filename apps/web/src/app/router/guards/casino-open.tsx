import { Outlet } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import { Redirect } from '../../../shared/routing/redirect';

/** A casino section is reachable only while settings open it (spec 001 §2). */
export function CasinoOpen({ section }: { section: 'regular' | 'live' }) {
  const { casino } = useSettings();
  const isOpen = section === 'regular' ? casino.is_open_regular : casino.is_open_live;
  return isOpen ? <Outlet /> : <Redirect to="/" />;
}
