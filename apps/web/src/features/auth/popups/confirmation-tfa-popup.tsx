import { useMutation } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { callApi } from '../../../shared/api/call-api';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { RecoveryCodes } from '../components/recovery-codes';
import styles from '../components/two-factor.module.css';

/** New recovery codes, after the player confirms that the old ones stop working. */
export function ConfirmationTfaPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const regenerate = useMutation({
    mutationFn: () => callApi('POST /user/two-factor-recovery-codes').then((p) => p.codes),
  });
  return (
    <Dialog title={t('popup.ConfirmationTfa')} onClose={onClose} isTop={isTop}>
      <div className={styles.stack}>
        {regenerate.data ? (
          <>
            <RecoveryCodes codes={regenerate.data} />
            <Button variant="primary" block onClick={onClose}>
              {t('dialog.ok')}
            </Button>
          </>
        ) : (
          <>
            <p className={styles.hint}>{t('twoFactor.regenerateText')}</p>
            {regenerate.isError && (
              <p role="alert">{isApiError(regenerate.error) ? regenerate.error.message : t('auth.error.generic')}</p>
            )}
            <Button variant="primary" block disabled={regenerate.isPending} onClick={() => regenerate.mutate()}>
              {t('twoFactor.regenerate')}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
