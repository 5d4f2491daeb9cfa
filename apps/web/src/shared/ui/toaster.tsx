import { X } from 'lucide-react';
import { useTranslation } from '../i18n/use-translation';
import { useNotificationStore } from '../notifications/notification.store';
import { Button } from './button';
import styles from './toaster.module.css';

/** The one live region that announces notifications. */
export function Toaster() {
  const { t } = useTranslation();
  const notifications = useNotificationStore((state) => state.notifications);
  const dismiss = useNotificationStore((state) => state.dismiss);
  return (
    <section aria-label={t('notifications.label')} aria-live="polite" className={styles.region}>
      {notifications.map((notification) => (
        <div key={notification.id} className={`${styles.toast} ${styles[notification.kind]}`}>
          <p className={styles.text}>{notification.text}</p>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('notifications.dismiss')}
            onClick={() => dismiss(notification.id)}
          >
            <X aria-hidden size={16} />
          </Button>
        </div>
      ))}
    </section>
  );
}
