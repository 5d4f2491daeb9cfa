import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings): held until the player asks to install. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** `available`: the browser offers to install; `installed`: running as the installed app or just installed. */
export type InstallState = 'unavailable' | 'available' | 'installed';

let deferred: InstallPromptEvent | null = null;
let state: InstallState = 'unavailable';
const listeners = new Set<() => void>();

function setState(next: InstallState) {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Listens for the browser's install offer from the first moment: Chromium fires it once, soon after
 * load, usually before the app page is opened, so the page could not catch it itself.
 */
export function listenForInstallPrompt(target: Window = window): void {
  if (target.matchMedia?.('(display-mode: standalone)').matches) setState('installed');
  target.addEventListener('beforeinstallprompt', (event) => {
    // Without this Chromium shows its own mini bar; the app page offers the install instead.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    setState('available');
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    setState('installed');
  });
}

/** Shows the browser's install dialog; the offer can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  setState(outcome === 'accepted' ? 'installed' : 'unavailable');
}

export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    // The server cannot know; the browser's state follows right after hydration.
    () => 'unavailable',
  );
}
