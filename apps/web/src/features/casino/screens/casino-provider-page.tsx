import { useParams } from 'react-router';
import { Redirect } from '../../../shared/routing/redirect';
import { BackLink } from '../../../shared/ui/back-link';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useCasinoDictionaries } from '../api/get-casino-dictionaries';
import { GamesBrowser } from '../components/games-browser';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, providersPath } from '../lib/game-paths';
import styles from './casino-page.module.css';

/** /casino/providers/{providerId} and its live twin: one provider's games, with the lobby's other filters. */
export function CasinoProviderPage({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const providerId = Number(useParams().providerId);
  const { providers, isPending } = useCasinoDictionaries(section);
  const provider = providers.find((item) => item.id === providerId);
  if (!isPending && !provider) return <Redirect to={providersPath(section)} />;

  return (
    <div className={styles.page}>
      <BackLink to={providersPath(section)} label={t('casino.providers.back')} />
      <PageHeading>{provider ? provider.name : <Skeleton width={220} height="1.25em" />}</PageHeading>
      <GamesBrowser key={providerId} section={section} providerId={providerId} />
    </div>
  );
}
