import { PageHeading } from '../../../shared/ui/page-heading';
import { CasinoNav } from '../components/casino-nav';
import { ProviderGrid } from '../components/provider-grid';
import { useCasinoText } from '../i18n/casino-texts';
import type { CasinoSection } from '../lib/game-paths';
import styles from './casino-page.module.css';

/** /casino/providers and /live-casino/providers: a section's game providers, each opening its games. */
export function CasinoProvidersPage({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  return (
    <div className={styles.page}>
      <PageHeading>{t(section === 'live' ? 'casino.live.providersTitle' : 'casino.providers.title')}</PageHeading>
      <CasinoNav section={section} />
      <ProviderGrid section={section} />
    </div>
  );
}
