import { useSupportUnread } from '../hooks/use-support-chat';
import { useSupportText } from '../i18n/support-texts';
import styles from './support-button-badge.module.css';

/** The count of unread answers on the support button, read out with the button's name. */
export function SupportButtonBadge() {
  const t = useSupportText();
  const unread = useSupportUnread();
  if (unread === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden>{unread > 99 ? '99+' : unread}</span>
      <span className="visually-hidden">{t('support.unread', { count: unread })}</span>
    </span>
  );
}
