import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import styles from './filters.module.css';

interface FilterDialogProps {
  title: string;
  onClose: () => void;
  isTop: boolean;
  /** Puts the choices back to the tab's defaults, still unapplied. */
  onReset: () => void;
  /** Applies the choices; the dialog then closes. */
  onApply: () => void;
  /** The choices. */
  children: ReactNode;
}

/** A history filter's dialog: its choices, then Reset and Apply. */
export function FilterDialog({ title, onClose, isTop, onReset, onApply, children }: FilterDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onClose} isTop={isTop}>
      <div className={styles.form}>{children}</div>
      <div className={styles.actions}>
        <Button onClick={onReset}>{t('history.reset')}</Button>
        <Button
          variant="primary"
          onClick={() => {
            onApply();
            onClose();
          }}
        >
          {t('history.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
