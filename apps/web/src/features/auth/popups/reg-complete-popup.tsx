import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import popupStyles from '../../../shared/popups/popup.module.css';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import formStyles from '../../../shared/ui/form/form.module.css';

/** How long the confirm button stays locked, so the player reads the password (spec 000 §9). */
export const REG_COMPLETE_LOCK_S = 5;

interface Credentials {
  id: number;
  password: string;
}

function isCredentials(data: unknown): data is Credentials {
  return typeof data === 'object' && data !== null && 'id' in data && 'password' in data;
}

export function RegCompletePopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const [lockLeft, setLockLeft] = useState(REG_COMPLETE_LOCK_S);
  useEffect(() => {
    if (lockLeft <= 0) return;
    const timer = setTimeout(() => setLockLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [lockLeft]);
  if (!isCredentials(data)) return null;

  const copy = (text: string) =>
    navigator.clipboard?.writeText(text).then(
      () => notify.success(t('regComplete.copied')),
      () => notify.error(t('auth.error.generic')),
    );

  const rows = [
    { label: t('regComplete.id'), value: String(data.id) },
    { label: t('regComplete.password'), value: data.password },
  ];
  return (
    <Dialog title={t('popup.RegComplete')} onClose={lockLeft > 0 ? () => undefined : onClose} isTop={isTop}>
      <div className={formStyles.form}>
        <p className={popupStyles.text}>{t('regComplete.text')}</p>
        <dl className={formStyles.form}>
          {rows.map((row) => (
            <div key={row.label} className={formStyles.row}>
              <div className={formStyles.grow}>
                <dt className={formStyles.label}>{row.label}</dt>
                <dd className={formStyles.mono}>{row.value}</dd>
              </div>
              <Button iconOnly aria-label={t('regComplete.copy', { what: row.label })} onClick={() => copy(row.value)}>
                <Copy aria-hidden size={18} />
              </Button>
            </div>
          ))}
        </dl>
        <Button variant="primary" block disabled={lockLeft > 0} onClick={onClose}>
          {lockLeft > 0 ? t('regComplete.confirmIn', { seconds: lockLeft }) : t('regComplete.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
