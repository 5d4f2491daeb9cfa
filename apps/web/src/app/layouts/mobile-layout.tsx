import { AndroidAppBanner } from '../../features/mobile-app/components/android-app-banner';
import { useRouteHandle } from '../router/route-handle';
import { BottomMenu } from '../shell/bottom-menu/bottom-menu';
import { LazyFooter } from '../shell/footer/lazy-footer';
import { MobileHeader } from '../shell/header/mobile-header';
import { SkipLink, SkipToBetSlip } from '../shell/skip-link';
import { ContentOutlet } from './content-outlet';
import styles from './layout.module.css';

/** A single column under a compact header, with the bottom menu fixed below. */
export function MobileLayout() {
  const { hideMobileFooter } = useRouteHandle();
  return (
    <div className={`${styles.shell} ${styles.mobileShell}`}>
      <SkipLink />
      <SkipToBetSlip layout="mobile" />
      <AndroidAppBanner />
      <MobileHeader />
      <main id="main-content" tabIndex={-1} className={styles.mobileMain}>
        <ContentOutlet />
      </main>
      {!hideMobileFooter && <LazyFooter />}
      <BottomMenu />
    </div>
  );
}
