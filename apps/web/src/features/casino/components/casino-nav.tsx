import { NavLink } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, categoriesPath, lobbyPath, providersPath } from '../lib/game-paths';
import styles from './casino-nav.module.css';

/** A casino section's pages: games, providers, and on mobile the categories (spec 001 §2). */
export function CasinoNav({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const isMobile = useFormFactor() === 'mobile';
  const className = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <nav aria-label={t(section === 'live' ? 'casino.live.navLabel' : 'casino.nav.label')} className={styles.nav}>
      <NavLink to={lobbyPath(section)} className={className}>
        {t('casino.nav.games')}
      </NavLink>
      <NavLink to={providersPath(section)} className={className}>
        {t('casino.nav.providers')}
      </NavLink>
      {isMobile && (
        <NavLink to={categoriesPath(section)} className={className}>
          {t('casino.nav.categories')}
        </NavLink>
      )}
    </nav>
  );
}
