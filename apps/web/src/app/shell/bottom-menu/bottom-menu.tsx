import type { SiteKey } from '@meridian/contract/locales/en';
import { Dice5, Ellipsis, House, Ticket, Trophy } from 'lucide-react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import { useSlipCount } from '../../../shared/betslip/betslip.store';
import { requestSlipFocus } from '../../../shared/betslip/slip-focus';
import { useBrowserValue } from '../../../shared/hooks/use-browser-value';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRouteHandle } from '../../router/route-handle';
import {
  type MenuSection,
  menuTarget,
  parseMenuMemory,
  readMenuMemoryText,
  rememberPath,
  sectionOf,
} from './bottom-menu.model';
import styles from './bottom-menu.module.css';

interface Entry {
  section: MenuSection;
  root: string;
  label: SiteKey;
  icon: ReactNode;
}

/** The five-entry mobile menu; each entry returns to the last page seen in its section. */
export function BottomMenu() {
  const { t } = useTranslation();
  const location = useLocation();
  const { skipMenuMemory } = useRouteHandle();
  const { casino } = useSettings();
  const count = useSlipCount();
  const active = sectionOf(location.pathname, location.search);
  // The memory is the browser's session's: the server's HTML links every section to its start, and
  // the remembered paths come in right after hydration.
  const memoryText = useBrowserValue(readMenuMemoryText, null);
  const memory = useMemo(() => parseMenuMemory(memoryText), [memoryText]);

  useEffect(() => {
    if (active && !skipMenuMemory) rememberPath(active, `${location.pathname}${location.search}`);
  }, [active, skipMenuMemory, location.pathname, location.search]);

  const entries: Entry[] = [
    { section: 'top', root: '/', label: 'menu.top', icon: <House aria-hidden size={22} /> },
    { section: 'sport', root: '/live', label: 'menu.sport', icon: <Trophy aria-hidden size={22} /> },
    { section: 'betslip', root: '/bet-slip', label: 'menu.betSlip', icon: <Ticket aria-hidden size={22} /> },
  ];
  if (casino.is_open_regular || casino.is_open_live) {
    const root = casino.is_open_regular ? '/casino/games' : '/live-casino/games';
    entries.push({ section: 'casino', root, label: 'menu.casino', icon: <Dice5 aria-hidden size={22} /> });
  }
  entries.push({ section: 'more', root: '/more', label: 'menu.more', icon: <Ellipsis aria-hidden size={22} /> });

  return (
    <nav aria-label={t('menu.bottom')} className={styles.menu}>
      <ul className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.section} className={styles.item}>
            <Link
              to={menuTarget(entry.section, entry.root, active, memory)}
              className={entry.section === active ? `${styles.link} ${styles.active}` : styles.link}
              aria-current={entry.section === active ? 'page' : undefined}
              data-slip-link={entry.section === 'betslip' || undefined}
              // Opened by keyboard, the slip page puts the focus on the slip; a tap leaves the phone's keyboard closed.
              onClick={entry.section === 'betslip' ? (event) => event.detail === 0 && requestSlipFocus() : undefined}
            >
              <span className={styles.icon}>
                {entry.icon}
                {entry.section === 'betslip' && count > 0 && (
                  <span className={styles.badge} aria-hidden>
                    {count}
                  </span>
                )}
              </span>
              <span>{t(entry.label)}</span>
              {entry.section === 'betslip' && count > 0 && (
                <span className="visually-hidden">{t('betslip.selections', { count })}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
