import type { SiteKey } from '@meridian/contract/locales/en';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  ChevronRight,
  Gift,
  HandHeart,
  History,
  KeyRound,
  ListChecks,
  LogOut,
  Mail,
  MonitorSmartphone,
  ScanFace,
  ShieldCheck,
  Star,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfileQuery } from '../../../shared/api/get-profile';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupName } from '../../../shared/popups/popup-names';
import { useAuthStore } from '../../../shared/session/auth.store';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { MenuBalance, MenuBonusBalance } from '../../../shared/wallets/wallet-balance';
import styles from './profile-menu.module.css';

interface MenuEntry {
  label: SiteKey;
  icon: ReactNode;
  to?: string;
  popup?: PopupName;
  popupData?: unknown;
  guest?: boolean;
}

const ENTRIES: MenuEntry[] = [
  { label: 'more.info', to: '/profile/info', icon: <UserRound aria-hidden size={20} /> },
  { label: 'more.deposit', to: '/payments/deposit', icon: <ArrowDownToLine aria-hidden size={20} /> },
  { label: 'more.withdraw', to: '/payments/withdraw', icon: <ArrowUpFromLine aria-hidden size={20} /> },
  { label: 'more.bonuses', to: '/profile/bonuses', icon: <Gift aria-hidden size={20} /> },
  { label: 'more.verification', to: '/profile/verification', icon: <ScanFace aria-hidden size={20} /> },
  { label: 'more.twoFactor', to: '/profile/2fa', icon: <ShieldCheck aria-hidden size={20} /> },
  {
    label: 'more.changePassword',
    popup: 'NewPassword',
    popupData: { mode: 'change' },
    icon: <KeyRound aria-hidden size={20} />,
  },
  { label: 'more.sessions', to: '/profile/sessions', icon: <MonitorSmartphone aria-hidden size={20} /> },
  { label: 'more.responsibleGaming', to: '/profile/responsible-gaming', icon: <HandHeart aria-hidden size={20} /> },
  { label: 'more.history', to: '/profile/history', icon: <History aria-hidden size={20} /> },
  { label: 'more.favorites', to: '/favorites', icon: <Star aria-hidden size={20} /> },
  { label: 'more.results', to: '/results', icon: <ListChecks aria-hidden size={20} />, guest: true },
  { label: 'menu.promotions', to: '/promotions', icon: <BadgePercent aria-hidden size={20} />, guest: true },
  { label: 'more.contacts', to: '/profile/contacts', icon: <Mail aria-hidden size={20} />, guest: true },
  { label: 'auth.logout', popup: 'Logout', icon: <LogOut aria-hidden size={20} /> },
];

/** The head of the profile menu: who is signed in, and what is still to confirm (spec 000 §2). */
export function ProfileMenuHead() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const openPopup = usePopupStore((state) => state.open);
  const user = profile.data;
  return (
    <section className={styles.head} aria-label={t('more.account')}>
      <span className={styles.userId}>{user ? t('more.userId', { id: user.id }) : t('app.loading')}</span>
      <MenuBalance />
      <MenuBonusBalance />
      <div className={styles.headActions}>
        <ButtonLink to="/payments/deposit/methods" variant="primary" size="sm">
          {t('more.deposit')}
        </ButtonLink>
        <ButtonLink to="/payments/withdraw/methods" size="sm">
          {t('more.withdraw')}
        </ButtonLink>
        {user && !user.phone_verified_at && (
          <Button size="sm" onClick={() => openPopup('Confirmation', { type: 'phone' })}>
            {t('more.confirmPhone')}
          </Button>
        )}
        {user && !user.email_verified_at && (
          <Button size="sm" onClick={() => openPopup('Confirmation', { type: 'email' })}>
            {t('more.confirmEmail')}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The profile menu entries; visitors see results, promotions and contacts only. */
export function ProfileMenuList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const twoFactorEnabled = useAuthStore((state) => state.twoFactorEnabled);
  const openPopup = usePopupStore((state) => state.open);
  const entries = isAuthorized ? ENTRIES : ENTRIES.filter((entry) => entry.guest);
  return (
    <ul className={styles.list}>
      {entries.map((entry) => {
        const content = (
          <>
            <span className={styles.icon}>{entry.icon}</span>
            <span className={styles.label}>{t(entry.label)}</span>
            {entry.label === 'more.twoFactor' && (
              <span className={styles.status}>{t(twoFactorEnabled ? 'more.twoFactorOn' : 'more.twoFactorOff')}</span>
            )}
            <ChevronRight aria-hidden size={18} className={styles.chevron} />
          </>
        );
        return (
          <li key={entry.label}>
            {entry.to ? (
              <Link to={entry.to} className={styles.entry} onClick={onNavigate}>
                {content}
              </Link>
            ) : (
              <button
                type="button"
                className={styles.entry}
                onClick={() => {
                  onNavigate?.();
                  if (entry.popup) openPopup(entry.popup, entry.popupData);
                }}
              >
                {content}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
