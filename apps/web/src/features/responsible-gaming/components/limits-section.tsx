import {
  RG_COOLING_OFF_HOURS,
  RG_PERIODS,
  type RgLimit,
  type RgLimitKind,
  type RgState,
} from '@meridian/contract/responsible-gaming';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SelectField } from '../../../shared/ui/form/select-field';
import { rgStateQueryKey } from '../api/get-rg-state';
import { type RgCurrency, useRgCurrencies } from '../hooks/use-rg-currencies';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { MONEY_LIMIT_KINDS } from '../lib/limit-names';
import { LimitRow } from './limit-row';
import styles from './limits.module.css';
import page from './responsible-gaming.module.css';

/** The limits of one kind: its periods in the chosen currency, or the session limit. */
function LimitCard({ kind, limits, currency }: { kind: RgLimitKind; limits: RgLimit[]; currency: RgCurrency | null }) {
  const t = useRgText();
  const headingId = useId();
  const currencyId = kind === 'session' ? null : (currency?.id ?? null);
  const periods = kind === 'session' ? [null] : RG_PERIODS;
  return (
    <section className={page.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={page.panelTitle}>
        {t(`rg.kind.${kind}.title`)}
      </h3>
      <p className={page.panelText}>{t(`rg.kind.${kind}.about`)}</p>
      <ul className={styles.rows}>
        {periods.map((period) => (
          <LimitRow
            key={period ?? 'session'}
            kind={kind}
            period={period}
            currencyId={currencyId}
            currencyCode={currency?.code ?? ''}
            limit={limits.find(
              (limit) => limit.kind === kind && limit.period === period && limit.currency_id === currencyId,
            )}
          />
        ))}
      </ul>
    </section>
  );
}

/** When the earliest waiting change applies, the state is asked for again to show it in force. */
function useRefreshWhenPendingApplies(limits: readonly RgLimit[]): void {
  const queryClient = useQueryClient();
  const next = Math.min(...limits.flatMap((limit) => (limit.pending ? [limit.pending.effective_at] : [])));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: rgStateQueryKey }),
      Math.max(0, next * 1000 - Date.now()) + 1000,
    );
    return () => clearTimeout(timer);
  }, [next, queryClient]);
}

/**
 * Deposit, loss and wager limits per day, week and month in one currency at a time, and the session
 * limit; with the 24-hour rule for raising or removing one.
 */
export function LimitsSection({ state }: { state: RgState }) {
  const t = useRgText();
  const headingId = useId();
  const { currencies, defaultId, ready } = useRgCurrencies(state.limits);
  const [picked, setPicked] = useState<number | null>(null);
  const currency =
    currencies.find((item) => item.id === picked) ?? currencies.find((item) => item.id === defaultId) ?? null;
  useRefreshWhenPendingApplies(state.limits);

  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t('rg.limits.title')}
      </h2>
      <p className={page.note}>{t('rg.limits.rule', { hours: RG_COOLING_OFF_HOURS })}</p>
      <p className={page.sectionText}>{t('rg.limits.windows')}</p>
      <p className={page.sectionText}>{t('rg.limits.wallets')}</p>
      {currencies.length > 1 && currency && (
        <div className={page.picker}>
          <SelectField
            label={t('rg.currency')}
            value={String(currency.id)}
            options={currencies.map((item) => ({ value: String(item.id), label: item.code }))}
            onValueChange={(value) => setPicked(Number(value))}
          />
        </div>
      )}
      {ready && !currency && <p className={page.sectionText}>{t('rg.limits.noWallet')}</p>}
      <div className={page.panels}>
        {currency &&
          MONEY_LIMIT_KINDS.map((kind) => (
            <LimitCard key={`${kind}-${currency.id}`} kind={kind} limits={state.limits} currency={currency} />
          ))}
        <LimitCard kind="session" limits={state.limits} currency={currency} />
      </div>
    </section>
  );
}
