import { readStorage, storageKeys, writeStorageJson } from '../../../shared/browser/storage';

export type MenuSection = 'top' | 'sport' | 'betslip' | 'casino' | 'more';

export type MenuMemory = Partial<Record<MenuSection, string>>;

const SPORT = /^\/(line|live)(\/|$)/;
const CASINO = /^\/(casino|live-casino)(\/|$)/;
const MORE = /^\/(more|profile|promotions|results|payments)(\/|$)/;

/** The bottom-menu section a location belongs to (spec 000 §2), or null for pages outside them. */
export function sectionOf(pathname: string, search = ''): MenuSection | null {
  if (pathname === '/') return 'top';
  if (SPORT.test(pathname)) {
    // A match opened from the top page keeps Top highlighted.
    return new URLSearchParams(search).get('fromPage') === 'top' ? 'top' : 'sport';
  }
  if (pathname === '/bet-slip' || pathname.startsWith('/bet-slip/')) return 'betslip';
  if (CASINO.test(pathname)) return 'casino';
  if (MORE.test(pathname)) return 'more';
  return null;
}

/** The session's memory as stored: text, which a render compares with the previous one cheaply. */
export function readMenuMemoryText(): string | null {
  return readStorage('session', storageKeys.menuMemory);
}

/** The memory in stored text; anything unreadable is an empty memory. */
export function parseMenuMemory(text: string | null): MenuMemory {
  if (text === null) return {};
  try {
    const memory: unknown = JSON.parse(text);
    return memory && typeof memory === 'object' ? (memory as MenuMemory) : {};
  } catch {
    return {};
  }
}

export function rememberPath(section: MenuSection, path: string): void {
  writeStorageJson('session', storageKeys.menuMemory, { ...parseMenuMemory(readMenuMemoryText()), [section]: path });
}

/**
 * Where a tap on a section goes: back to the section's last path when coming from another
 * section, to its start when already inside it.
 */
export function menuTarget(
  section: MenuSection,
  root: string,
  activeSection: MenuSection | null,
  memory: MenuMemory,
): string {
  if (activeSection === section) return root;
  return memory[section] ?? root;
}
