import { Smartphone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/api/get-settings';
import { readStorage, storageKeys, writeStorage } from '../../../shared/browser/storage';
import { isAndroid } from '../../../shared/browser/user-agent';
import { Button, ButtonAnchor } from '../../../shared/ui/button';
import { apkUrl } from '../lib/apk-url';
import styles from './android-app-banner.module.css';

/** Invites Android visitors to the app; once closed it stays closed for the session (spec 000 §2). */
export function AndroidAppBanner() {
  const { t } = useTranslation();
  const settings = useSettings();
  const [closed, setClosed] = useState(() => readStorage('session', storageKeys.appBannerClosed) === '1');

  if (closed || settings.geo.is_off_mobile_app || !isAndroid() || !settings.web.apk.android.signed) return null;

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
      <ButtonAnchor
        variant="primary"
        size="sm"
        href={settings.web.apk.android.signed}
        onClick={(event) => {
          event.currentTarget.href = apkUrl(settings.web.apk.android.signed);
        }}
      >
        {t('app.banner.download')}
      </ButtonAnchor>
      <Button variant="ghost" iconOnly size="sm" aria-label={t('app.banner.close')} onClick={handleClose}>
        <X aria-hidden size={18} />
      </Button>
    </aside>
  );
}
