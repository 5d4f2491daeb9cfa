import type { Source } from '@meridian/contract/events';
import { CalendarClock, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './source-switch.module.css';

/** Live and upcoming as two links, the current one marked; used by the sidebar and the mobile list. */
export function SourceSwitch({ source }: { source: Source | null }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sports.sourceSwitch')} className={styles.switch}>
      {(['live', 'line'] as const).map((item) => (
        <Link
          key={item}
          to={`/${item}`}
          aria-current={item === source ? 'page' : undefined}
          className={item === source ? `${styles.link} ${styles.current}` : styles.link}
        >
          {item === 'live' ? <Radio aria-hidden size={16} /> : <CalendarClock aria-hidden size={16} />}
          {t(item === 'live' ? 'sports.source.live' : 'sports.source.line')}
        </Link>
      ))}
    </nav>
  );
}
