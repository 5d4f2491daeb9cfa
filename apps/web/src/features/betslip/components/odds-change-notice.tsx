import { Pause } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './selection-list.module.css';

/**
 * The foot of a slip selection that can still be placed: paused while live prices cannot be trusted,
 * else the moved odds waiting for the player to accept them (nothing when none wait).
 */
export function OddsChangeNotice({
  paused,
  waiting,
  subject,
  onAccept,
}: {
  paused: boolean;
  waiting: unknown;
  subject: string;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  if (paused) {
    return (
      <p className={styles.notice}>
        <Pause aria-hidden size={14} />
        {t('betslip.paused')}
      </p>
    );
  }
  if (waiting === null) return null;
  return (
    <div className={styles.change}>
      <span>{t('betslip.oddsChanged')}</span>
      <Button size="sm" variant="primary" aria-label={t('betslip.acceptOddsOf', { subject })} onClick={onAccept}>
        {t('betslip.acceptOdds')}
      </Button>
    </div>
  );
}
