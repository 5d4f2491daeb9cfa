import { AlertTriangle, ArrowDown, ArrowUp, Lock, Pause, X } from 'lucide-react';
import { useLivePaused } from '../../../shared/api/network.store';
import { type BetSlipItem, useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useOddsFlash } from '../../../shared/events/use-odds-flash';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useTranslation } from '../../../shared/i18n/use-translation';
import coupon from '../../../shared/ui/coupon.module.css';
import { BuilderItem } from './builder-item';
import { OddsChangeNotice } from './odds-change-notice';
import styles from './selection-list.module.css';

/**
 * The selections in the slip, each with its match, market, price and a remove button, and a bet
 * builder as one more selection. A live
 * selection stands paused, as its price button does, while the connection that keeps it current is down.
 */
export function SelectionList() {
  const { t } = useTranslation();
  const items = useBetSlipStore((state) => state.items);
  const builder = useBetSlipStore((state) => state.builder);
  const livePaused = useLivePaused();
  return (
    <ul className={coupon.list} aria-label={t('betslip.selections', { count: items.length + (builder ? 1 : 0) })}>
      {items.map((item) => (
        <SelectionItem key={item.key} item={item} paused={livePaused && item.isLive} />
      ))}
      {builder && <BuilderItem builder={builder} paused={livePaused && builder.isLive} />}
    </ul>
  );
}

/** One selection: its price moves with an up or down flash; a waiting change shows old and new odds. */
function SelectionItem({ item, paused }: { item: BetSlipItem; paused: boolean }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const remove = useBetSlipStore((state) => state.remove);
  const acceptChanges = useBetSlipStore((state) => state.acceptChanges);
  const waiting = item.updatedSlip ?? null;
  const shown = waiting ?? item.odds;
  const flash = useOddsFlash(shown);
  const subject = t('odds.subject', { outcome: item.name, market: item.marketName });
  const unavailable = item.isDeleted || item.isBlocked;

  const className = [
    coupon.card,
    styles.item,
    unavailable ? styles.unavailable : undefined,
    waiting !== null ? styles.changed : undefined,
    paused ? styles.paused : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const oddsClass = [coupon.odds, styles.odds, !paused && flash.direction === 'down' ? styles.down : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={className} data-testid="slip-item" data-key={item.key} data-paused={paused ? '' : undefined}>
      <div className={styles.text}>
        <span className={styles.match}>
          {item.isLive && <span className={coupon.live}>{t('betslip.live')}</span>}
          {item.matchName}
        </span>
        <span className={`${coupon.truncate} ${styles.market}`}>
          {item.marketName}
          {item.partName ? ` · ${item.partName}` : ''}
        </span>
        <span className={styles.outcome}>{item.name}</span>
      </div>
      <span className={oddsClass} data-odds={shown} data-trend={flash.direction ?? undefined}>
        {waiting !== null && (
          <>
            <del className={styles.oldOdds} aria-hidden>
              {formatOdds(item.odds)}
            </del>
            <span className="visually-hidden">
              {t('betslip.oddsFromTo', { from: formatOdds(item.odds), to: formatOdds(waiting) })}
            </span>
          </>
        )}
        {paused && <Pause aria-hidden size={12} className={styles.pauseIcon} />}
        {!paused && flash.direction === 'up' && <ArrowUp aria-hidden size={12} />}
        {!paused && flash.direction === 'down' && <ArrowDown aria-hidden size={12} />}
        <span aria-hidden={waiting !== null || undefined}>{formatOdds(shown)}</span>
        {!paused && flash.direction && <span key={flash.stamp} aria-hidden className={styles.shine} />}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('odds.remove', { subject })}
        onClick={() => remove(item.key)}
      >
        <X aria-hidden size={16} />
      </button>
      {item.isDeleted ? (
        <p className={styles.notice}>
          <AlertTriangle aria-hidden size={14} />
          {t('betslip.deleted')}
        </p>
      ) : item.isEnded ? (
        <p className={styles.notice}>
          <Lock aria-hidden size={14} />
          {t('betslip.ended')}
        </p>
      ) : item.isBlocked ? (
        <p className={styles.notice}>
          <Lock aria-hidden size={14} />
          {t('betslip.blocked')}
        </p>
      ) : (
        <OddsChangeNotice
          paused={paused}
          waiting={waiting}
          subject={subject}
          onAccept={() => acceptChanges(item.key)}
        />
      )}
    </li>
  );
}
