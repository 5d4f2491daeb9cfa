import { APP_BANNER_CLOSED_COOKIE } from '@meridian/contract/page-render';
import { Smartphone, X } from 'lucide-react';
import { useState } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { attributionClickId } from '../../../shared/browser/attribution';
import { writeCookie } from '../../../shared/browser/cookies';
import { pageContext } from '../../../shared/browser/page-context';
import { readStorage, storageKeys, writeStorage } from '../../../shared/browser/storage';
import { isAndroid } from '../../../shared/browser/user-agent';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button, ButtonAnchor, ButtonLink } from '../../../shared/ui/button';
import { apkUrl } from '../lib/apk-url';
import styles from './android-app-banner.module.css';

const closedInSession = () => readStorage('session', storageKeys.appBannerClosed) === '1';
/** An Android browser that has not closed the banner this session. */
const showsBanner = () => isAndroid() && !closedInSession();

/**
 * Invites Android visitors to the app; once closed it stays closed for the session (spec 000 §2).
 * Without an Android package it leads to the app page, which installs the web app.
 */
export function AndroidAppBanner() {
  const { t } = useTranslation();
  const settings = useSettings();
  // The server decides from the user agent and the session cookie a closed banner leaves; the
  // browser checks its own session after hydration.
  const shown = useBrowserValue(showsBanner, pageContext()?.appBanner ?? false);
  const [closed, setClosed] = useState(false);

  if (closed || !shown || settings.geo.is_off_mobile_app) return null;
  const { signed } = settings.web.apk.android;

  const handleClose = () => {
    writeStorage('session', storageKeys.appBannerClosed, '1');
    writeCookie(APP_BANNER_CLOSED_COOKIE, '1');
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
