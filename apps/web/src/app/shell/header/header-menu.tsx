import type { SiteKey } from '@meridian/contract/locales/en';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import styles from './desktop-header.module.css';

interface MenuItem {
  to: string;
  label: SiteKey;
  end?: boolean;
}

/** The desktop header menu (spec 000 §2); casino entries follow the settings. */
export function HeaderMenu() {
  const { t } = useTranslation();
  const { casino } = useSettings();
  const items: MenuItem[] = [
    { to: '/', label: 'menu.top', end: true },
    { to: '/live', label: 'menu.live' },
    { to: '/line', label: 'menu.line' },
    ...(casino.is_open_regular ? [{ to: '/casino/games', label: 'menu.casino' } as const] : []),
    ...(casino.is_open_live ? [{ to: '/live-casino/games', label: 'menu.liveCasino' } as const] : []),
    { to: '/results', label: 'menu.results' },
    { to: '/promotions', label: 'menu.promotions' },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <nav aria-label={t('menu.main')} className={styles.nav}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {/* Outside the list, which scrolls when it is too long for the header: search stays in view. */}
      <NavLink to="/search?clear=true" className={linkClass}>
        <Search aria-hidden size={16} />
        <span className={styles.collapsible}>{t('menu.search')}</span>
      </NavLink>
    </nav>
  );
}
