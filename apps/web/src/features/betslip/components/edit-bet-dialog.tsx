import { type Bet, combinedOdds, winningsOf } from '@meridian/contract/bets';
import { useEffect, useMemo, useState } from 'react';
import { useBetSlipStore } from '../../../shared/betslip/betslip.store';
import { useFormatOdds } from '../../../shared/format/format-odds';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { useEditBet } from '../hooks/use-edit-bet';
import styles from './edit-bet.module.css';
import { type EditLeg, legOfCoupon, offeredLegs, sameLegs, withLeg } from './edit-bet-list';
import openBets from './open-bets.module.css';

interface EditBetDialogProps {
  bet: Bet;
  money: (minor: number) => string;
  onClose: () => void;
}

/**
 * Editing an open accumulator: its selections with Remove, the slip's selections of other matches
 * (and those taken out) to add or swap in, and the new bet it makes: the cash-out value as its stake,
 * its total odds and potential win. Confirm cashes the bet out and places the new one in one step.
 */
export function EditBetDialog({ bet, money, onClose }: EditBetDialogProps) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const slip = useBetSlipStore((state) => state.items);
  const original = useMemo(() => bet.events.map(legOfCoupon), [bet.events]);
  const [legs, setLegs] = useState<EditLeg[]>(original);
  const { phase, send, reset } = useEditBet(bet.id);
  const offer = bet.cash_out.available ? bet.cash_out.amount : null;
  const stake = phase.kind === 'changed' ? phase.amount : offer;
  const odds = combinedOdds(legs.map((l) => l.odds));
  const offered = offeredLegs(legs, original, slip);
  const unchanged = sameLegs(original, legs);
  const busy = phase.kind === 'sending';

  useEffect(() => {
    if (phase.kind === 'done') {
      notify.success(t('betslip.editBet.done', { id: phase.newBetId }));
      onClose();
    }
  }, [phase, onClose, t]);

  // The answer's odds of the selections now: a refusal for moved odds is confirmed again at these.
  useEffect(() => {
    if (phase.kind !== 'failed' || !phase.result) return;
    const now = new Map(phase.result.events.map((e) => [`${e.id}_${e.outcome_id}`, e.odds]));
    setLegs((current) => current.map((l) => ({ ...l, odds: now.get(l.key) ?? l.odds })));
  }, [phase]);

  const change = (next: EditLeg[]) => {
    setLegs(next);
    if (phase.kind !== 'changed') reset();
  };
  const hint = legs.length < 2 ? t('betslip.editBet.tooFew') : unchanged ? t('betslip.editBet.unchanged') : null;

  return (
    <Dialog title={t('betslip.editBet.title', { id: bet.id })} onClose={onClose} contentScrolls>
      <div className={styles.body}>
        <p className={styles.intro}>{t('betslip.editBet.intro')}</p>
        <section aria-label={t('betslip.editBet.legs')} className={styles.section}>
          <h3 className={styles.heading}>{t('betslip.editBet.legs')}</h3>
          <ul className={styles.list}>
            {legs.map((leg) => (
              <li key={leg.key} className={styles.leg} data-testid="edit-bet-leg">
                <LegFacts leg={leg} />
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  aria-label={t('betslip.editBet.removeLeg', { name: `${leg.matchName}, ${leg.outcomeName}` })}
                  onClick={() => change(legs.filter((l) => l.key !== leg.key))}
                >
                  {t('betslip.editBet.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label={t('betslip.editBet.offered')} className={styles.section}>
          <h3 className={styles.heading}>{t('betslip.editBet.offered')}</h3>
          {offered.length === 0 ? (
            <p className={styles.note}>{t('betslip.editBet.noneOffered')}</p>
          ) : (
            <ul className={styles.list}>
              {offered.map(({ leg, action }) => (
                <li key={leg.key} className={styles.leg}>
                  <LegFacts leg={leg} />
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={t(action === 'add' ? 'betslip.editBet.addLeg' : 'betslip.editBet.swapLeg', {
                      name: `${leg.matchName}, ${leg.outcomeName}`,
                    })}
                    onClick={() => change(withLeg(legs, leg))}
                  >
                    {t(action === 'add' ? 'betslip.editBet.add' : 'betslip.editBet.swap')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <dl className={openBets.totals}>
          <div>
            <dt>{t('betslip.editBet.stake')}</dt>
            <dd>{stake === null ? '—' : money(stake)}</dd>
          </div>
          <div>
            <dt>{t('betslip.editBet.odds')}</dt>
            <dd>{legs.length < 2 ? '—' : formatOdds(odds)}</dd>
          </div>
          <div>
            <dt>{t('betslip.editBet.win')}</dt>
            <dd>{stake === null || legs.length < 2 ? '—' : money(winningsOf(stake, odds))}</dd>
          </div>
        </dl>
        {hint && <p className={styles.note}>{hint}</p>}
        {phase.kind === 'changed' && (
          <p role="alert" className={styles.alert}>
            {t('betslip.editBet.changed', { amount: money(phase.amount) })}
          </p>
        )}
        {phase.kind === 'failed' && (
          <p role="alert" className={styles.error}>
            {phase.message}
          </p>
        )}
        <Button
          variant="primary"
          block
          disabled={busy || hint !== null || stake === null}
          aria-busy={busy || undefined}
          onClick={() => {
            if (stake !== null) {
              const events = legs.map((l) => ({
                id: l.matchId,
                market_id: l.marketId,
                outcome_id: l.outcomeId,
                odds: l.odds,
              }));
              void send(events, stake);
            }
          }}
        >
          {busy ? t('betslip.editBet.sending') : t('betslip.editBet.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}

/** A leg's match, market and pick, and its odds. */
function LegFacts({ leg }: { leg: EditLeg }) {
  const formatOdds = useFormatOdds();
  return (
    <>
      <span className={styles.legText}>
        <span className={styles.match}>{leg.matchName}</span>
        <span>
          {leg.marketName}: <strong>{leg.outcomeName}</strong>
        </span>
      </span>
      <span className={styles.odds}>{formatOdds(leg.odds)}</span>
    </>
  );
}
