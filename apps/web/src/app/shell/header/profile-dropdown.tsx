import { ChevronDown, UserRound } from 'lucide-react';
import { ProfileMenuHead, ProfileMenuList } from '../../../features/more/components/profile-menu';
import { useDropdown } from '../../../shared/hooks/use-dropdown';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './profile-dropdown.module.css';

/** The desktop profile menu: a disclosure button and a panel that closes on Escape, outside clicks and navigation. */
export function ProfileDropdown() {
  const { t } = useTranslation();
  const { open, setOpen, panelId, rootRef, buttonRef } = useDropdown();

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
        {/* Read by screen readers only: the signed-in header keeps its room for the menu at every width. */}
        <span className="visually-hidden">{t('more.info')}</span>
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
