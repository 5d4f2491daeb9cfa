import { useTranslation } from '../../shared/i18n/use-translation';
import styles from '../../shared/popups/popup.module.css';
import type { PopupProps } from '../../shared/popups/popup-props';
import { Button } from '../../shared/ui/button';
import { Dialog } from '../../shared/ui/dialog';

/** Data of the Alert popup; texts arrive already translated. */
export interface AlertData {
  title?: string;
  text: string;
  buttonText?: string;
}

function isAlertData(data: unknown): data is AlertData {
  return typeof data === 'object' && data !== null && typeof (data as AlertData).text === 'string';
}

export function AlertPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const alert = isAlertData(data) ? data : { text: '' };
  return (
    <Dialog title={alert.title ?? t('popup.Alert')} onClose={onClose} isTop={isTop}>
      <p className={styles.text}>{alert.text}</p>
      <div className={styles.actions}>
        <Button variant="primary" block onClick={onClose}>
          {alert.buttonText ?? t('dialog.ok')}
        </Button>
      </div>
    </Dialog>
  );
}
