import { ChevronLeft } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import styles from './back-link.module.css';

/** A back link: to a fixed place when given, otherwise one step back in the app (or home). */
export function BackLink({ to, label }: { to?: string; label?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const text = label ?? t('page.back');
  if (to) {
    return (
      <Link to={to} className={styles.back}>
        <ChevronLeft aria-hidden size={20} />
        {text}
      </Link>
    );
  }
  // A first page of the session has no in-app history to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <button type="button" className={styles.back} onClick={() => (hasHistory ? navigate(-1) : navigate('/'))}>
      <ChevronLeft aria-hidden size={20} />
      {text}
    </button>
  );
}
