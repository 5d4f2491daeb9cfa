import { Suspense } from 'react';
import { useSettings } from '../../../shared/api/get-settings';
import { lazyComponent } from '../../../shared/browser/lazy-code';
import { useBrowserRender } from '../../../shared/hooks/use-browser-value';
import type { SupportChatHostProps } from './support-chat-host';

const SupportChatHost = lazyComponent(async () => (await import('./support-chat-host')).SupportChatHost);

/** The built-in chat, when the site has it on: its code follows the page, in the browser only. */
export function SupportChatMount(props: SupportChatHostProps) {
  const enabled = useSettings().services.support_chat.enabled;
  const browser = useBrowserRender();
  if (!enabled || !browser) return null;
  return (
    <Suspense fallback={null}>
      <SupportChatHost {...props} />
    </Suspense>
  );
}
