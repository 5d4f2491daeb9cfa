import type { SiteKey } from '@meridian/contract/locales/en';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronRight,
  Gift,
  History,
  KeyRound,
  ListChecks,
  LogOut,
  Mail,
  MonitorSmartphone,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePopupStore } from '../../../shared/popups/popup.store';
import type { PopupName } from '../../../shared/popups/popup-names';
import { ButtonLink } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useAuthStore } from '../../auth/store/auth.store';
import styles from './more-page.module.css';

interface MenuEntry {
  label: SiteKey;
  icon: ReactNode;
  to?: string;
  popup?: PopupName;
  guest?: boolean;
}

const ENTRIES: MenuEntry[] = [
  { label: 'more.info', to: '/profile/info', icon: <UserRound aria-hidden size={20} /> },
  { label: 'more.deposit', to: '/payments/deposit', icon: <ArrowDownToLine aria-hidden size={20} /> },
  { label: 'more.withdraw', to: '/payments/withdraw', icon: <ArrowUpFromLine aria-hidden size={20} /> },
  { label: 'more.bonuses', to: '/profile/bonuses', icon: <Gift aria-hidden size={20} /> },
  { label: 'more.twoFactor', to: '/profile/2fa', icon: <ShieldCheck aria-hidden size={20} /> },
  { label: 'more.changePassword', popup: 'NewPassword', icon: <KeyRound aria-hidden size={20} /> },
  { label: 'more.sessions', to: '/profile/sessions', icon: <MonitorSmartphone aria-hidden size={20} /> },
  { label: 'more.history', to: '/profile/history', icon: <History aria-hidden size={20} /> },
  { label: 'more.results', to: '/results', icon: <ListChecks aria-hidden size={20} />, guest: true },
  { label: 'more.contacts', to: '/profile/contacts', icon: <Mail aria-hidden size={20} />, guest: true },
  { label: 'auth.logout', popup: 'Logout', icon: <LogOut aria-hidden size={20} /> },
];

/** /more, the mobile profile menu; visitors see only results and contacts (spec 000 §2). */
export function MorePage() {
  const { t } = useTranslation();
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const twoFactorEnabled = useAuthStore((state) => state.twoFactorEnabled);
  const openPopup = usePopupStore((state) => state.open);
  const entries = isAuthorized ? ENTRIES : ENTRIES.filter((entry) => entry.guest);

  return (
    <>
      <PageHeading>{t('more.title')}</PageHeading>
      {!isAuthorized && (
        <section className={styles.guest}>
          <p className={styles.hint}>{t('more.guestHint')}</p>
          <div className={styles.guestActions}>
            <ButtonLink to="/auth/login" block>
              {t('auth.login')}
            </ButtonLink>
            <ButtonLink to="/auth/registration" variant="primary" block>
              {t('auth.signup')}
            </ButtonLink>
          </div>
        </section>
      )}
      <nav aria-label={t('more.title')}>
        <ul className={styles.list}>
          {entries.map((entry) => {
            const content = (
              <>
                <span className={styles.icon}>{entry.icon}</span>
                <span className={styles.label}>{t(entry.label)}</span>
                {entry.label === 'more.twoFactor' && (
                  <span className={styles.status}>
                    {t(twoFactorEnabled ? 'more.twoFactorOn' : 'more.twoFactorOff')}
                  </span>
                )}
                <ChevronRight aria-hidden size={18} className={styles.chevron} />
              </>
            );
            return (
              <li key={entry.label}>
                {entry.to ? (
                  <Link to={entry.to} className={styles.entry}>
                    {content}
                  </Link>
                ) : (
                  <button type="button" className={styles.entry} onClick={() => entry.popup && openPopup(entry.popup)}>
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
