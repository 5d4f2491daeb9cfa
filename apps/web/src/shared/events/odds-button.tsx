import type { Market, Match, Outcome } from '@meridian/contract/events';
import { ArrowDown, ArrowUp, Lock, Pause } from 'lucide-react';
import { type MouseEvent, memo } from 'react';
import { useSettings } from '../api/get-settings';
import { useBetSlipStore, useIsSelected } from '../betslip/betslip.store';
import { sendNextTabToSlip } from '../betslip/slip-focus';
import { decimalSign, formatOdds } from '../format/format-odds';
import { useTranslation } from '../i18n/use-translation';
import { notify } from '../notifications/notification.store';
import styles from './odds-button.module.css';
import { toSlipItem } from './to-slip-item';
import { useOddsFlash } from './use-odds-flash';

interface OddsButtonProps {
  match: Match;
  market: Market;
  outcome: Outcome;
  /** Name above the price, for the narrow columns of a desktop list row. */
  stacked?: boolean;
  /**
   * Whether live prices are paused (useLivePaused), read once by the row or card for all its prices
   * rather than subscribed to by each of them.
   */
  livePaused: boolean;
}

/**
 * One price: flashes green or red when it moves, shows a lock when betting on it is closed, and
 * adds the outcome to the bet slip or takes it out again. A live price stands paused (shown, not
 * clickable) while the connection that keeps it current is down.
 */
export const OddsButton = memo(function OddsButton({ match, market, outcome, stacked, livePaused }: OddsButtonProps) {
  const { t, i18n } = useTranslation();
  const { bets } = useSettings();
  const selected = useIsSelected(match.id, outcome.id);
  const toggle = useBetSlipStore((state) => state.toggle);
  const flash = useOddsFlash(outcome.odds);
  const blocked = outcome.is_blocked || market.is_blocked;
  const paused = livePaused && match.is_live;
  const odds = formatOdds(outcome.odds, decimalSign(i18n.language));
  // Feeds name three-way outcomes 1, X and 2; a screen reader hears the team as well. The name
  // starts with the button's visible text so voice control finds it by what it shows (WCAG 2.5.3).
  const spoken =
    outcome.name === '1'
      ? match.team_home.name
      : outcome.name === '2'
        ? match.team_away.name
        : outcome.name === 'X'
          ? t('odds.draw')
          : outcome.name;
  // An outcome already named in full (a team, Over 2.5) needs only its market after it.
  const subject = spoken === outcome.name ? market.name : t('odds.subject', { outcome: spoken, market: market.name });

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const result = toggle(toSlipItem(match, market, outcome), bets.coupon_max_size);
    if (result === 'limit') notify.error(t('odds.limit', { maxCoupons: bets.coupon_max_size }));
    // Pressed with Enter or Space (a click without a pointer): the slip is the next Tab, not the rest of the list.
    if (event.detail === 0 && (result === 'added' || result === 'replaced')) sendNextTabToSlip(event.currentTarget);
  };

  const className = [
    styles.button,
    selected ? styles.selected : undefined,
    flash.direction === 'up' ? styles.up : undefined,
    flash.direction === 'down' ? styles.down : undefined,
    stacked ? styles.stacked : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  if (blocked) {
    return (
      <button
        type="button"
        className={`${className} ${styles.blocked}`}
        disabled
        aria-label={t('odds.lockedLabel', { name: outcome.name, subject })}
      >
        <span className={styles.name}>{outcome.name}</span>
        <Lock aria-hidden size={14} className={styles.lock} />
      </button>
    );
  }

  if (paused) {
    return (
      <button
        type="button"
        className={[
          styles.button,
          styles.paused,
          selected ? styles.selected : undefined,
          stacked ? styles.stacked : undefined,
        ]
          .filter(Boolean)
          .join(' ')}
        disabled
        data-paused=""
        aria-label={t('odds.pausedLabel', { name: outcome.name, odds, subject })}
      >
        <span className={styles.name}>{outcome.name}</span>
        <span className={styles.odds}>
          <Pause aria-hidden size={12} className={styles.lock} />
          {odds}
        </span>
      </button>
    );
  }

  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      aria-label={t('odds.label', { name: outcome.name, odds, subject })}
      data-odds={outcome.odds}
      data-trend={flash.direction ?? undefined}
      onClick={handleClick}
    >
      <span className={styles.name}>{outcome.name}</span>
      <span className={styles.odds}>
        {flash.direction === 'up' && <ArrowUp aria-hidden size={12} />}
        {flash.direction === 'down' && <ArrowDown aria-hidden size={12} />}
        {odds}
      </span>
      {flash.direction && <span key={flash.stamp} aria-hidden className={styles.shine} />}
    </button>
  );
}, sameButton);

/**
 * Whether a price button would render (and add to the slip) the same: a delta that moved another
 * price of the match, its clock or its score leaves this button as it was.
 */
function sameButton(previous: OddsButtonProps, next: OddsButtonProps): boolean {
  if (previous.outcome !== next.outcome || previous.stacked !== next.stacked || previous.livePaused !== next.livePaused)
    return false;
  const [a, b] = [previous.market, next.market];
  if (a !== b && (a.id !== b.id || a.name !== b.name || a.part_id !== b.part_id || a.is_blocked !== b.is_blocked))
    return false;
  const [x, y] = [previous.match, next.match];
  return (
    x === y ||
    (x.id === y.id &&
      x.name === y.name &&
      x.sport_id === y.sport_id &&
      x.tournament === y.tournament &&
      x.parts === y.parts &&
      x.event_part_name === y.event_part_name &&
      x.is_live === y.is_live &&
      x.team_home.name === y.team_home.name &&
      x.team_away.name === y.team_away.name)
  );
}
