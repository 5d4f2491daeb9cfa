import { SendHorizontal } from 'lucide-react';
import { type RefObject, useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import type { SupportT } from '../i18n/support-texts';
import { composerState, sendsOnKey } from '../lib/composer';
import styles from './support-chat.module.css';

interface SupportComposerProps {
  t: SupportT;
  onSend: (body: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The reply box: Enter sends, Shift+Enter starts a new line; blank or too long text is not sent. */
export function SupportComposer({ t, onSend, inputRef }: SupportComposerProps) {
  const [text, setText] = useState('');
  const state = composerState(text);
  const hintId = useId();
  const counterId = useId();

  const send = () => {
    if (!state.canSend) return;
    onSend(state.body);
    setText('');
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label className="visually-hidden" htmlFor={`${hintId}-input`}>
        {t('support.composer.label')}
      </label>
      <textarea
        id={`${hintId}-input`}
        ref={inputRef}
        className={styles.input}
        rows={2}
        value={text}
        placeholder={t('support.composer.placeholder')}
        aria-describedby={state.showCounter ? `${hintId} ${counterId}` : hintId}
        aria-invalid={state.tooLong || undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing }))
            return;
          event.preventDefault();
          send();
        }}
      />
      <div className={styles.composerRow}>
        <span id={hintId} className={styles.hint}>
          {t('support.composer.hint')}
        </span>
        {state.showCounter && (
          <span
            id={counterId}
            className={state.tooLong ? `${styles.counter} ${styles.over}` : styles.counter}
            aria-live="polite"
          >
            {state.tooLong
              ? t('support.composer.tooLong', { count: -state.remaining })
              : t('support.composer.counter', { count: state.remaining })}
          </span>
        )}
        <Button type="submit" variant="primary" size="sm" disabled={!state.canSend}>
          <SendHorizontal aria-hidden size={16} />
          {t('support.composer.send')}
        </Button>
      </div>
    </form>
  );
}
