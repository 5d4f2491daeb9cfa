import type { Settings } from '@meridian/contract/settings';
import { Suspense, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSettings } from '../../../shared/api/get-settings';
import { lazyComponent } from '../../../shared/browser/lazy-code';
import { useSupportIdentity, useSupportLive } from '../hooks/use-support-chat';
import { useSupportChatStore } from '../store/support-chat.store';

// The panel's code comes when a player first opens it: a page's first screen asks for nothing more.
const SupportChatPanel = lazyComponent(async () => (await import('./support-chat-panel')).SupportChatPanel);

/** The address that opens the chat (the e-mail about an unread answer links to it). */
export const SUPPORT_QUERY_PARAM = 'support';

export interface SupportChatHostProps {
  /** The site's bot check for a visitor's pass: the sign-up's, given by the app. */
  solveBotCheck: (provider: Settings['services']['captcha']['provider']) => Promise<string | undefined>;
}

/**
 * Keeps the chat live while the site has it on (the support button's count needs it closed too), and
 * shows the panel while it is open.
 */
export function SupportChatHost({ solveBotCheck }: SupportChatHostProps) {
  const settings = useSettings();
  const identity = useSupportIdentity();
  const isOpen = useSupportChatStore((state) => state.isOpen);
  const [searchParams, setSearchParams] = useSearchParams();
  useSupportLive(identity);

  const linked = searchParams.get(SUPPORT_QUERY_PARAM) !== null;
  useEffect(() => {
    if (!linked) return;
    useSupportChatStore.getState().open();
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(SUPPORT_QUERY_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [linked, setSearchParams]);

  // What was on its way belonged to the one who wrote it: a sign-in or sign-out drops it.
  const identityKey = identity?.kind === 'visitor' ? identity.visitorId : identity?.kind;
  const lastKey = useRef(identityKey);
  useEffect(() => {
    if (lastKey.current !== identityKey) useSupportChatStore.getState().clearPending();
    lastKey.current = identityKey;
  }, [identityKey]);

  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatPanel identity={identity} botCheck={() => solveBotCheck(settings.services.captcha.provider)} />
    </Suspense>
  );
}
