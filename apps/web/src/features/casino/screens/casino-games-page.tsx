import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageHeading } from '../../../shared/ui/page-heading';
import { CasinoNav } from '../components/casino-nav';
import { GamesBrowser } from '../components/games-browser';
import type { CasinoSection } from '../lib/game-paths';
import styles from './casino-page.module.css';

/** /casino/games and /live-casino/games: a section's lobby with its type, category, provider and name filters (spec 001 §2). */
export function CasinoGamesPage({ section }: { section: CasinoSection }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeading>{t(section === 'live' ? 'menu.liveCasino' : 'menu.casino')}</PageHeading>
      <CasinoNav section={section} />
      <GamesBrowser section={section} />
    </div>
  );
}
