import type { SupportMessage } from '@meridian/contract/support';
import { AlertCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { Button } from '../../../shared/ui/button';
import type { SupportT } from '../i18n/support-texts';
import type { PendingMessage, TimelineItem } from '../lib/chat-timeline';
import styles from './support-chat.module.css';

interface SupportMessagesProps {
  items: TimelineItem<SupportMessage>[];
  t: SupportT;
  onRetry: (pending: PendingMessage) => void;
}

function authorOf(message: SupportMessage, t: SupportT): string {
  if (message.author === 'contact') return t('support.you');
  if (message.author === 'bot') return t('support.bot');
  return message.operator ?? t('support.operator');
}

/** The time of a message: the hour today, the date and hour before. */
function useMessageTime() {
  const format = useFormatDateTime();
  return (ms: number) => {
    const seconds = Math.floor(ms / 1000);
    const today = format(Date.now() / 1000, { part: 'date' }) === format(seconds, { part: 'date' });
    return format(seconds, { part: today ? 'time' : 'datetime' });
  };
}

function PendingStatus({ pending, t, onRetry }: { pending: PendingMessage; t: SupportT; onRetry: () => void }) {
  if (pending.status === 'sending') return <span className={styles.meta}>{t('support.sending')}</span>;
  return (
    <span className={styles.failed} role="alert">
      <AlertCircle aria-hidden size={14} />
      {pending.failure === 'TooManyRequests' ? t('support.failedRateLimit') : t('support.failed')}
      <Button size="sm" variant="ghost" className={styles.retry} onClick={onRetry}>
        {t('support.retry')}
      </Button>
    </span>
  );
}

/**
 * The conversation, oldest first, kept scrolled to the newest. It is a log: screen readers read out
 * what is added to it, and only that.
 */
export function SupportMessages({ items, t, onRetry }: SupportMessagesProps) {
  const timeOf = useMessageTime();
  const endRef = useRef<HTMLLIElement>(null);
  const last = items.at(-1)?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last item is the trigger
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  return (
    <ol className={styles.messages} role="log" aria-live="polite" aria-label={t('support.title')}>
      {items.map((item) => {
        const own = item.kind === 'pending' || item.message.author === 'contact';
        const body = item.kind === 'pending' ? item.pending.body : item.message.body;
        return (
          <li
            key={item.key}
            className={own ? `${styles.message} ${styles.own}` : styles.message}
            data-failed={item.kind === 'pending' && item.pending.status === 'failed' ? true : undefined}
          >
            {!own && item.kind === 'message' && <span className={styles.author}>{authorOf(item.message, t)}</span>}
            <p className={styles.bubble}>{body}</p>
            {item.kind === 'message' ? (
              <time className={styles.meta} dateTime={new Date(item.message.created_at).toISOString()}>
                {timeOf(item.message.created_at)}
              </time>
            ) : (
              <PendingStatus pending={item.pending} t={t} onRetry={() => onRetry(item.pending)} />
            )}
          </li>
        );
      })}
      <li ref={endRef} aria-hidden className={styles.end} />
    </ol>
  );
}
