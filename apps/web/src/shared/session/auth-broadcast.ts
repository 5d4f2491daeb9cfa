import { storageKeys } from '../browser/storage';
import type { StoredTokens } from './token-storage';

/** What one tab tells the others: new tokens (sign-in or rotation) or a sign-out. */
export type AuthMessage = { type: 'tokens'; tokens: StoredTokens } | { type: 'logout' };

const CHANNEL = 'meridian.auth';
let channel: BroadcastChannel | null = null;

function getChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

export function postAuthMessage(message: AuthMessage): void {
  const target = getChannel();
  if (target) {
    target.postMessage(message);
    return;
  }
  // Without BroadcastChannel a storage write reaches the other tabs; it is removed at once so
  // tokens do not linger in persistent storage.
  try {
    localStorage.setItem(storageKeys.authEvent, JSON.stringify({ ...message, at: Date.now() }));
    localStorage.removeItem(storageKeys.authEvent);
  } catch {
    // Storage is off: the other tabs catch up on their next call.
  }
}

/** Listens to the other tabs; returns the removal. */
export function subscribeAuthMessages(listener: (message: AuthMessage) => void): () => void {
  const target = getChannel();
  if (target) {
    const handleMessage = (event: MessageEvent<AuthMessage>) => listener(event.data);
    target.addEventListener('message', handleMessage);
    return () => target.removeEventListener('message', handleMessage);
  }
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.authEvent || !event.newValue) return;
    try {
      listener(JSON.parse(event.newValue) as AuthMessage);
    } catch {
      // Not ours to read.
    }
  };
  window.addEventListener('storage', handleStorage);
  return () => window.removeEventListener('storage', handleStorage);
}

/** Tests swap the channel implementation in and out. */
export function resetAuthChannel(): void {
  channel?.close();
  channel = null;
}
