import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '../../../shared/browser/storage';
import type { PendingMessage } from '../lib/chat-timeline';

/** A visitor's pass to the chat, kept across visits until it expires (30 days) or is refused. */
export interface VisitorPass {
  visitor_id: string;
  visitor_token: string;
  /** Unix seconds. */
  expires_at: number;
}

function readVisitorPass(): VisitorPass | null {
  try {
    const pass = JSON.parse(readStorage('local', storageKeys.supportVisitor) ?? 'null') as VisitorPass | null;
    return pass && pass.expires_at * 1000 > Date.now() ? pass : null;
  } catch {
    return null;
  }
}

interface SupportChatState {
  isOpen: boolean;
  /** The player's messages the server has not confirmed, by the identity they were written as. */
  pending: PendingMessage[];
  visitor: VisitorPass | null;
  open: () => void;
  close: () => void;
  addPending: (message: PendingMessage) => void;
  setPendingStatus: (clientMessageId: string, status: PendingMessage['status'], failure?: string) => void;
  removePending: (clientMessageId: string) => void;
  clearPending: () => void;
  setVisitor: (pass: VisitorPass | null) => void;
}

/** Whether the chat is open, what is on its way, and a visitor's pass. */
export const useSupportChatStore = create<SupportChatState>()((set) => ({
  isOpen: false,
  pending: [],
  visitor: typeof window === 'undefined' ? null : readVisitorPass(),
  open: () => set({ isOpen: true }),
  close: () => set({ isOpen: false }),
  addPending: (message) => set((state) => ({ pending: [...state.pending, message] })),
  setPendingStatus: (clientMessageId, status, failure) =>
    set((state) => ({
      pending: state.pending.map((item) =>
        item.client_message_id === clientMessageId ? { ...item, status, failure } : item,
      ),
    })),
  removePending: (clientMessageId) =>
    set((state) => ({ pending: state.pending.filter((item) => item.client_message_id !== clientMessageId) })),
  clearPending: () => set({ pending: [] }),
  setVisitor: (visitor) => {
    writeStorage('local', storageKeys.supportVisitor, visitor ? JSON.stringify(visitor) : null);
    set({ visitor, pending: [] });
  },
}));
