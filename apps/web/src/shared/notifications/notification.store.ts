import { NOTIFICATION_TTL_MS } from '@meridian/contract/constants';
import { create } from 'zustand';

export type NotificationKind = 'success' | 'error' | 'info';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  text: string;
}

interface NotificationState {
  notifications: AppNotification[];
  notify: (kind: NotificationKind, text: string) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** Toasts; each disappears after NOTIFICATION_TTL_MS (spec 000 §9: 3 s). */
export const useNotificationStore = create<NotificationState>()((set, get) => ({
  notifications: [],
  notify: (kind, text) => {
    const id = nextId++;
    set({ notifications: [...get().notifications, { id, kind, text }] });
    setTimeout(() => get().dismiss(id), NOTIFICATION_TTL_MS);
    return id;
  },
  dismiss: (id) => set({ notifications: get().notifications.filter((item) => item.id !== id) }),
}));

export const notify = {
  success: (text: string) => useNotificationStore.getState().notify('success', text),
  error: (text: string) => useNotificationStore.getState().notify('error', text),
  info: (text: string) => useNotificationStore.getState().notify('info', text),
};
