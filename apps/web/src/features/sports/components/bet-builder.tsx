import { BUILDER_SPORT_IDS } from '@meridian/contract/bet-builder';
import type { Market, Match, Outcome } from '@meridian/contract/events';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Blocks, Lock, Ticket, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { newSlipBuilder } from '../../../shared/betslip/slip-builder';
import oddsStyles from '../../../shared/events/odds-button.module.css';
import { toSlipItem } from '../../../shared/events/to-slip-item';
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

/**
 * The builder's price for the picks of the open match, asked again as they change and every 10 s;
 * with no picks, the markets the builder takes. `enabled` false asks nothing.
 */
export function useBuilderPrice(matchId: number, picks: readonly BuilderPick[], enabled = true) {
  return useQuery({
    queryKey: ['bet-builder', matchId, picks.map((p) => keyOf(p.marketId, p.outcomeId)).join(',')],
    queryFn: ({ signal }) =>
      priceBuilder(
        { match_id: matchId, selections: picks.map((p) => ({ market_id: p.marketId, outcome_id: p.outcomeId })) },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: REPRICE_MS,
  });
}

/** What the open builder locks on the match: outcomes that could not join the picks, markets it does not take. */
export interface BuilderLocks {
  /** `marketId:outcomeId` keys of the outcomes that could not win with the picks. */
  conflicts: ReadonlySet<string>;
  /** The markets the builder takes now; null until known (or while the match takes no builder). */
  markets: ReadonlySet<number> | null;
}

const NO_LOCKS: BuilderLocks = { conflicts: new Set(), markets: null };

/** The builder's locks on the match while it is open (`enabled`); none when closed. */
export function useBuilderLocks(matchId: number, enabled: boolean): BuilderLocks {
  const picks = useBetBuilderStore((state) => state.picks);
  const price = useBuilderPrice(matchId, picks, enabled);
  const data = enabled ? price.data : undefined;
  if (!data) return NO_LOCKS;
  return {
    conflicts: new Set(picks.length === 0 ? [] : data.conflicting.map((c) => keyOf(c.market_id, c.outcome_id))),
    markets: data.available ? new Set(data.markets) : null,
  };
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
 * The builder's selections, each with a way to take it out, the price of all of them together (or
 * why there is none), said to screen readers as it changes, and the button that puts the builder in
 * the slip. `docked`: held above the phone's bottom menu while the markets scroll.
 */
export function BuilderPanel({ match, docked = false }: { match: Match; docked?: boolean }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const titleId = useId();
  const picks = useBetBuilderStore((state) => state.picks);
  const remove = useBetBuilderStore((state) => state.remove);
  const clear = useBetBuilderStore((state) => state.clear);
  const price = useBuilderPrice(match.id, picks);
  const answer = picks.length > 0 ? price.data : undefined;
  const hintId = useId();
  const inSlip = useBetSlipStore((state) => state.builder?.matchId === match.id);
  const setBuilder = useBetSlipStore((state) => state.setBuilder);
  const [added, setAdded] = useState('');
  // The slip takes a priced builder of two selections or more.
  const ready = picks.length >= 2 && answer?.odds != null && !price.isPlaceholderData;

  const handleAdd = () => {
    if (!ready || answer?.odds == null) return;
    setBuilder(
      newSlipBuilder(
        picks.map((pick) => pick.item),
        answer.odds,
      ),
    );
    setAdded(t('builder.added'));
  };

  return (
    <section className={docked ? `${styles.panel} ${styles.docked}` : styles.panel} aria-labelledby={titleId}>
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
      {picks.length > 0 && (
        <Button
          variant="primary"
          block
          className={styles.add}
          disabled={!ready}
          aria-describedby={picks.length < 2 ? hintId : undefined}
          onClick={handleAdd}
        >
          <Ticket aria-hidden size={16} />
          {t(inSlip ? 'builder.updateSlip' : 'builder.addToSlip')}
        </Button>
      )}
      {picks.length === 1 && (
        <p id={hintId} className={styles.hint}>
          {t('builder.addHint')}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {added}
      </p>
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
  notTaken = false,
}: {
  match: Match;
  market: Market;
  outcome: Outcome;
  conflicting: boolean;
  /** The builder does not take the market (it can be void or pushed): its prices are locked. */
  notTaken?: boolean;
}) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const picked = useBetBuilderStore((state) =>
    state.picks.some((p) => p.marketId === market.id && p.outcomeId === outcome.id),
  );
  const toggle = useBetBuilderStore((state) => state.toggle);
  const odds = formatOdds(outcome.odds);
  const name = outcome.name === '1' ? match.team_home.name : outcome.name === '2' ? match.team_away.name : outcome.name;
  if (outcome.is_blocked || market.is_blocked || (conflicting && !picked) || (notTaken && !picked)) {
    const label =
      conflicting && !picked
        ? 'builder.conflictLabel'
        : notTaken && !picked
          ? 'builder.notTakenLabel'
          : 'odds.lockedLabel';
    return (
      <button
        type="button"
        className={`${oddsStyles.button} ${oddsStyles.blocked}`}
        disabled
        title={label === 'builder.notTakenLabel' ? t('builder.notTaken') : undefined}
        aria-label={t(label, {
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
        toggle({
          marketId: market.id,
          outcomeId: outcome.id,
          marketName: market.name,
          outcomeName: outcome.name,
          item: toSlipItem(match, market, outcome),
        })
      }
    >
      <span className={oddsStyles.name}>{outcome.name}</span>
      <span className={oddsStyles.odds}>{odds}</span>
    </button>
  );
}

export { keyOf as builderKey };
