import { NavLink } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useCasinoText } from '../i18n/casino-texts';
import styles from './casino-nav.module.css';

/** The casino's sections: games, providers, and on mobile the categories (spec 001 §2). */
export function CasinoNav() {
  const t = useCasinoText();
  const isMobile = useFormFactor() === 'mobile';
  const className = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  return (
    <nav aria-label={t('casino.nav.label')} className={styles.nav}>
      <NavLink to="/casino/games" className={className}>
        {t('casino.nav.games')}
      </NavLink>
      <NavLink to="/casino/providers" className={className}>
        {t('casino.nav.providers')}
      </NavLink>
      {isMobile && (
        <NavLink to="/casino/categories" className={className}>
          {t('casino.nav.categories')}
        </NavLink>
      )}
    </nav>
  );
}
