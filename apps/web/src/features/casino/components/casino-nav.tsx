import { Link, NavLink } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, categoriesPath, lobbyPath, providersPath } from '../lib/game-paths';
import styles from './casino-nav.module.css';

/**
 * A casino section's pages: games, providers, and on mobile the categories (spec 001 §2). A phone
 * has no header menu, so there the nav also leads to the other section when it is open.
 */
export function CasinoNav({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const isMobile = useFormFactor() === 'mobile';
  const { casino } = useSettings();
  const other: CasinoSection = section === 'live' ? 'regular' : 'live';
  const otherOpen = other === 'live' ? casino.is_open_live : casino.is_open_regular;
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
      {isMobile && otherOpen && (
        <Link to={lobbyPath(other)} className={`${styles.link} ${styles.switch}`}>
          {t(other === 'live' ? 'casino.nav.toLive' : 'casino.nav.toRegular')}
        </Link>
      )}
    </nav>
  );
}
