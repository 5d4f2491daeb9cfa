import { PageHeading } from '../../../shared/ui/page-heading';
import { CasinoNav } from '../components/casino-nav';
import { ProviderGrid } from '../components/provider-grid';
import { useCasinoText } from '../i18n/casino-texts';
import styles from './casino-page.module.css';

/** /casino/providers: the game providers, each opening its games. */
export function CasinoProvidersPage() {
  const t = useCasinoText();
  return (
    <div className={styles.page}>
      <PageHeading>{t('casino.providers.title')}</PageHeading>
      <CasinoNav />
      <ProviderGrid />
    </div>
  );
}
