import { ChevronDown, UserRound } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileMenuHead, ProfileMenuList } from '../../../features/more/components/profile-menu';
import { useOpenUntilNavigation } from '../../../shared/hooks/use-open-until-navigation';
import { Button } from '../../../shared/ui/button';
import styles from './profile-dropdown.module.css';

/** The desktop profile menu: a disclosure button and a panel that closes on Escape, outside clicks and navigation. */
export function ProfileDropdown() {
  const { t } = useTranslation();
  const [open, setOpen] = useOpenUntilNavigation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const handlePointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('mousedown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('mousedown', handlePointer);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className={styles.root}>
      <Button
        ref={buttonRef}
        title={t('more.info')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <UserRound aria-hidden size={18} />
        <span className={styles.collapsible}>{t('more.info')}</span>
        <ChevronDown aria-hidden size={16} />
      </Button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <ProfileMenuHead />
          <nav aria-label={t('more.profileMenu')}>
            <ProfileMenuList onNavigate={() => setOpen(false)} />
          </nav>
        </div>
      )}
    </div>
  );
}
