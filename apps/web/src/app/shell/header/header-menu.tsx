import type { SiteKey } from '@meridian/contract/locales/en';
import { ChevronDown, Search } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { matchPath, NavLink, useLocation } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import { useDropdown } from '../../../shared/hooks/use-dropdown';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useAuthStore } from '../../../shared/session/auth.store';
import styles from './desktop-header.module.css';

interface MenuItem {
  to: string;
  label: SiteKey;
  end?: boolean;
  /** The entry stays current on every page under this path, not only under `to`. */
  section?: string;
}

/** Whether the page shown belongs to a menu entry. */
function isCurrent(item: MenuItem, pathname: string): boolean {
  return matchPath({ path: item.section ?? item.to, end: item.end ?? false }, pathname) !== null;
}

interface MenuFit {
  /** Each entry's width, in menu order. */
  widths: number[];
  /** The space between two entries. */
  gap: number;
  /** The room the entries have when all of them are shown. */
  available: number;
  /** The room the "More" button takes beside the entries, its gap included. */
  moreWidth: number;
}

/**
 * How many entries, from the first, the header shows: all when they fit, otherwise as many as fit
 * beside the "More" button that holds the rest.
 */
export function countFittingEntries({ widths, gap, available, moreWidth }: MenuFit): number {
  const widthOf = (count: number) =>
    widths.slice(0, count).reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (widthOf(widths.length) <= available) return widths.length;
  let count = widths.length - 1;
  while (count > 0 && widthOf(count) > available - moreWidth) count -= 1;
  return count;
}

const gapOf = (element: Element) => Number.parseFloat(getComputedStyle(element).columnGap) || 0;

/**
 * The desktop header menu (spec 000 §2); casino entries follow the settings. Entries that do not fit
 * beside the balance and the player's buttons (longer labels in some languages, narrower windows) move,
 * from the last one, into a "More" menu at the menu's end; none is ever cut.
 */
export function HeaderMenu() {
  const { t } = useTranslation();
  const { casino } = useSettings();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const items: MenuItem[] = [
    { to: '/', label: 'menu.top', end: true },
    { to: '/live', label: 'menu.live' },
    { to: '/line', label: 'menu.line' },
    ...(casino.is_open_regular ? [{ to: '/casino/games', label: 'menu.casino', section: '/casino' } as const] : []),
    ...(casino.is_open_live
      ? [{ to: '/live-casino/games', label: 'menu.liveCasino', section: '/live-casino' } as const]
      : []),
    { to: '/results', label: 'menu.results' },
    { to: '/promotions', label: 'menu.promotions' },
  ];
  const labels = items.map((item) => t(item.label));
  const navRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLAnchorElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(items.length);
  const labelsKey = labels.join('\n');

  // Entries are measured in a hidden copy of the menu, so the fit does not depend on what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when the labels change
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      const room = nav.getBoundingClientRect().width;
      if (room === 0) return;
      const sizes = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const moreButton = sizes.pop() ?? 0;
      const navGap = gapOf(nav);
      const search = searchRef.current ? searchRef.current.getBoundingClientRect().width + navGap : 0;
      setShown(
        countFittingEntries({
          widths: sizes,
          gap: gapOf(measure),
          available: room - search,
          moreWidth: moreButton + navGap,
        }),
      );
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    if (searchRef.current) observer.observe(searchRef.current);
    return () => observer.disconnect();
  }, [labelsKey]);

  const { pathname } = useLocation();
  const linkClass =
    (item: MenuItem) =>
    ({ isActive }: { isActive: boolean }) =>
      isActive || isCurrent(item, pathname) ? `${styles.link} ${styles.active}` : styles.link;
  const searchClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;
  const visible = items.slice(0, shown);
  const overflow = items.slice(shown);

  return (
    <nav ref={navRef} aria-label={t('menu.main')} className={styles.nav}>
      <ul className={styles.menu}>
        {visible.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClass(item)}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      {overflow.length > 0 && <MoreMenu items={overflow} linkClass={linkClass} />}
      {/* Outside the list, so search stays in view whatever the list holds. */}
      <NavLink ref={searchRef} to="/search?clear=true" className={searchClass}>
        <Search aria-hidden size={16} />
        {/* A signed-in player's header needs the label's room for the menu at every width. */}
        <span className={isAuthorized ? 'visually-hidden' : styles.collapsible}>{t('menu.search')}</span>
      </NavLink>
      <ul ref={measureRef} className={`${styles.menu} ${styles.measure}`} aria-hidden>
        {labels.map((label, index) => (
          <li key={items[index]?.to}>
            <span className={styles.link}>{label}</span>
          </li>
        ))}
        <li>
          <MoreButtonFace />
        </li>
      </ul>
    </nav>
  );
}

function MoreButtonFace() {
  const { t } = useTranslation();
  return (
    <span className={styles.link}>
      {t('menu.more')}
      <ChevronDown aria-hidden size={16} />
    </span>
  );
}

interface MoreMenuProps {
  items: MenuItem[];
  linkClass: (item: MenuItem) => (state: { isActive: boolean }) => string | undefined;
}

/** The entries that do not fit: a disclosure button and a list that closes on Escape, outside clicks and navigation. */
function MoreMenu({ items, linkClass }: MoreMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { open, setOpen, panelId, rootRef, buttonRef } = useDropdown();
  const holdsCurrentPage = items.some((item) => isCurrent(item, pathname));

  return (
    <div ref={rootRef} className={styles.more}>
      <button
        ref={buttonRef}
        type="button"
        className={
          holdsCurrentPage
            ? `${styles.link} ${styles.moreButton} ${styles.active}`
            : `${styles.link} ${styles.moreButton}`
        }
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('menu.more')}
        <ChevronDown aria-hidden size={16} />
      </button>
      {open && (
        <ul id={panelId} className={styles.morePanel}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClass(item)} onClick={() => setOpen(false)}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
