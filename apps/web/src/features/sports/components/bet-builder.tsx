import { BUILDER_SPORT_IDS } from '@meridian/contract/bet-builder';
import type { Market, Match, Outcome } from '@meridian/contract/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Blocks, Lock, X } from 'lucide-react';
import { useId } from 'react';
import oddsStyles from '../../../shared/events/odds-button.module.css';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { priceBuilder } from '../api/price-builder';
import { type BuilderPick, useBetBuilderStore } from '../store/bet-builder.store';
import styles from './bet-builder.module.css';

/** How often an open builder's price is asked again while its selections stay the same. */
const REPRICE_MS = 10_000;

/** Whether the event page offers a builder on the match: a sport the feed prices builders for (the answer says when it is closed). */
export function offersBuilder(match: Match): boolean {
  return BUILDER_SPORT_IDS.includes(match.sport_id);
}

const keyOf = (marketId: number, outcomeId: number) => `${marketId}:${outcomeId}`;

/** The builder's price for the picks of the open match, asked again as they change and every 10 s. */
export function useBuilderPrice(matchId: number, picks: readonly BuilderPick[]) {
  return useQuery({
    queryKey: ['bet-builder', matchId, picks.map((p) => keyOf(p.marketId, p.outcomeId)).join(',')],
    queryFn: ({ signal }) =>
      priceBuilder(
        { match_id: matchId, selections: picks.map((p) => ({ market_id: p.marketId, outcome_id: p.outcomeId })) },
        signal,
      ),
    enabled: picks.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: REPRICE_MS,
  });
}

/** The outcomes that could not join the picks, as `marketId:outcomeId` keys. */
export function useBuilderConflicts(matchId: number): ReadonlySet<string> {
  const picks = useBetBuilderStore((state) => state.picks);
  const price = useBuilderPrice(matchId, picks);
  if (picks.length === 0 || !price.data) return new Set();
  return new Set(price.data.conflicting.map((c) => keyOf(c.market_id, c.outcome_id)));
}

/** Opens the builder on the match (the prices then build a combination instead of filling the slip), or closes it. */
export function BuilderSwitch({ match }: { match: Match }) {
  const { t } = useTranslation();
  const open = useBetBuilderStore((state) => state.matchId === match.id);
  const setOpen = useBetBuilderStore((state) => state.setOpen);
  return (
    <Button
      size="sm"
      variant={open ? 'primary' : 'secondary'}
      aria-pressed={open}
      className={styles.switch}
      onClick={() => setOpen(open ? null : match.id)}
    >
      <Blocks aria-hidden size={16} />
      {t('builder.switch')}
    </Button>
  );
}

/**
 * The builder's selections, each with a way to take it out, and the price of all of them together
 * (or why there is none), said to screen readers as it changes.
 */
export function BuilderPanel({ match }: { match: Match }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const titleId = useId();
  const picks = useBetBuilderStore((state) => state.picks);
  const remove = useBetBuilderStore((state) => state.remove);
  const clear = useBetBuilderStore((state) => state.clear);
  const price = useBuilderPrice(match.id, picks);
  const answer = picks.length > 0 ? price.data : undefined;

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('builder.title')}
        </h2>
        {picks.length > 0 && (
          <Button size="sm" variant="ghost" onClick={clear}>
            {t('builder.clear')}
          </Button>
        )}
      </div>
      {picks.length === 0 ? (
        <p className={styles.hint}>{t('builder.hint')}</p>
      ) : (
        <ul className={styles.picks} aria-label={t('builder.selections')}>
          {picks.map((pick) => (
            <li key={keyOf(pick.marketId, pick.outcomeId)} className={styles.pick}>
              <span>
                {pick.marketName}: <strong>{pick.outcomeName}</strong>
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('builder.remove', { name: `${pick.marketName}: ${pick.outcomeName}` })}
                onClick={() => remove(pick)}
              >
                <X aria-hidden size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.price} role="status">
        {picks.length === 0 ? null : !answer ? (
          price.isError ? (
            t('builder.failed')
          ) : (
            t('builder.pricing')
          )
        ) : answer.odds !== null ? (
          <>
            <span>{t('builder.odds')}</span>
            <strong data-testid="builder-odds">{formatOdds(answer.odds)}</strong>
          </>
        ) : (
          <span className={styles.refusal}>{answer.error}</span>
        )}
      </div>
    </section>
  );
}

/**
 * A price while the builder is open: adds the outcome to the combination or takes it out; an
 * outcome that could not win with the selections is shown locked.
 */
export function BuilderOddsButton({
  match,
  market,
  outcome,
  conflicting,
}: {
  match: Match;
  market: Market;
  outcome: Outcome;
  conflicting: boolean;
}) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const picked = useBetBuilderStore((state) =>
    state.picks.some((p) => p.marketId === market.id && p.outcomeId === outcome.id),
  );
  const toggle = useBetBuilderStore((state) => state.toggle);
  const odds = formatOdds(outcome.odds);
  const name = outcome.name === '1' ? match.team_home.name : outcome.name === '2' ? match.team_away.name : outcome.name;
  if (outcome.is_blocked || market.is_blocked || (conflicting && !picked)) {
    return (
      <button
        type="button"
        className={`${oddsStyles.button} ${oddsStyles.blocked}`}
        disabled
        aria-label={t(conflicting ? 'builder.conflictLabel' : 'odds.lockedLabel', {
          name: outcome.name,
          subject: `${name}, ${market.name}`,
        })}
      >
        <span className={oddsStyles.name}>{outcome.name}</span>
        <Lock aria-hidden size={14} className={oddsStyles.lock} />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={[oddsStyles.button, picked ? oddsStyles.selected : undefined].filter(Boolean).join(' ')}
      aria-pressed={picked}
      aria-label={t('builder.pickLabel', { name: outcome.name, odds, subject: `${name}, ${market.name}` })}
      onClick={() =>
        toggle({ marketId: market.id, outcomeId: outcome.id, marketName: market.name, outcomeName: outcome.name })
      }
    >
      <span className={oddsStyles.name}>{outcome.name}</span>
      <span className={oddsStyles.odds}>{odds}</span>
    </button>
  );
}

export { keyOf as builderKey };
