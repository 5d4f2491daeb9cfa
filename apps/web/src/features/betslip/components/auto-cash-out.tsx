import type { Bet } from '@meridian/contract/bets';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { useAutoCashOut } from '../hooks/use-auto-cash-out';
import { fromMinorUnits, sanitizeAmount, stakeDecimals, toMinorUnits } from '../lib/amount';
import styles from './cash-out.module.css';

/** What `part` of the stake pays if the bet wins: its share of the potential win, rounded down. */
export function partPayout(possibleWin: number, part: number, stake: number): number {
  return Number((BigInt(possibleWin) * BigInt(part)) / BigInt(stake));
}

/** The amount a new rule starts at: halfway from what the cash-out pays now to what the bet pays if it wins. */
export function suggestedTarget(now: number, payout: number): number {
  return Math.max(now + 1, Math.floor((now + payout) / 2));
}

interface AutoCashOutProps {
  bet: Bet;
  money: (minor: number) => string;
  /** The currency's minor-unit decimals. */
  scale: number;
  /** What the cash-out pays now (for the part chosen), or null without an offer. */
  now: number | null;
  /** The part of the stake chosen for a partial cash-out; null for the whole bet. */
  stakePart: number | null;
}

/**
 * A bet's auto cash-out: the rule it has ("Auto cash-out at X", with a button removing it), or a
 * form setting one for the whole bet or the part chosen above, at an amount above what it pays now.
 * The server cashes the bet out once its offer reaches the amount, while the player is away.
 */
export function AutoCashOut({ bet, money, scale, now, stakePart }: AutoCashOutProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const { phase, save, remove, reset } = useAutoCashOut(bet.id);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const rule = bet.auto_cash_out;
  const payout = stakePart === null ? bet.possible_win : partPayout(bet.possible_win, stakePart, bet.amount);
  const decimals = stakeDecimals(scale);

  useEffect(() => {
    if (phase.kind === 'saved' || phase.kind === 'removed') setEditing(false);
  }, [phase.kind]);

  const busy = phase.kind === 'sending';
  const failed = phase.kind === 'failed' ? phase.message : null;
  const status =
    phase.kind === 'saved'
      ? t('betslip.autoCashOut.saved')
      : phase.kind === 'removed'
        ? t('betslip.autoCashOut.removed')
        : '';

  const open = () => {
    reset();
    setText(now === null ? '' : fromMinorUnits(suggestedTarget(now, payout), scale));
    setEditing(true);
  };

  const submit = () => {
    const amount = toMinorUnits(text, scale);
    if (amount === null || amount <= 0) return;
    void save(amount, stakePart);
  };

  return (
    <div className={styles.auto}>
      <p role="status" className={styles.note}>
        {status}
      </p>
      {rule && !editing ? (
        <div className={styles.actions}>
          <p className={styles.rule}>
            {rule.stake_part === null
              ? t('betslip.autoCashOut.active', { amount: money(rule.amount) })
              : t('betslip.autoCashOut.activePart', { amount: money(rule.amount), stake: money(rule.stake_part) })}
          </p>
          {now !== null && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={open}>
              {t('betslip.autoCashOut.change')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            disabled={busy}
            aria-label={t('betslip.autoCashOut.removeLabel', { amount: money(rule.amount) })}
            onClick={() => void remove()}
          >
            {t('betslip.autoCashOut.remove')}
          </Button>
        </div>
      ) : editing && now !== null ? (
        <form
          className={styles.part}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId}>
            {stakePart === null
              ? t('betslip.autoCashOut.amountLabel')
              : t('betslip.autoCashOut.amountLabelPart', { stake: money(stakePart) })}
          </label>
          <input
            id={inputId}
            className={styles.amount}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={failed !== null || undefined}
            aria-describedby={failed !== null ? errorId : undefined}
            onChange={(event) => {
              setText(sanitizeAmount(event.target.value, decimals));
              if (failed !== null) reset();
            }}
          />
          <span className={styles.partOutput}>
            {t('betslip.autoCashOut.range', { now: money(now), payout: money(payout) })}
          </span>
          <div className={styles.actions}>
            <Button size="sm" variant="primary" type="submit" disabled={busy || toMinorUnits(text, scale) === null}>
              {busy ? t('betslip.autoCashOut.saving') : t('betslip.autoCashOut.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {t('betslip.cashOut.cancel')}
            </Button>
          </div>
        </form>
      ) : now !== null && !rule ? (
        <Button size="sm" variant="ghost" onClick={open}>
          {t('betslip.autoCashOut.open')}
        </Button>
      ) : null}
      {failed !== null && (
        <p id={errorId} role="alert" className={styles.error}>
          {failed}
        </p>
      )}
    </div>
  );
}
