import type { Session } from '@meridian/contract/user';
import { Monitor, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useSessions } from '../api/sessions';
import styles from './sessions-page.module.css';

/** "Chrome 131 on Windows 10": the browser and the system, whichever of them the user agent named. */
function useDeviceName(): (device: Session['params']['device']) => string {
  const { t } = useTranslation();
  return (device) => {
    const browser = [device.browser, device.browser_v].filter(Boolean).join(' ');
    const os = [device.os, device.os_v].filter(Boolean).join(' ');
    if (browser && os) return t('sessions.browserOn', { browser, os });
    return browser || os || t('sessions.unknownDevice');
  };
}

function SessionCard({ session, action }: { session: Session; action: ReactNode }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  const { device, city, country } = session.params;
  const place = [city, country].filter(Boolean).join(', ') || t('sessions.unknownPlace');
  const Icon = device.type === 'mobile' || device.type === 'tablet' ? Smartphone : Monitor;
  return (
    <li className={styles.card}>
      <Icon aria-hidden size={28} className={styles.icon} />
      <div className={styles.details}>
        <p className={styles.device}>
          {deviceName(device)}
          {session.is_current && <span className={styles.badge}>{t('sessions.current')}</span>}
        </p>
        <p className={styles.meta}>{place}</p>
        <p className={styles.meta}>
          {t('sessions.lastSeen', { time: formatDateTime(session.last_seen_at) })} · {session.ip}
        </p>
      </div>
      {action}
    </li>
  );
}

/** /profile/sessions: this session first with "end all others", then the rest, each endable. */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const open = usePopupStore((state) => state.open);

  if (sessions.isError) return <TechErrorState onRetry={() => void sessions.refetch()} />;
  const current = sessions.data?.find((session) => session.is_current);
  const others = sessions.data?.filter((session) => !session.is_current) ?? [];

  return (
    <>
      <PageHeading>{t('more.sessions')}</PageHeading>
      {sessions.isPending ? (
        <Skeleton height={200} />
      ) : (
        <>
          {current && (
            <section aria-label={t('sessions.current')}>
              <ul className={styles.list}>
                <SessionCard
                  session={current}
                  action={
                    <Button
                      size="sm"
                      disabled={others.length === 0}
                      onClick={() => open('TerminateConfirm', { id: 'all' })}
                    >
                      {t('sessions.terminateAll')}
                    </Button>
                  }
                />
              </ul>
            </section>
          )}
          <section aria-label={t('sessions.others')}>
            <h2 className={styles.subtitle}>{t('sessions.others')}</h2>
            {others.length === 0 ? (
              <p className={styles.meta}>{t('sessions.none')}</p>
            ) : (
              <ul className={styles.list}>
                {others.map((session) => (
                  <SessionCard
                    key={session.id}
                    session={session}
                    action={
                      <Button size="sm" onClick={() => open('TerminateConfirm', { id: session.id })}>
                        {t('sessions.terminate')}
                      </Button>
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
