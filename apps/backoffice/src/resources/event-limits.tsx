import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { formatMoney } from '@meridian/contract/money';
import { Checkbox, Chip, FormControlLabel, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { majorUnitsText, minorUnitsOf } from './money-input';
import { ReasonDialog } from './reason-dialog';

type TradingEvent = AnswerOf<AdminEndpointOf<'GET /events/{id}'>>;
type Market = TradingEvent['markets'][number];
type Currency = TradingEvent['currencies'][number];

/** The most a limit can be: what an amount carries exactly (the contract's amounts). */
const LIMIT_MAX = Number.MAX_SAFE_INTEGER;

/** A market's liability limits, one per currency ("Limit 500.00 EUR"), or that it has none. */
export function MarketLimits({ market }: { market: Market }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  if (market.limits.length === 0) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('meridian.trading.noLimit')}
      </Typography>
    );
  }
  return (
    <>
      {market.limits.map((limit) => (
        <Chip
          key={limit.currency_id}
          size="small"
          variant="outlined"
          label={translate('meridian.trading.limit', {
            amount: formatMoney(limit.amount, { scale: limit.scale, code: limit.currency, locale }),
          })}
        />
      ))}
    </>
  );
}

/**
 * The currencies a market's limit is offered in: those it has a limit or open bets in first, then the
 * rest of the site's.
 */
export function limitCurrencies(
  market: {
    limits: readonly { currency_id: number }[];
    outcomes: readonly { figures: readonly { currency_id: number }[] }[];
  },
  all: readonly Currency[],
): Currency[] {
  const used = new Set([
    ...market.limits.map((l) => l.currency_id),
    ...market.outcomes.flatMap((o) => o.figures.map((f) => f.currency_id)),
  ]);
  return [...all.filter((c) => used.has(c.currency_id)), ...all.filter((c) => !used.has(c.currency_id))];
}

/** Sets a market's liability limit in a currency, or removes it, after the operator types why. */
export function LimitDialog({
  eventId,
  market,
  currencies,
  onClose,
}: {
  eventId: number;
  market: Market;
  currencies: readonly Currency[];
  onClose: (changed: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale = 'en'] = useLocaleState();
  const choices = limitCurrencies(market, currencies);
  const limitIn = (currencyId: number | undefined) => market.limits.find((l) => l.currency_id === currencyId);
  const [currencyId, setCurrencyId] = useState(choices[0]?.currency_id);
  const current = limitIn(currencyId);
  const [amount, setAmount] = useState(current ? majorUnitsText(current.amount, current.scale) : '');
  const [remove, setRemove] = useState(false);
  const currency = choices.find((c) => c.currency_id === currencyId);
  const removing = remove && current !== undefined;

  const choose = (id: number) => {
    const limit = limitIn(id);
    setCurrencyId(id);
    setAmount(limit ? majorUnitsText(limit.amount, limit.scale) : '');
    setRemove(false);
  };

  const act = async (reason: string) => {
    if (!currency) throw new Error(translate('ra.page.error'));
    const minor = removing ? null : minorUnitsOf(amount, currency.scale, LIMIT_MAX);
    if (!removing && minor === null) {
      throw new Error(translate('meridian.trading.limitFormat', { scale: currency.scale }));
    }
    await callAdmin('PUT /events/{id}/limits', {
      params: { id: eventId },
      body: { market_id: market.id, currency_id: currency.currency_id, amount: minor, reason },
    });
    notify(removing ? 'meridian.trading.limitRemoved' : 'meridian.trading.limitSaved', {
      type: 'success',
      messageArgs: { market: market.name, currency: currency.currency },
    });
  };

  return (
    <ReasonDialog
      title={translate('meridian.trading.limitTitle', { market: market.name })}
      help={translate('meridian.trading.limitHelp')}
      confirm={translate(removing ? 'meridian.trading.removeLimit' : 'meridian.trading.saveLimit')}
      act={act}
      onClose={onClose}
    >
      <TextField
        select
        label={translate('meridian.trading.currency')}
        value={currencyId ?? ''}
        onChange={(event) => choose(Number(event.target.value))}
        helperText={
          current
            ? translate('meridian.trading.limitNow', {
                amount: formatMoney(current.amount, { scale: current.scale, code: current.currency, locale }),
              })
            : translate('meridian.trading.noLimit')
        }
      >
        {choices.map((c) => (
          <MenuItem key={c.currency_id} value={c.currency_id}>
            {c.currency}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('meridian.trading.limitAmount', { currency: currency?.currency ?? '' })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required={!removing}
        disabled={removing}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 24 } }}
        helperText={translate('meridian.trading.limitFormat', { scale: currency?.scale ?? 2 })}
      />
      {current && (
        <FormControlLabel
          control={<Checkbox checked={remove} onChange={(event) => setRemove(event.target.checked)} />}
          label={translate('meridian.trading.removeLimit')}
        />
      )}
    </ReasonDialog>
  );
}
