import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading';
import { CasinoNav } from '../components/casino-nav';
import { GamesBrowser } from '../components/games-browser';
import styles from './casino-page.module.css';

/** /casino/games: the lobby with its type, category, provider and name filters (spec 001 §2). */
export function CasinoGamesPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeading>{t('menu.casino')}</PageHeading>
      <CasinoNav />
      <GamesBrowser />
    </div>
  );
}
