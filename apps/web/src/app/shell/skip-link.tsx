import { Link, useLocation } from 'react-router';
import { BET_SLIP_ID, requestSlipFocus } from '../../shared/betslip/slip-focus';
import { useTranslation } from '../../shared/i18n/use-translation';
import styles from './skip-link.module.css';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={styles.skip}>
      {t('app.skipToContent')}
    </a>
  );
}

/**
 * The second skip link, past the header and the lists to the slip: the desktop's slip column, or a
 * phone's slip page (opened with the focus on the slip), except on that page itself.
 */
export function SkipToBetSlip({ layout }: { layout: 'desktop' | 'mobile' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (layout === 'desktop') {
    return (
      <a href={`#${BET_SLIP_ID}`} className={styles.skip}>
        {t('app.skipToBetSlip')}
      </a>
    );
  }
  if (pathname === '/bet-slip') return null;
  return (
    <Link to="/bet-slip" className={styles.skip} onClick={requestSlipFocus}>
      {t('app.skipToBetSlip')}
    </Link>
  );
}
