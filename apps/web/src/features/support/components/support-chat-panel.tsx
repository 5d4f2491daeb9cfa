import type { SupportMessage } from '@meridian/contract/support';
import { MessageCircle, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyMessage } from '../../../shared/ui/states/empty-message';
import { useFocusTrap } from '../../../shared/ui/use-focus-trap';
import type { SupportIdentity } from '../api/support-conversation';
import { useMarkRead, useSendSupportMessage, useSupportConversation } from '../hooks/use-support-chat';
import { type SupportT, useSupportText } from '../i18n/support-texts';
import { buildTimeline } from '../lib/chat-timeline';
import { useSupportChatStore } from '../store/support-chat.store';
import styles from './support-chat.module.css';
import { SupportComposer } from './support-composer';
import { SupportMessages } from './support-messages';
import { SupportVisitorGate } from './support-visitor-gate';

interface SupportChatPanelProps {
  identity: SupportIdentity | null;
  botCheck: () => Promise<string | undefined>;
}

function Conversation({ identity, t }: { identity: SupportIdentity; t: SupportT }) {
  const query = useSupportConversation(identity);
  const pending = useSupportChatStore((state) => state.pending);
  const send = useSendSupportMessage(identity);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useMarkRead(identity, true);

  // The box is where the player came to type: focus goes there once it is on screen.
  const ready = query.isSuccess;
  useEffect(() => {
    if (ready) inputRef.current?.focus();
  }, [ready]);

  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label={t('support.loading')} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p className={styles.stateTitle}>{t('support.error.title')}</p>
        <p className={styles.stateText}>{t('support.error.text')}</p>
        <Button onClick={() => void query.refetch()}>{t('support.error.retry')}</Button>
      </div>
    );
  }
  const { conversation, messages } = query.data;
  const items = buildTimeline<SupportMessage>(messages, pending);
  return (
    <>
      <div className={styles.scroller}>
        {items.length === 0 ? (
          <EmptyMessage
            className={styles.empty}
            icon={<MessageCircle size={32} />}
            title={t('support.empty.title')}
            text={t('support.empty.text')}
          />
        ) : (
          <SupportMessages items={items} t={t} onRetry={(item) => void send(item.body, item.client_message_id)} />
        )}
        {conversation?.status === 'closed' && pending.length === 0 && (
          <p className={styles.closedNote}>{t('support.closed')}</p>
        )}
      </div>
      <SupportComposer t={t} inputRef={inputRef} onSend={(body) => void send(body)} />
    </>
  );
}

/**
 * The chat: a panel floating over the page on a desktop, a sheet over the whole screen on a phone
 * (there it holds the focus as a dialog does). Escape and the close button shut it and give the
 * focus back to where it was.
 */
export function SupportChatPanel({ identity, botCheck }: SupportChatPanelProps) {
  const t = useSupportText();
  const close = useSupportChatStore((state) => state.close);
  const mobile = useFormFactor() === 'mobile';
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  useFocusTrap(panelRef, mobile);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!panelRef.current?.contains(document.activeElement)) panelRef.current?.focus();
    const handleKeyDown = (event: KeyboardEvent) => {
      // A popup over the chat (sign-in) answers its own Escape.
      if (
        event.key !== 'Escape' ||
        event.defaultPrevented ||
        document.querySelector('[aria-modal="true"][role="dialog"]:not([data-support-chat])')
      )
        return;
      close();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      if (opener?.isConnected) opener.focus();
    };
  }, [close]);

  return (
    <section
      ref={panelRef}
      className={mobile ? `${styles.panel} ${styles.sheet}` : styles.panel}
      role="dialog"
      aria-modal={mobile || undefined}
      aria-labelledby={titleId}
      data-support-chat
      tabIndex={-1}
    >
      <header className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('support.title')}
          </h2>
          <p className={styles.subtitle}>{t('support.subtitle')}</p>
        </div>
        <Button variant="ghost" iconOnly aria-label={t('support.close')} onClick={close}>
          <X aria-hidden size={20} />
        </Button>
      </header>
      {identity ? <Conversation identity={identity} t={t} /> : <SupportVisitorGate t={t} botCheck={botCheck} />}
    </section>
  );
}
