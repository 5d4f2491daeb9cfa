import type { Bet } from '@meridian/contract/bets';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import coupon from '../../../shared/ui/coupon.module.css';
import { asBetStatus, asBetType, betOutcomeFigure } from '../lib/bet-labels';
import styles from './history-rows.module.css';
import { betStatusTone, StatusBadge } from './status-badge';

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <span className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={strong ? styles.strong : styles.figureValue}>{value}</span>
    </span>
  );
}

/** Desktop opens the BetDetails popup; mobile goes to the coupon page (spec 000 §2). */
function RowAction({ bet, children }: { bet: Bet; children: ReactNode }) {
  const formFactor = useFormFactor();
  const open = usePopupStore((state) => state.open);
  if (formFactor === 'mobile') {
    return (
      <Link to={`/profile/history/${bet.id}`} className={styles.row}>
        {children}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.row} onClick={() => open('BetDetails', { id: bet.id })}>
      {children}
    </button>
  );
}

/** One bet of the history: number, type, time, status, stake, odds and the win. */
export function BetRow({ bet }: { bet: Bet }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const { format: money } = useMoney();
  const outcome = betOutcomeFigure(bet);
  const status = t(`history.betStatus.${asBetStatus(bet.status)}`);
  const type = t(`history.betType.${asBetType(bet.type)}`);
  return (
    <li className={styles.item}>
      <RowAction bet={bet}>
        <span className={styles.head}>
          <span className={styles.title}>{t('history.bet.title', { id: bet.id })}</span>
          <StatusBadge tone={betStatusTone(bet.status)} label={status} />
        </span>
        <span className={styles.meta}>
          <span>{type}</span>
          {bet.type === 2 && <span>{t('history.bet.legs', { count: bet.events.length })}</span>}
          {bet.is_free_bet && <span>{t('history.bet.freeBet')}</span>}
          <time dateTime={new Date(bet.created_at * 1000).toISOString()}>{formatDateTime(bet.created_at)}</time>
        </span>
        {bet.type === 1 && bet.events[0] && (
          <span className={`${coupon.truncate} ${styles.summary}`}>
            {bet.events[0].name} · {bet.events[0].outcome_name}
          </span>
        )}
        <span className={styles.figures}>
          <Figure label={t('history.bet.stake')} value={money(bet.amount, bet.currency_id)} />
          <Figure label={t('history.bet.odds')} value={formatOdds(bet.odds)} />
          <Figure label={t(outcome.label)} value={money(outcome.amount, bet.currency_id)} strong />
        </span>
      </RowAction>
    </li>
  );
}
