import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { profileQueryKey } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Skeleton } from '../../../shared/ui/skeleton';
import { confirmTwoFactor, startTwoFactorSetup } from '../api/two-factor';
import { CodeForm } from '../components/code-form';
import { RecoveryCodes } from '../components/recovery-codes';
import styles from '../components/two-factor.module.css';

/** Renders the server's SVG as an image, so none of its markup runs in the page. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export function Setup2FAPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setup = useMutation({ mutationFn: startTwoFactorSetup });
  const { mutate } = setup;
  useEffect(() => mutate(), [mutate]);

  return (
    <Dialog title={t('popup.Setup2FA')} onClose={onClose} isTop={isTop} contentScrolls>
      {setup.isError ? (
        <div className={styles.stack} role="alert">
          <p>{isApiError(setup.error) ? setup.error.message : t('auth.error.generic')}</p>
          <Button onClick={() => mutate()}>{t('signup.retry')}</Button>
        </div>
      ) : (
        <CodeForm
          label={t('twoFactor.code')}
          submitLabel={t('twoFactor.enable')}
          canSubmit={setup.isSuccess}
          onSubmit={confirmTwoFactor}
          scrollChildren
          onSuccess={() => {
            useAuthStore.getState().setTwoFactorEnabled(true);
            void queryClient.invalidateQueries({ queryKey: profileQueryKey });
            notify.success(t('twoFactor.enabled'));
            onClose();
          }}
        >
          {setup.data ? (
            <>
              <p className={styles.hint}>{t('twoFactor.scan')}</p>
              <img className={styles.qr} src={svgDataUrl(setup.data.svg)} alt={t('twoFactor.qrAlt')} />
              <p className={styles.hint}>
                {t('twoFactor.secret')} <span className={styles.secret}>{setup.data.secret}</span>
              </p>
              <RecoveryCodes codes={setup.data.codes} />
            </>
          ) : (
            <Skeleton height={240} />
          )}
        </CodeForm>
      )}
    </Dialog>
  );
}
