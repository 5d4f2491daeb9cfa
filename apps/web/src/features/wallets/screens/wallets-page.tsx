import { useTranslation } from '../../../shared/i18n/use-translation';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { WalletsPanel } from '../components/wallets-panel';

/** /profile/wallets, mobile only: the wallets of the signed-in player. */
export function WalletsPage() {
  const { t } = useTranslation();
  return (
    <>
      <BackLink to="/more" label={t('more.title')} />
      <PageHeading>{t('wallets.title')}</PageHeading>
      <WalletsPanel />
    </>
  );
}
