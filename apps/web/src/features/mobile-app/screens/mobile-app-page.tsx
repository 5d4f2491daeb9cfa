import { Download, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../shared/api/get-settings';
import { ButtonAnchor } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { apkUrl } from '../lib/apk-url';
import styles from './mobile-app-page.module.css';

/** /mobile-app: both APK downloads and how to install them (spec 000 §2). */
export function MobileAppPage() {
  const { t } = useTranslation();
  const { android } = useSettings().web.apk;
  const fillClickId = (template: string) => (event: { currentTarget: HTMLAnchorElement }) => {
    event.currentTarget.href = apkUrl(template);
  };

  return (
    <article className={styles.page}>
      <div className={styles.hero}>
        <Smartphone aria-hidden size={48} className={styles.icon} />
        <PageHeading>{t('app.page.title')}</PageHeading>
        <p className={styles.lead}>{t('app.page.text')}</p>
        <div className={styles.downloads}>
          {android.signed && (
            <ButtonAnchor variant="primary" size="lg" block href={android.signed} onClick={fillClickId(android.signed)}>
              <Download aria-hidden size={20} />
              {t('app.page.downloadSigned')}
            </ButtonAnchor>
          )}
          {android.unsigned && (
            <ButtonAnchor size="lg" block href={android.unsigned} onClick={fillClickId(android.unsigned)}>
              <Download aria-hidden size={20} />
              {t('app.page.downloadUnsigned')}
            </ButtonAnchor>
          )}
        </div>
      </div>
      <section aria-labelledby="install-steps" className={styles.steps}>
        <h2 id="install-steps" className={styles.stepsTitle}>
          {t('app.page.stepsTitle')}
        </h2>
        <ol className={styles.list}>
          <li>{t('app.page.step1')}</li>
          <li>{t('app.page.step2')}</li>
          <li>{t('app.page.step3')}</li>
        </ol>
      </section>
    </article>
  );
}
