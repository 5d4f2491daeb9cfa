import { Smartphone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/api/get-settings';
import { attributionClickId } from '../../../shared/browser/attribution';
import { readStorage, storageKeys, writeStorage } from '../../../shared/browser/storage';
import { isAndroid } from '../../../shared/browser/user-agent';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { Button, ButtonAnchor, ButtonLink } from '../../../shared/ui/button';
import { apkUrl } from '../lib/apk-url';
import styles from './android-app-banner.module.css';

const closedInSession = () => readStorage('session', storageKeys.appBannerClosed) === '1';

/**
 * Invites Android visitors to the app; once closed it stays closed for the session (spec 000 §2).
 * Without an Android package it leads to the app page, which installs the web app.
 */
export function AndroidAppBanner() {
  const { t } = useTranslation();
  const settings = useSettings();
  // Only the browser knows its user agent and its session: the server's HTML has no banner, and the
  // browser shows it right after hydration.
  const android = useBrowserValue(isAndroid, false);
  const closedEarlier = useBrowserValue(closedInSession, true);
  const [closed, setClosed] = useState(false);

  if (closed || closedEarlier || settings.geo.is_off_mobile_app || !android) return null;
  const { signed } = settings.web.apk.android;

  const handleClose = () => {
    writeStorage('session', storageKeys.appBannerClosed, '1');
    setClosed(true);
  };

  return (
    <aside className={styles.banner} aria-label={t('app.banner.title')}>
      <Smartphone aria-hidden size={28} className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{t('app.banner.title')}</p>
        <p className={styles.hint}>{t('app.banner.text')}</p>
      </div>
      {signed ? (
        <ButtonAnchor variant="primary" size="sm" href={apkUrl(signed, attributionClickId())}>
          {t('app.banner.download')}
        </ButtonAnchor>
      ) : (
        <ButtonLink variant="primary" size="sm" to="/mobile-app">
          {t('app.banner.install')}
        </ButtonLink>
      )}
      <Button variant="ghost" iconOnly size="sm" aria-label={t('app.banner.close')} onClick={handleClose}>
        <X aria-hidden size={18} />
      </Button>
    </aside>
  );
}
