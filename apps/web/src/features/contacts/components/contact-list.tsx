import { Mail, Phone } from 'lucide-react';
import { useSettings } from '../../../shared/api/get-settings';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './contact-list.module.css';

/** The operator's e-mail and phone from settings, as links that open the mail or phone app. */
export function ContactList() {
  const { t } = useTranslation();
  const { contacts } = useSettings();
  return (
    <ul className={styles.list}>
      {contacts.email && (
        <li className={styles.item}>
          <Mail aria-hidden size={20} className={styles.icon} />
          <div>
            <span className={styles.label}>{t('contacts.email')}</span>
            <a className={styles.value} href={`mailto:${contacts.email}`}>
              {contacts.email}
            </a>
          </div>
        </li>
      )}
      {contacts.phone && (
        <li className={styles.item}>
          <Phone aria-hidden size={20} className={styles.icon} />
          <div>
            <span className={styles.label}>{t('contacts.phone')}</span>
            <a className={styles.value} href={`tel:${contacts.phone.replace(/[^\d+]/g, '')}`}>
              {contacts.phone}
            </a>
          </div>
        </li>
      )}
    </ul>
  );
}
