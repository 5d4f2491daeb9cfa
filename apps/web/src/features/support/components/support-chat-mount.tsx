import { useSettings } from '../../../shared/api/get-settings';
import { useBrowserRender } from '../../../shared/hooks/use-browser-value';
import { SupportChatHost, type SupportChatHostProps } from './support-chat-host';

/**
 * The built-in chat, when the site has it on, in the browser only: what keeps it live is small and
 * comes with the page; the panel's code waits until it is opened.
 */
export function SupportChatMount(props: SupportChatHostProps) {
  const enabled = useSettings().services.support_chat.enabled;
  const browser = useBrowserRender();
  if (!enabled || !browser) return null;
  return <SupportChatHost {...props} />;
}
