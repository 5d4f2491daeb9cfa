import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import popupStyles from '../../../shared/popups/popup.module.css';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { useAuthStore } from '../../../shared/session/auth.store';
import { markTwoFactorPassed, pickTokenData, signIn, signOut } from '../../../shared/session/auth-session';
import { Dialog } from '../../../shared/ui/dialog';
import { challengeTwoFactor } from '../api/two-factor';
import { CodeForm } from '../components/code-form';

/** The second factor at sign-in; leaving it without a good code signs the player out (spec 000 §4). */
export function Check2FAPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const passed = useRef(false);
  const handleClose = () => {
    if (!passed.current) signOut();
    onClose();
  };
  return (
    <Dialog title={t('popup.Check2FA')} onClose={handleClose} isTop={isTop}>
      <CodeForm
        label={t('twoFactor.codeOrRecovery')}
        submitLabel={t('twoFactor.verify')}
        onSubmit={challengeTwoFactor}
        onSuccess={(answer) => {
          passed.current = true;
          const data = pickTokenData(answer);
          if (data) signIn(data, useAuthStore.getState().tokens?.remember ?? false);
          else markTwoFactorPassed();
          onClose();
        }}
      >
        <p className={popupStyles.text}>{t('twoFactor.checkText')}</p>
      </CodeForm>
    </Dialog>
  );
}
