import { Copy } from 'lucide-react';
import { useId } from 'react';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { usePromotionsText } from '../i18n/promotions-texts';
import styles from './promotion-campaign.module.css';

/** A promotion's code, large enough to read out and copy by hand, with a button that copies it. */
export function PromoCode({ code }: { code: string }) {
  const { t } = usePromotionsText();
  const labelId = useId();

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(t('promotions.code.copied', { code }));
    } catch {
      // Without clipboard access the code stays on screen to copy by hand.
    }
  };

  return (
    <div className={styles.code}>
      <span id={labelId} className={styles.codeLabel}>
        {t('promotions.code.label')}
      </span>
      <div className={styles.codeRow}>
        <output className={styles.codeValue} aria-labelledby={labelId}>
          {code}
        </output>
        <Button aria-label={t('promotions.code.copyName', { code })} onClick={() => void handleCopy()}>
          <Copy aria-hidden size={16} />
          {t('promotions.code.copy')}
        </Button>
      </div>
      <p className={styles.hint}>{t('promotions.code.hint')}</p>
    </div>
  );
}
