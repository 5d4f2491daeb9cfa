import type { MinorAmount } from '@meridian/contract/money';
import { useId } from 'react';
import { useMoney } from '../../../shared/format/use-money';
import { useBonusesText } from '../i18n/bonuses-texts';
import { wageredSoFar, wageringPercent } from '../lib/wagering';
import styles from './wagering-progress.module.css';

interface WageringProgressProps {
  done: MinorAmount;
  total: MinorAmount;
  currencyId: number;
  compact?: boolean;
}

/** How much of a bonus's wagering is staked: a bar (a progressbar in minor units) and the amounts in words. */
export function WageringProgress({ done, total, currencyId, compact = false }: WageringProgressProps) {
  const t = useBonusesText();
  const money = useMoney();
  const labelId = useId();
  if (BigInt(total) <= 0n) return <p className={styles.none}>{t('bonuses.wagering.none')}</p>;
  const staked = wageredSoFar(done, total);
  const values = { done: money.format(staked, currencyId), total: money.format(total, currencyId) };
  return (
    <div className={compact ? `${styles.wagering} ${styles.compact}` : styles.wagering}>
      <div className={styles.head}>
        <span id={labelId} className={styles.label}>
          {t('bonuses.wagering.label')}
        </span>
        <span className={styles.amounts}>{t('bonuses.wagering.text', values)}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={Number(total)}
        aria-valuenow={Number(staked)}
        aria-valuetext={t('bonuses.wagering.valueText', values)}
        className={styles.track}
      >
        <span className={styles.fill} style={{ width: `${wageringPercent(done, total)}%` }} />
      </div>
    </div>
  );
}
