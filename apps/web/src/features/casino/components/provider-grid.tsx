import { CASINO_PROVIDER_ROWS } from '@meridian/contract/casino';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListError } from '../../../shared/events/list-states';
import { Button } from '../../../shared/ui/button';
import { useCasinoProviders } from '../api/get-casino-dictionaries';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, providerPath } from '../lib/game-paths';
import styles from './provider-grid.module.css';

/** Providers stand three to a row; the list shows CASINO_PROVIDER_ROWS rows before "show all" (spec 001 §9). */
export const PROVIDERS_PER_ROW = 3;
const SHOWN_FIRST = CASINO_PROVIDER_ROWS * PROVIDERS_PER_ROW;

/** The studios with games in a section's lobby, each opening its own games. */
export function ProviderGrid({ section }: { section: CasinoSection }) {
  const t = useCasinoText();
  const listId = useId();
  const providers = useCasinoProviders(section);
  const [expanded, setExpanded] = useState(false);

  if (providers.isPending) {
    return (
      <ul className={styles.grid} role="status" aria-label={t('casino.list.loading')}>
        {Array.from({ length: PROVIDERS_PER_ROW }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className={`${styles.card} ${styles.placeholder}`} aria-hidden />
        ))}
      </ul>
    );
  }
  if (providers.isError) {
    return <ListError text={t('casino.providers.error')} onRetry={() => void providers.refetch()} />;
  }
  if (providers.data.length === 0) return <ListEmpty title={t('casino.providers.empty')} />;

  const shown = expanded ? providers.data : providers.data.slice(0, SHOWN_FIRST);
  return (
    <>
      <ul id={listId} className={styles.grid} aria-label={t('casino.providers.list')}>
        {shown.map((provider) => (
          <li key={provider.id}>
            <Link to={providerPath(section, provider.id)} className={styles.card}>
              <span
                aria-hidden
                className={styles.logo}
                style={{ maskImage: `url("${provider.image}")`, WebkitMaskImage: `url("${provider.image}")` }}
              />
              <span className={styles.name}>{provider.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {providers.data.length > SHOWN_FIRST && (
        <div className={styles.more}>
          <Button aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((value) => !value)}>
            {expanded ? t('casino.providers.showLess') : t('casino.providers.showAll')}
          </Button>
        </div>
      )}
    </>
  );
}
