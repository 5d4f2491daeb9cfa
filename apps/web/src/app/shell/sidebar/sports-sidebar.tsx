import { Suspense } from 'react';
import { lazyComponent, trackLoad } from '../../../shared/browser/lazy-code';
import { inBrowser } from '../../../shared/browser/page-context';
import { initialFormFactor } from '../../../shared/form-factor/form-factor';

const loadSportsNav = () => import('../../../features/sports/components/sports-nav');
const SportsNav = lazyComponent(async () => (await loadSportsNav()).SportsNav);
// Only the desktop layout has this column: fetch its code while the boot still waits for settings
// (a browser's concern: the server has no window, and imports once for every page).
if (inBrowser && initialFormFactor() === 'desktop') void trackLoad(loadSportsNav());

/** The desktop layout's left column: the sports navigation of the line and live lists. */
export function SportsSidebar() {
  return (
    <Suspense fallback={null}>
      <SportsNav />
    </Suspense>
  );
}
