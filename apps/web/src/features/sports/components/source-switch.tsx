import type { Source } from '@meridian/contract/events';
import { CalendarClock, Radio } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './source-switch.module.css';

interface SourceSwitchProps {
  /** The source of the page open now; null on pages that are neither list (Top, a promotion). */
  source: Source | null;
  /** The source of the list beside the switch, marked as selected even off its page (the sidebar on Top). */
  shown?: Source;
}

/** Live and upcoming as two links, the selected one marked; used by the sidebar and the mobile list. */
export function SourceSwitch({ source, shown = source ?? undefined }: SourceSwitchProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('sports.sourceSwitch')} className={styles.switch}>
      {(['live', 'line'] as const).map((item) => (
        <Link
          key={item}
          to={`/${item}`}
          aria-current={item === source ? 'page' : item === shown ? 'true' : undefined}
          className={item === shown ? `${styles.link} ${styles.current}` : styles.link}
        >
          {item === 'live' ? <Radio aria-hidden size={16} /> : <CalendarClock aria-hidden size={16} />}
          {t(item === 'live' ? 'sports.source.live' : 'sports.source.line')}
        </Link>
      ))}
    </nav>
  );
}
