import { Copy, Download } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import styles from './two-factor.module.css';

/** Recovery codes with copy and download, for the player to keep somewhere safe. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  const text = codes.join('\n');
  const copy = () =>
    navigator.clipboard?.writeText(text).then(
      () => notify.success(t('regComplete.copied')),
      () => notify.error(t('auth.error.generic')),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'meridian-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className={styles.codes} aria-label={t('twoFactor.recoveryCodes')}>
      <h3 className={styles.subtitle}>{t('twoFactor.recoveryCodes')}</h3>
      <p className={styles.hint}>{t('twoFactor.recoveryHint')}</p>
      <ul className={styles.codeList}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="sm" onClick={copy}>
          <Copy aria-hidden size={16} />
          {t('twoFactor.copyCodes')}
        </Button>
        <Button size="sm" onClick={download}>
          <Download aria-hidden size={16} />
          {t('twoFactor.downloadCodes')}
        </Button>
      </div>
    </section>
  );
}
