import { BET_STATUS, type Bet, type CouponEvent } from '@meridian/contract/bets';
import { useLiveCashOut } from '../../../shared/betslip/live-cash-out';
import { useBetSystemLabel } from '../../../shared/betslip/system-label';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import coupon from '../../../shared/ui/coupon.module.css';
import { asBetStatus, asBetType, asLegStatus, betOutcomeFigure } from '../lib/bet-labels';
import styles from './bet-coupon.module.css';
import { BetCouponEdits } from './bet-coupon-edits';
import { betStatusTone, StatusBadge } from './status-badge';

function Leg({ leg }: { leg: CouponEvent }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const score = leg.state.score;
  return (
    <li className={styles.leg}>
      <div className={styles.legHead}>
        <span className={`${coupon.truncate} ${styles.tournament}`}>
          {leg.tournament.name}
          {leg.round ? ` · ${leg.round}` : ''}
        </span>
        <StatusBadge tone={betStatusTone(leg.status_id)} label={t(`history.legStatus.${asLegStatus(leg.status_id)}`)} />
      </div>
      <h4 className={styles.match}>{leg.name}</h4>
      <p className={styles.teams}>
        <span>{leg.team_home.name}</span>
        {score && (
          <span className={styles.score}>{t('history.leg.score', { home: score.home, away: score.away })}</span>
        )}
        <span>{leg.team_away.name}</span>
      </p>
      <p className={styles.when}>
        {leg.state.is_live ? (
          <span className={styles.live}>{t('history.leg.live')}</span>
        ) : (
          <>
            {t('history.leg.start')}{' '}
            <time dateTime={new Date(leg.start_time * 1000).toISOString()}>{formatDateTime(leg.start_time)}</time>
          </>
        )}
      </p>
      <dl className={styles.pick}>
        <div>
          <dt>{t('history.leg.market')}</dt>
          <dd>
            {leg.market_name}
            {leg.event_part_name ? ` (${leg.event_part_name})` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('history.leg.outcome')}</dt>
          <dd>{leg.outcome_name}</dd>
        </div>
        <div className={styles.legOdds}>
          <dt>{t('history.bet.odds')}</dt>
          <dd>{formatOdds(leg.odds)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The coupon of one bet (spec 001 §2): every leg, then stake, odds, the win and the status. */
export function BetCoupon({ bet }: { bet: Bet }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const { format: money } = useMoney();
  const outcome = betOutcomeFigure(bet);
  const systemLabel = useBetSystemLabel();
  const open = bet.status === BET_STATUS.inGame;
  useLiveCashOut(open);
  return (
    <article className={styles.coupon} aria-label={t('history.bet.title', { id: bet.id })}>
      <p className={styles.meta}>
        <span>
          {bet.system
            ? `${t(`history.betType.${asBetType(bet.type)}`)} · ${systemLabel(bet.system, bet.events.length)}`
            : t(`history.betType.${asBetType(bet.type)}`)}
        </span>
        {bet.is_free_bet && <span>{t('history.bet.freeBet')}</span>}
        <span>
          {t('history.bet.placed')}{' '}
          <time dateTime={new Date(bet.created_at * 1000).toISOString()}>{formatDateTime(bet.created_at)}</time>
        </span>
      </p>
      <BetCouponEdits bet={bet} />
      <section aria-label={t('history.bet.selections')}>
        <ul className={coupon.list}>
          {bet.events.map((leg) => (
            <Leg key={`${leg.id}-${leg.market_id}-${leg.outcome_id}`} leg={leg} />
          ))}
        </ul>
      </section>
      <dl className={styles.totals}>
        <div>
          <dt>{t('history.bet.stake')}</dt>
          <dd>{money(bet.amount, bet.currency_id)}</dd>
        </div>
        {bet.system ? (
          <div>
            <dt>{t('betslip.system.lines')}</dt>
            <dd>{bet.system.lines}</dd>
          </div>
        ) : (
          <div>
            <dt>{bet.type === 2 ? t('history.bet.totalOdds') : t('history.bet.odds')}</dt>
            <dd>{formatOdds(bet.odds)}</dd>
          </div>
        )}
        <div>
          <dt>{t(outcome.label)}</dt>
          <dd className={styles.win}>{money(outcome.amount, bet.currency_id)}</dd>
        </div>
        <div>
          <dt>{t('history.bet.status')}</dt>
          <dd>
            <StatusBadge tone={betStatusTone(bet.status)} label={t(`history.betStatus.${asBetStatus(bet.status)}`)} />
          </dd>
        </div>
        {open && <CashOutNow bet={bet} />}
      </dl>
      {bet.cashed_out.length > 0 && (
        <section aria-label={t('history.bet.cashOuts')}>
          <h4 className={styles.cashOutsTitle}>{t('history.bet.cashOuts')}</h4>
          <ul className={styles.cashOuts}>
            {bet.cashed_out.map((entry) => (
              <li key={`${entry.at}-${entry.stake_part}-${entry.amount}`}>
                <span>
                  {t('history.bet.cashOut', {
                    amount: money(entry.amount, bet.currency_id),
                    stake: money(entry.stake_part, bet.currency_id),
                  })}
                </span>
                <time dateTime={new Date(entry.at * 1000).toISOString()}>{formatDateTime(entry.at)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/** An open bet's cash-out offer as it is now (pushed live), or that it is suspended; nothing without one. */
function CashOutNow({ bet }: { bet: Bet }) {
  const { t } = useTranslation();
  const { format: money } = useMoney();
  const { cash_out: offer } = bet;
  if (!offer.available && offer.reason !== 'suspended') return null;
  return (
    <div data-testid="coupon-cash-out">
      <dt>{t('history.bet.cashOutNow')}</dt>
      <dd aria-live="polite">
        {offer.available && offer.amount !== null
          ? money(offer.amount, bet.currency_id)
          : t('history.bet.cashOutSuspended')}
      </dd>
    </div>
  );
}
