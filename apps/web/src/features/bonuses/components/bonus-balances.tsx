import { Gift } from 'lucide-react';
import { type ReactNode, useId } from 'react';

import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionMessage } from '../../../shared/ui/states/section-message';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useWallets } from '../../../shared/wallets/get-wallets';
import { usePlayingGifts } from '../api/get-gifts';
import { useBonusesText } from '../i18n/bonuses-texts';
import { playingBonuses } from '../lib/gifts';
import { BonusCard } from './bonus-card';
import styles from './bonuses-page.module.css';

/** The top of the bonuses page: each bonus in play as a card with its balance and wagering. */
export function BonusBalances() {
  const t = useBonusesText();
  const headingId = useId();
  const gifts = usePlayingGifts();
  const wallets = useWallets();
  const failed = gifts.isError || wallets.isError;
  const retry = () => {
    if (gifts.isError) void gifts.refetch();
    if (wallets.isError) void wallets.refetch();
  };
  const bonuses = playingBonuses(gifts.data, wallets.data);

  let content: ReactNode;
  if (failed) content = <TechErrorState onRetry={retry} />;
  else if (gifts.isPending || wallets.isPending) {
    content = (
      <div className={styles.cards} aria-busy="true">
        <Skeleton height={220} />
      </div>
    );
  } else if (bonuses.length === 0) {
    content = (
      <SectionMessage
        icon={<Gift aria-hidden size={28} className={styles.messageIcon} />}
        title={t('bonuses.balances.empty')}
        text={t('bonuses.balances.emptyHint')}
      />
    );
  } else {
    content = (
      <ul className={styles.cards} aria-label={t('bonuses.balances.list')}>
        {bonuses.map((bonus) => (
          <BonusCard key={bonus.key} bonus={bonus} />
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('bonuses.balances.title')}
      </h2>
      {content}
    </section>
  );
}
