import type { Bet } from '@meridian/contract/bets';
import { useEffect, useId, useState } from 'react';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { useCashOut } from '../hooks/use-cash-out';
import { AutoCashOut } from './auto-cash-out';
import styles from './cash-out.module.css';

/** The least and most of the stake a partial cash-out takes, in per cent, and the slider's step. */
const PART_MIN = 10;
const PART_MAX = 90;
const PART_STEP = 5;

/** What cashing out `part` of `stake` pays when the whole bet is offered `offer`: the same share, rounded down. */
export function partValue(offer: number, part: number, stake: number): number {
  return Number((BigInt(offer) * BigInt(part)) / BigInt(stake));
}

/** The part of the stake `percent` takes, in minor units. */
export function stakePartOf(stake: number, percent: number): number {
  return Math.floor((stake * percent) / 100);
}

/**
 * A bet's cash-out: its offer now as a button, a partial cash-out by a share of the stake, and a
 * confirmation naming the amount before anything is sent. Without an offer it says why when the
 * player can do something about it or wait (suspended, a bonus stake); the auto cash-out rule, for
 * the whole bet or the part chosen, and the cash-outs done are listed.
 */
export function CashOut({ bet, money }: { bet: Bet; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const { scale } = useMoney();
  const partId = useId();
  const { phase, send, reset } = useCashOut(bet.id);
  const [partial, setPartial] = useState(false);
  const [percent, setPercent] = useState(50);
  const [confirming, setConfirming] = useState(false);
  const offer = bet.cash_out.available ? bet.cash_out.amount : null;

  useEffect(() => {
    if (phase.kind === 'done') {
      notify.success(t('betslip.cashOut.done', { amount: money(phase.amount) }));
      setConfirming(false);
      setPartial(false);
      reset();
    }
  }, [phase, money, reset, t]);

  const busy = phase.kind === 'sending' || phase.kind === 'waiting';
  const stakePart = partial ? stakePartOf(bet.amount, percent) : null;
  const seen = offer === null ? null : stakePart === null ? offer : partValue(offer, stakePart, bet.amount);
  const changed = phase.kind === 'changed' ? phase.amount : null;

  return (
    <section className={styles.cashOut} aria-label={t('betslip.cashOut.label')}>
      {offer !== null && seen !== null ? (
        <>
          {partial && !busy && (
            <div className={styles.part}>
              <label htmlFor={partId}>{t('betslip.cashOut.partLabel')}</label>
              <input
                id={partId}
                type="range"
                min={PART_MIN}
                max={PART_MAX}
                step={PART_STEP}
                value={percent}
                aria-valuetext={t('betslip.cashOut.partValue', {
                  percent,
                  stake: money(stakePart ?? 0),
                  amount: money(seen),
                })}
                onChange={(event) => {
                  setPercent(Number(event.target.value));
                  setConfirming(false);
                  reset();
                }}
              />
              <output htmlFor={partId} className={styles.partOutput}>
                {t('betslip.cashOut.partValue', { percent, stake: money(stakePart ?? 0), amount: money(seen) })}
              </output>
            </div>
          )}
          {changed !== null ? (
            <div className={styles.confirm} role="alert">
              <p>{t('betslip.cashOut.changed', { amount: money(changed) })}</p>
              <div className={styles.actions}>
                <Button size="sm" variant="primary" onClick={() => void send(changed, stakePart)}>
                  {t('betslip.cashOut.confirm', { amount: money(changed) })}
                </Button>
                <Button size="sm" variant="ghost" onClick={reset}>
                  {t('betslip.cashOut.cancel')}
                </Button>
              </div>
            </div>
          ) : confirming || busy ? (
            <div className={styles.confirm}>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  variant="primary"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => void send(seen, stakePart)}
                >
                  {phase.kind === 'waiting'
                    ? t('betslip.cashOut.waiting')
                    : busy
                      ? t('betslip.cashOut.sending')
                      : t('betslip.cashOut.confirm', { amount: money(seen) })}
                </Button>
                {!busy && (
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                    {t('betslip.cashOut.cancel')}
                  </Button>
                )}
              </div>
            </div>
          ) : (
            <div className={styles.actions}>
              <Button size="sm" variant="primary" className={styles.main} onClick={() => setConfirming(true)}>
                {t('betslip.cashOut.offer', { amount: money(seen) })}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={partial}
                onClick={() => {
                  setPartial(!partial);
                  reset();
                }}
              >
                {t('betslip.cashOut.partial')}
              </Button>
            </div>
          )}
          {phase.kind === 'failed' && (
            <p role="alert" className={styles.error}>
              {phase.message}
            </p>
          )}
        </>
      ) : (
        <NoOffer reason={bet.cash_out.reason} />
      )}
      {!busy && (seen !== null || bet.auto_cash_out !== null) && (
        <AutoCashOut bet={bet} money={money} scale={scale(bet.currency_id)} now={seen} stakePart={stakePart} />
      )}
      {bet.cashed_out.length > 0 && (
        <ul className={styles.done} aria-label={t('betslip.cashOut.history')}>
          {bet.cashed_out.map((entry) => (
            <li key={`${entry.at}_${entry.stake_part}_${entry.amount}`}>
              {t('betslip.cashOut.doneLine', { amount: money(entry.amount), stake: money(entry.stake_part) })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Why there is no offer, when the player can wait for it (suspended) or should know (a bonus stake). */
function NoOffer({ reason }: { reason: Bet['cash_out']['reason'] }) {
  const { t } = useTranslation();
  if (reason === 'suspended') {
    return (
      <Button size="sm" block disabled>
        {t('betslip.cashOut.suspended')}
      </Button>
    );
  }
  if (reason === 'bonus') return <p className={styles.note}>{t('betslip.cashOut.bonus')}</p>;
  return null;
}
