import { Suspense } from 'react';
import { lazyComponent, trackLoad } from '../../shared/browser/lazy-code';
import { inBrowser } from '../../shared/browser/page-context';
import { initialFormFactor } from '../../shared/form-factor/form-factor';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useRouteHandle } from '../router/route-handle';
import { LazyFooter } from '../shell/footer/lazy-footer';
import { DesktopHeader } from '../shell/header/desktop-header';
import { SportsSidebar } from '../shell/sidebar/sports-sidebar';
import { SkipLink, SkipToBetSlip } from '../shell/skip-link';
import { ContentOutlet } from './content-outlet';
import styles from './layout.module.css';

const loadBetSlipPanel = () => import('../../features/betslip/components/bet-slip-panel');
const BetSlipPanel = lazyComponent(async () => (await loadBetSlipPanel()).BetSlipPanel);
// The slip column is only on desktop: fetch its code while the boot still waits for settings (a
// browser's concern: the server has no window, and imports once for every page).
if (inBrowser && initialFormFactor() === 'desktop') void trackLoad(loadBetSlipPanel());

/** Three sections: sports navigation, content, and the bet slip unless the route hides it. */
export function DesktopLayout() {
  const { t } = useTranslation();
  const { hideBetSlip } = useRouteHandle();
  return (
    <div className={styles.shell}>
      <SkipLink />
      {!hideBetSlip && <SkipToBetSlip layout="desktop" />}
      <DesktopHeader />
      <div className={hideBetSlip ? `${styles.body} ${styles.noBetSlip}` : styles.body}>
        <aside className={styles.sidebar} aria-label={t('sidebar.title')}>
          <SportsSidebar />
        </aside>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <ContentOutlet />
        </main>
        {!hideBetSlip && (
          <aside className={styles.betslip} aria-label={t('betslip.title')}>
            <Suspense fallback={null}>
              <BetSlipPanel />
            </Suspense>
          </aside>
        )}
      </div>
      <LazyFooter />
    </div>
  );
}
