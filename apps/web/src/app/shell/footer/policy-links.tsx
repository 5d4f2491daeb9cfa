import { POLICY_PAGE_IDS } from '@meridian/contract/constants';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './footer.module.css';

export function PolicyLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('footer.policies')}>
      <ul className={styles.links}>
        {POLICY_PAGE_IDS.map((id) => (
          <li key={id}>
            <Link to={`/terms/${id}`} className={styles.link}>
              {t(`policy.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
