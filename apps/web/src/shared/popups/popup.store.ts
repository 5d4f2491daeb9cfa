import { create } from 'zustand';
import { readStorageJson, storageKeys, writeStorageJson } from '../browser/storage';
import { isPopupName, PERSISTENT_POPUPS, type PopupName } from './popup-names';

export interface OpenPopup {
  /** Unique per opening, so the same popup can stack over itself without clashing. */
  id: number;
  name: PopupName;
  data: unknown;
}

interface StoredPopup {
  name: PopupName;
  data: unknown;
}

interface PopupState {
  stack: OpenPopup[];
  open: (name: PopupName, data?: unknown) => void;
  /** Closes the named popup, or the top one when no name is given. */
  close: (name?: PopupName) => void;
  closeAll: () => void;
  /** Reopens the persistent popup named by the URL after a reload. */
  restore: (nameFromUrl: string | null) => void;
}

let nextId = 1;

function persist(stack: OpenPopup[]): void {
  const persistent = [...stack].reverse().find((popup) => PERSISTENT_POPUPS.has(popup.name));
  writeStorageJson('local', storageKeys.popup, persistent ? { name: persistent.name, data: persistent.data } : null);
}

export const usePopupStore = create<PopupState>()((set, get) => ({
  stack: [],
  open: (name, data = null) => {
    const stack = [...get().stack.filter((popup) => popup.name !== name), { id: nextId++, name, data }];
    persist(stack);
    set({ stack });
  },
  close: (name) => {
    const current = get().stack;
    const stack = name ? current.filter((popup) => popup.name !== name) : current.slice(0, -1);
    persist(stack);
    set({ stack });
  },
  closeAll: () => {
    persist([]);
    set({ stack: [] });
  },
  restore: (nameFromUrl) => {
    const stored = readStorageJson<StoredPopup>('local', storageKeys.popup);
    if (!isPopupName(nameFromUrl) || !PERSISTENT_POPUPS.has(nameFromUrl)) {
      // The player left the page the popup belonged to; forget it.
      if (stored) writeStorageJson('local', storageKeys.popup, null);
      return;
    }
    const data = stored?.name === nameFromUrl ? stored.data : null;
    get().open(nameFromUrl, data);
  },
}));

/** The persistent popup on top of the stack, which the URL reflects. */
export function topPersistentPopup(stack: OpenPopup[]): PopupName | null {
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    const popup = stack[index];
    if (popup && PERSISTENT_POPUPS.has(popup.name)) return popup.name;
  }
  return null;
}
