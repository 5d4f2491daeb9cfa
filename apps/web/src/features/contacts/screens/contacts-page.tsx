import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { ContactList } from '../components/contact-list';

/** /profile/contacts; on mobile it sits under More, so it links back there (spec 000 §2). */
export function ContactsPage() {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  return (
    <>
      {formFactor === 'mobile' && <BackLink to="/more" />}
      <PageHeading>{t('contacts.title')}</PageHeading>
      <ContactList />
    </>
  );
}
