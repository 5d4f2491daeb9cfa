/** Keys of everything the app keeps in Web Storage, in one place so they never collide. */
export const storageKeys = {
  theme: 'meridian.theme',
  language: 'meridian.language',
  timezone: 'meridian.timezone',
  popup: 'meridian.popup',
  menuMemory: 'meridian.menu-memory',
  topTab: 'meridian.top-tab',
  appBannerClosed: 'meridian.app-banner-closed',
  layoutReload: 'meridian.layout-reload',
  auth: 'meridian.auth',
  authEvent: 'meridian.auth-event',
  recoveryCode: 'meridian.recovery-code',
  linkedExclusionTold: 'meridian.linked-exclusion-told',
  supportVisitor: 'meridian.support-visitor',
} as const;

type Area = 'local' | 'session';

function areaOf(area: Area): Storage | null {
  // Storage access throws in some privacy modes; the app must keep working without it.
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(area: Area, key: string): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(area: Area, key: string, value: string | null): void {
  try {
    const storage = areaOf(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Quota or privacy errors only lose a preference.
  }
}

export function readStorageJson<T>(area: Area, key: string): T | null {
  const raw = readStorage(area, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStorageJson(area: Area, key: string, value: unknown): void {
  writeStorage(area, key, value === null ? null : JSON.stringify(value));
}
