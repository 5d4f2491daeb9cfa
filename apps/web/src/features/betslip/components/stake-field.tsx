import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { StakeCurrency } from '../hooks/use-stake-currency';
import { fromMinorUnits, groupThousands, nextAmountText } from '../lib/amount';
import styles from './bet-slip-panel.module.css';

interface StakeFieldProps {
  /** The field's label: "Stake" unless given (a system's is per line). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  currency: StakeCurrency;
  min: number;
  /** The stake ceiling in minor units; null until known. */
  max: number | null;
  fastBets: number[];
  error: string | null;
  /** The largest stake the server would accept after refusing a larger one (minor units), or null. */
  offer?: number | null;
  onTakeOffer?: (amount: number) => void;
  disabled?: boolean;
}

/** The stake input (001 §5) with its limits hint, quick stakes and the server's field error. */
export function StakeField({
  value,
  onChange,
  currency,
  min,
  max,
  fastBets,
  error,
  offer = null,
  onTakeOffer,
  disabled,
  label,
}: StakeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const edit = (raw: string) =>
    onChange(nextAmountText(raw, { scale: currency.scale, max, separator: currency.separator }));
  // The ceiling is the balance when signed in: below the minimum stake no bet fits until a deposit.
  const tooLow = max !== null && max < min;
  const hint =
    max !== null && !tooLow
      ? t('betslip.limits', {
          valueMin: currency.money(min),
          valueMax: currency.money(max),
        })
      : null;
  const describedBy = [hint || tooLow ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label ?? t('betslip.stake')}
      </label>
      <div className={styles.stakeControl}>
        {currency.affixes.prefix && (
          <span className={styles.symbol} aria-hidden>
            {currency.affixes.prefix.trim()}
          </span>
        )}
        <input
          id={id}
          data-slip-stake
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => edit(event.target.value)}
        />
        {currency.affixes.suffix && (
          <span className={styles.symbol} aria-hidden>
            {currency.affixes.suffix.trim()}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {tooLow && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('betslip.lowBalance', { valueMin: currency.money(min) })}{' '}
          <Link to="/payments/deposit/methods">{t('betslip.deposit')}</Link>
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {offer !== null ? t('betslip.stakeTooLarge', { value: currency.money(offer) }) : error}
        </p>
      )}
      {error && offer !== null && offer > 0 && onTakeOffer && (
        <button type="button" className={styles.offer} disabled={disabled} onClick={() => onTakeOffer(offer)}>
          {t('betslip.takeOffer', { value: currency.money(offer) })}
        </button>
      )}
      {fastBets.length > 0 && (
        <fieldset className={styles.fastBets}>
          <legend className="visually-hidden">{t('betslip.fastBets')}</legend>
          {fastBets.map((amount) => (
            <button
              key={amount}
              type="button"
              className={styles.fastBet}
              disabled={disabled}
              onClick={() => edit(groupThousands(fromMinorUnits(amount, currency.scale)))}
            >
              {currency.quick(amount)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}
