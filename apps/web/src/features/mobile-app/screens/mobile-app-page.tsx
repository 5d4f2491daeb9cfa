import { CheckCircle2, Download, MonitorSmartphone, Smartphone } from 'lucide-react';
import { useSettings } from '../../../shared/api/get-settings';
import { attributionClickId } from '../../../shared/browser/attribution';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button, ButtonAnchor } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { apkUrl } from '../lib/apk-url';
import { promptInstall, useInstallState } from '../lib/install-prompt';
import styles from './mobile-app-page.module.css';

/**
 * /mobile-app (spec 000 §2): the Android package downloads when the operator placed one, otherwise
 * the installable web app, so the page never offers a link that answers 404.
 */
export function MobileAppPage() {
  const { t } = useTranslation();
  const { android } = useSettings().web.apk;
  const hasPackage = Boolean(android.signed || android.unsigned);
  const clickId = attributionClickId();
  // The steps name the page's install button only while the browser offers one.
  const webStep1 = useInstallState() === 'available' ? 'app.page.webStep1' : 'app.page.webStep1Manual';

  return (
    <article className={styles.page}>
      <div className={styles.hero}>
        <Smartphone aria-hidden size={48} className={styles.icon} />
        <PageHeading>{t('app.page.title')}</PageHeading>
        <p className={styles.lead}>{t(hasPackage ? 'app.page.text' : 'app.page.webText')}</p>
        <div className={styles.downloads}>
          {android.signed && (
            <ButtonAnchor variant="primary" size="lg" block href={apkUrl(android.signed, clickId)}>
              <Download aria-hidden size={20} />
              {t('app.page.downloadSigned')}
            </ButtonAnchor>
          )}
          {android.unsigned && (
            <ButtonAnchor size="lg" block href={apkUrl(android.unsigned, clickId)}>
              <Download aria-hidden size={20} />
              {t('app.page.downloadUnsigned')}
            </ButtonAnchor>
          )}
          {!hasPackage && <WebAppInstall />}
        </div>
      </div>
      <section aria-labelledby="install-steps" className={styles.steps}>
        <h2 id="install-steps" className={styles.stepsTitle}>
          {t('app.page.stepsTitle')}
        </h2>
        <ol className={styles.list}>
          <li>{t(hasPackage ? 'app.page.step1' : webStep1)}</li>
          <li>{t(hasPackage ? 'app.page.step2' : 'app.page.webStep2')}</li>
          <li>{t(hasPackage ? 'app.page.step3' : 'app.page.webStep3')}</li>
        </ol>
      </section>
    </article>
  );
}

/** The web app's install: the browser's own dialog where Chromium offers it, directions otherwise. */
function WebAppInstall() {
  const { t } = useTranslation();
  const state = useInstallState();

  if (state === 'installed') {
    return (
      <p className={styles.status} role="status">
        <CheckCircle2 aria-hidden size={20} />
        {t('app.page.installed')}
      </p>
    );
  }
  if (state === 'available') {
    return (
      <Button variant="primary" size="lg" block onClick={() => void promptInstall()}>
        <MonitorSmartphone aria-hidden size={20} />
        {t('app.page.install')}
      </Button>
    );
  }
  return <p className={styles.status}>{t('app.page.installManual')}</p>;
}
