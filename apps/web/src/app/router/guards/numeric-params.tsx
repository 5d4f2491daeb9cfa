import { Outlet, useParams } from 'react-router';
import { Redirect } from '../../../shared/routing/redirect';

const NUMERIC = /^\d+$/;

/** Sport, league and event ids are numeric; anything else is an unknown path and goes to /. */
export function NumericParams() {
  const params = useParams();
  const valid = ['sport', 'league', 'event'].every((name) => params[name] === undefined || NUMERIC.test(params[name]));
  return valid ? <Outlet /> : <Redirect to="/" />;
}
