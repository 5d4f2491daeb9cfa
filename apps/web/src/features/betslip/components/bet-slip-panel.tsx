import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useAuthStore } from '../../auth/store/auth.store';
import { useBetSlipStore } from '../store/betslip.store';
import styles from './bet-slip-panel.module.css';
import { SelectionList } from './selection-list';

/** The bet slip; for now only its empty state and the visitor's login prompt (spec 001 §6). */
export function BetSlipPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const count = useBetSlipStore((state) => state.items.length);
  const openPopup = usePopupStore((state) => state.open);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className={styles.panel} aria-labelledby="bet-slip-title">
      <Heading id="bet-slip-title" className={styles.title}>
        {t('betslip.title')}
      </Heading>
      {count > 0 && <SelectionList />}
      {count === 0 && (
        <div className={styles.empty}>
          <Ticket aria-hidden size={32} className={styles.emptyIcon} />
          <p className={styles.emptyTitle}>{t('betslip.empty')}</p>
          <p className={styles.emptyHint}>{t('betslip.emptyHint')}</p>
        </div>
      )}
      {!isAuthorized &&
        (formFactor === 'mobile' ? (
          <ButtonLink to="/auth/login" variant="primary" block>
            {t('betslip.loginToBet')}
          </ButtonLink>
        ) : (
          <Button variant="primary" block onClick={() => openPopup('Login')}>
            {t('betslip.loginToBet')}
          </Button>
        ))}
    </section>
  );
}
