import { SportsNav } from '../../../features/sports/components/sports-nav';

/** The desktop layout's left column: the sports navigation of the line and live lists. */
export function SportsSidebar() {
  return <SportsNav />;
}
