import { X } from 'lucide-react';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useNotificationStore } from '../notifications/notification.store';
import { Button } from './button';
import styles from './toaster.module.css';

/** Marks the site's header, which toasts open below. */
const SITE_HEADER_ATTRIBUTE = 'data-site-header';

/**
 * Where the site's header ends on screen while `active` (null without a header): toasts open below
 * it, never over the balance and Deposit. A phone's header sits under the app banner until that
 * scrolls away, so the edge is measured rather than assumed.
 */
function useHeaderBottom(active: boolean): number | null {
  const [bottom, setBottom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => {
      const header = document.querySelector(`[${SITE_HEADER_ATTRIBUTE}]`);
      setBottom(header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : null);
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return bottom;
}

/** The one live region that announces notifications. */
export function Toaster() {
  const { t } = useTranslation();
  const notifications = useNotificationStore((state) => state.notifications);
  const dismiss = useNotificationStore((state) => state.dismiss);
  const headerBottom = useHeaderBottom(notifications.length > 0);
  return (
    <section
      aria-label={t('notifications.label')}
      aria-live="polite"
      className={styles.region}
      style={headerBottom === null ? undefined : { top: `calc(${headerBottom}px + var(--space-2))` }}
    >
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
