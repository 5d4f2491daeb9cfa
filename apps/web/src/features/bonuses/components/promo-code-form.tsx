import { useId, useState } from 'react';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form/text-field';
import { activatePromoCode, useBonusChange } from '../api/bonus-actions';
import { useFailureNotice } from '../hooks/use-failure-notice';
import { useBonusesText } from '../i18n/bonuses-texts';
import styles from './bonuses-page.module.css';

/** The promo code field (spec 000 §5: the button waits for a code and for the last request to end). */
export function PromoCodeForm() {
  const t = useBonusesText();
  const headingId = useId();
  const [code, setCode] = useState('');
  const activate = useBonusChange(activatePromoCode);
  const onFailure = useFailureNotice();
  const trimmed = code.trim();
  const disabled = trimmed === '' || activate.isPending;

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('bonuses.promo.title')}
      </h2>
      <form
        className={styles.promoForm}
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (disabled) return;
          activate.mutate(trimmed, {
            onSuccess: ({ gift }) => {
              notify.success(t('bonuses.promo.activated', { name: gift.name }));
              setCode('');
            },
            onError: onFailure,
          });
        }}
      >
        <TextField
          label={t('bonuses.promo.label')}
          value={code}
          onValueChange={setCode}
          placeholder={t('bonuses.promo.placeholder')}
          hint={t('bonuses.promo.hint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <Button
          type="submit"
          variant="primary"
          className={styles.promoButton}
          disabled={disabled}
          aria-busy={activate.isPending || undefined}
        >
          {t('bonuses.promo.submit')}
        </Button>
      </form>
    </section>
  );
}
