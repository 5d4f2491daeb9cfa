import { AlertTriangle, Blocks, Pause, X } from 'lucide-react';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import type { SlipBuilder } from '../../../shared/betslip/slip-builder';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useTranslation } from '../../../shared/i18n/use-translation';
import coupon from '../../../shared/ui/coupon.module.css';
import { OddsChangeNotice } from './odds-change-notice';
import styles from './selection-list.module.css';

/**
 * The slip's bet builder as one selection: its match, its parts (each at its market's odds), the
 * builder's price with a waiting change to accept, the builder's reason when it has no price, and a
 * remove button.
 */
export function BuilderItem({ builder, paused }: { builder: SlipBuilder; paused: boolean }) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const remove = useBetSlipStore((state) => state.remove);
  const acceptChanges = useBetSlipStore((state) => state.acceptChanges);
  const waiting = builder.refusal === null ? builder.updatedSlip : null;
  const shown = waiting ?? builder.odds;
  const subject = t('betslip.builder.subject', { match: builder.matchName });
  const className = [
    coupon.card,
    styles.item,
    builder.refusal !== null ? styles.unavailable : undefined,
    waiting !== null ? styles.changed : undefined,
    paused ? styles.paused : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={className} data-testid="slip-builder" data-key={builder.key}>
      <div className={styles.text}>
        <span className={styles.match}>
          {builder.isLive && <span className={coupon.live}>{t('betslip.live')}</span>}
          {builder.matchName}
        </span>
        <span className={styles.builderTitle}>
          <Blocks aria-hidden size={14} />
          {t('betslip.builder.label')}
        </span>
        <ul className={styles.parts} aria-label={t('betslip.builder.parts')}>
          {builder.parts.map((part) => (
            <li key={part.key}>
              <span className={styles.partMarket}>
                {part.marketName}
                {part.partName ? ` · ${part.partName}` : ''}:{' '}
              </span>
              <strong>{part.name}</strong>
            </li>
          ))}
        </ul>
      </div>
      <span className={`${coupon.odds} ${styles.odds}`} data-odds={shown} data-testid="slip-builder-odds">
        {waiting !== null && (
          <>
            <del className={styles.oldOdds} aria-hidden>
              {formatOdds(builder.odds)}
            </del>
            <span className="visually-hidden">
              {t('betslip.oddsFromTo', { from: formatOdds(builder.odds), to: formatOdds(waiting) })}
            </span>
          </>
        )}
        {paused && <Pause aria-hidden size={12} className={styles.pauseIcon} />}
        <span aria-hidden={waiting !== null || undefined}>{formatOdds(shown)}</span>
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('odds.remove', { subject })}
        onClick={() => remove(builder.key)}
      >
        <X aria-hidden size={16} />
      </button>
      {builder.refusal !== null ? (
        <p className={styles.notice}>
          <AlertTriangle aria-hidden size={14} />
          {builder.refusal || t('betslip.builder.noPrice')}
        </p>
      ) : (
        <OddsChangeNotice
          paused={paused}
          waiting={waiting}
          subject={subject}
          onAccept={() => acceptChanges(builder.key)}
        />
      )}
    </li>
  );
}
