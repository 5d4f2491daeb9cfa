import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
import styles from './dialog.module.css';
import { useFocusTrap } from './use-focus-trap';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Only the top dialog of a stack traps focus and answers Escape. */
  isTop?: boolean;
  /**
   * The dialog keeps its height to the screen and leaves the scrolling to its content (which marks
   * its own scrolling part), so a form's button below a long text stays in sight.
   */
  contentScrolls?: boolean;
}

/** A modal dialog: labelled by its title, focus kept inside, Escape and the close button dismiss it. */
export function Dialog({ title, onClose, children, isTop = true, contentScrolls = false }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, isTop);

  useEffect(() => {
    if (!isTop) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isTop, onClose]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a backdrop click is a pointer shortcut; Escape and the close button serve the keyboard
    <div
      className={styles.overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        data-content-scrolls={contentScrolls || undefined}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <Button variant="ghost" iconOnly aria-label={t('dialog.close')} onClick={onClose}>
            <X aria-hidden size={20} />
          </Button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
