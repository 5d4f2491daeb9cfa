import {
  RG_COOLING_OFF_HOURS,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
  type RgState,
} from '@meridian/contract/responsible-gaming';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { type SetLimitBody, useSetLimit } from '../api/set-limit';
import { useLimitAmountText } from '../hooks/use-limit-format';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { limitNameKey } from '../lib/limit-names';
import { LimitEditor } from './limit-editor';
import styles from './limits.module.css';
import { PendingChange } from './pending-change';
import { UsageBar } from './usage-bar';

interface LimitRowProps {
  kind: RgLimitKind;
  /** Null for the session limit. */
  period: RgPeriod | null;
  /** Null for the session limit. */
  currencyId: number | null;
  currencyCode: string;
  limit: RgLimit | undefined;
}

const sameLimit = (kind: RgLimitKind, period: RgPeriod | null, currencyId: number | null) => (limit: RgLimit) =>
  limit.kind === kind && limit.period === period && limit.currency_id === currencyId;

/** One limit of a kind (a period, or the session): its amount, what is used, a waiting change, and its actions. */
export function LimitRow({ kind, period, currencyId, currencyCode, limit }: LimitRowProps) {
  const t = useRgText();
  const { t: site } = useTranslation();
  const format = useLimitAmountText();
  const nameId = useId();
  const name = t(limitNameKey(kind, period));
  const [editing, setEditing] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const save = useSetLimit();

  const returnFocus = useRef(false);
  // Once the editor has closed, its button is back: focus returns to it.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    toggleRef.current?.focus();
  }, [editing]);
  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const send = (amount: number | null, keep = false) => {
    const body: SetLimitBody =
      kind === 'session' || period === null || currencyId === null
        ? { kind, amount }
        : { kind, period, currency_id: currencyId, amount };
    return save.mutateAsync(body).then((state: RgState) => {
      const saved = state.limits.find(sameLimit(kind, period, currencyId));
      const hours = RG_COOLING_OFF_HOURS;
      if (amount === null) notify.success(t('rg.limit.savedRemove', { name, hours }));
      else if (saved?.pending && saved.pending.amount !== null && Number(saved.pending.amount) === amount) {
        notify.success(t('rg.limit.savedRaise', { name, amount: format(amount, kind, currencyId), hours }));
      } else {
        const key = keep ? 'rg.limit.savedKeep' : 'rg.limit.saved';
        notify.success(t(key, { name, amount: format(amount, kind, currencyId) }));
      }
      return state;
    });
  };

  /** Remove and keep act at once; focus stays on the row while their own button may go. */
  const sendNow = (amount: number | null, keep = false) => {
    send(amount, keep).then(
      () => toggleRef.current?.focus(),
      (failure: unknown) =>
        notify.error(isApiError(failure) && failure.message ? failure.message : site('auth.error.generic')),
    );
  };

  return (
    <li className={styles.row} aria-labelledby={nameId}>
      <div className={styles.rowHead}>
        <span id={nameId} className={styles.rowName}>
          <span className="visually-hidden">{name}</span>
          <span aria-hidden>{t(period ? `rg.period.${period}` : 'rg.period.session')}</span>
        </span>
        <span className={limit ? styles.rowAmount : styles.rowNone}>
          {limit ? format(limit.amount, kind, currencyId) : t('rg.limit.none')}
        </span>
      </div>
      {limit && <UsageBar name={name} used={limit.used} amount={limit.amount} kind={kind} currencyId={currencyId} />}
      {limit?.pending && <PendingChange limit={limit} />}
      {editing ? (
        <LimitEditor
          name={name}
          kind={kind}
          currencyId={currencyId}
          currencyCode={currencyCode}
          limit={limit}
          pending={save.isPending}
          onSubmit={(amount) => send(amount).then(closeEditor)}
          onCancel={closeEditor}
        />
      ) : (
        <div className={styles.actions}>
          <Button
            ref={toggleRef}
            size="sm"
            variant={limit ? 'secondary' : 'primary'}
            aria-label={t(limit ? 'rg.limit.changeName' : 'rg.limit.setName', { name })}
            onClick={() => setEditing(true)}
          >
            {t(limit ? 'rg.limit.change' : 'rg.limit.set')}
          </Button>
          {limit?.pending && (
            <Button
              size="sm"
              disabled={save.isPending}
              aria-label={t('rg.limit.keepName', { name })}
              onClick={() => sendNow(Number(limit.amount), true)}
            >
              {t('rg.limit.keep')}
            </Button>
          )}
          {limit && limit.pending?.amount !== null && (
            <Button
              size="sm"
              variant="ghost"
              disabled={save.isPending}
              aria-label={t('rg.limit.removeName', { name })}
              onClick={() => sendNow(null)}
            >
              {t('rg.limit.remove')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
