import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../browser/storage';

export function browserTimezone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function isValidTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function initialTimezone(): string {
  const stored = readStorage('local', storageKeys.timezone);
  return stored && isValidTimezone(stored) ? stored : browserTimezone();
}

interface TimezoneState {
  timezone: string;
  setTimezone: (timezone: string) => void;
}

/** The player's time zone: stored choice, else the browser's (spec 000 §1). */
export const useTimezone = create<TimezoneState>()((set) => ({
  timezone: initialTimezone(),
  setTimezone: (timezone) => {
    if (!isValidTimezone(timezone)) return;
    writeStorage('local', storageKeys.timezone, timezone);
    set({ timezone });
  },
}));
