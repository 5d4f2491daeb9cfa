import { WifiOff } from 'lucide-react';
import { selectConnectionLost, useNetworkStore } from '../../shared/api/network.store';
import { useTranslation } from '../../shared/i18n/use-translation';
import styles from './connection-bar.module.css';

/**
 * Says, without taking the screen away, that what it shows stands still: the connection is lost
 * (live odds paused until it returns) or only the socket is down (reconnecting). The status region
 * is always there, empty while all is well, so a screen reader announces the message when it comes.
 */
export function ConnectionBar() {
  const { t } = useTranslation();
  const lost = useNetworkStore(selectConnectionLost);
  const socketDropped = useNetworkStore((state) => state.socketDropped);
  const message = lost ? t('connection.offline') : socketDropped ? t('connection.reconnecting') : null;
  return (
    <div role="status" className={message ? styles.bar : styles.idle}>
      {message && (
        <>
          <WifiOff aria-hidden size={16} className={styles.icon} />
          <span>{message}</span>
        </>
      )}
    </div>
  );
}
