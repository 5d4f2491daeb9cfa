import type { Match } from '@meridian/contract/events';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useLivePaused } from '../../../shared/api/network.store';
import { OddsButton } from '../../../shared/events/odds-button';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { groupMarkets } from '../lib/group-markets';
import { BuilderOddsButton, builderKey, useBuilderLocks } from './bet-builder';
import styles from './market-groups.module.css';

/**
 * Every market of the shown part, under collapsible group headers. With `builder` the prices build
 * the bet builder's combination instead of filling the slip, and the markets it does not take are locked.
 */
export function MarketGroups({ match, builder = false }: { match: Match; builder?: boolean }) {
  const { t } = useTranslation();
  const locks = useBuilderLocks(match.id, builder);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  // Read once for every price of the card.
  const livePaused = useLivePaused();
  const groups = groupMarkets(match.markets);

  const toggle = (name: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });

  return (
    <div className={styles.groups}>
      {groups.map((group, index) => {
        const open = !collapsed.has(group.name);
        const bodyId = `market-group-${match.id}-${index}`;
        return (
          <section key={group.name} className={styles.group} aria-labelledby={`${bodyId}-title`}>
            <h2 className={styles.heading} id={`${bodyId}-title`}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={open}
                aria-controls={bodyId}
                aria-label={t(open ? 'event.collapse' : 'event.expand', { name: group.name })}
                onClick={() => toggle(group.name)}
              >
                <span className={styles.name}>{group.name}</span>
                <ChevronDown aria-hidden size={16} className={open ? styles.chevronOpen : styles.chevron} />
              </button>
            </h2>
            {open && (
              <div id={bodyId} className={styles.body}>
                {group.markets.map((market) => (
                  <div key={market.id} className={styles.market}>
                    {group.markets.length > 1 && <h3 className={styles.marketName}>{market.name}</h3>}
                    <div className={market.outcomes.length === 3 ? styles.three : styles.two}>
                      {market.outcomes.map((outcome) =>
                        builder ? (
                          <BuilderOddsButton
                            key={outcome.id}
                            match={match}
                            market={market}
                            outcome={outcome}
                            conflicting={locks.conflicts.has(builderKey(market.id, outcome.id))}
                            notTaken={locks.markets !== null && !locks.markets.has(market.id)}
                          />
                        ) : (
                          <OddsButton
                            key={outcome.id}
                            match={match}
                            market={market}
                            outcome={outcome}
                            livePaused={livePaused}
                          />
                        ),
                      )}
                    </div>
                  </div>
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
