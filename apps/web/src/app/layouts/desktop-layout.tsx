import { useTranslation } from 'react-i18next';
import { BetSlipPanel } from '../../features/betslip/components/bet-slip-panel';
import { useRouteHandle } from '../router/route-handle';
import { Footer } from '../shell/footer/footer';
import { DesktopHeader } from '../shell/header/desktop-header';
import { SportsSidebar } from '../shell/sidebar/sports-sidebar';
import { SkipLink } from '../shell/skip-link';
import { ContentOutlet } from './content-outlet';
import styles from './layout.module.css';

/** Three sections: sports navigation, content, and the bet slip unless the route hides it. */
export function DesktopLayout() {
  const { t } = useTranslation();
  const { hideBetSlip } = useRouteHandle();
  return (
    <div className={styles.shell}>
      <SkipLink />
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
            <BetSlipPanel />
          </aside>
        )}
      </div>
      <Footer />
    </div>
  );
}
