import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { Chip, FormControlLabel, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { Money, Time } from './formatting';
import { majorUnitsText, minorUnitsOf } from './money-input';
import { ReasonDialog } from './reason-dialog';
import { SettingsPage } from './settings-page';

type Limits = AnswerOf<AdminEndpointOf<'GET /payout-limits'>>;
type CurrencyLimit = Limits['list'][number];

/** The largest limit a field takes: well inside a double's exact integers. */
const LIMIT_MAX = 1e15;

/** Sets a currency's largest payout of a bet, or removes it, after the operator types why. */
function LimitDialog({ limit, onClose }: { limit: CurrencyLimit; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [amount, setAmount] = useState(limit.amount === null ? '' : majorUnitsText(limit.amount, limit.scale));
  const [removing, setRemoving] = useState(false);
  const act = async (reason: string) => {
    const value = removing ? null : minorUnitsOf(amount, limit.scale, LIMIT_MAX);
    if (!removing && value === null) throw new Error(translate('meridian.payoutLimits.format', { scale: limit.scale }));
    await callAdmin('PUT /payout-limits/{currency_id}', {
      params: { currency_id: limit.currency_id },
      body: { amount: value, reason },
    });
    notify(removing ? 'meridian.payoutLimits.removed' : 'meridian.payoutLimits.saved', {
      type: 'success',
      messageArgs: { currency: limit.currency_code },
    });
  };
  return (
    <ReasonDialog
      title={translate('meridian.payoutLimits.title', { currency: limit.currency_code })}
      help={translate('meridian.payoutLimits.help')}
      confirm={translate(removing ? 'meridian.payoutLimits.remove' : 'ra.action.save')}
      act={act}
      onClose={onClose}
    >
      {limit.amount !== null && (
        <FormControlLabel
          control={<Switch checked={removing} onChange={(e) => setRemoving(e.target.checked)} />}
          label={translate('meridian.payoutLimits.removeSwitch')}
        />
      )}
      {!removing && (
        <TextField
          label={translate('meridian.payoutLimits.amount', { currency: limit.currency_code })}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          helperText={translate('meridian.payoutLimits.format', { scale: limit.scale })}
        />
      )}
    </ReasonDialog>
  );
}

/** The largest payout of one bet in each currency, changed by a role that manages risk. */
export function PayoutLimitsPage() {
  const translate = useTranslate();
  return (
    <SettingsPage
      resource="payout-limits"
      load={() => callAdmin('GET /payout-limits')}
      title={translate('meridian.payoutLimits.page')}
      intro={() => translate('meridian.payoutLimits.intro')}
      columns={[
        { label: translate('meridian.payoutLimits.currency'), cell: (limit) => limit.currency_code },
        {
          label: translate('meridian.payoutLimits.limit'),
          align: 'right',
          cell: (limit) =>
            limit.amount === null ? (
              <Chip size="small" label={translate('meridian.payoutLimits.none')} />
            ) : (
              <Money amount={limit.amount} currency={limit.currency_code} scale={limit.scale} />
            ),
        },
        { label: translate('meridian.payoutLimits.updated'), cell: (limit) => <Time iso={limit.updated_at} /> },
      ]}
      rowKey={(limit) => limit.currency_id}
      changeLabel={(limit) => translate('meridian.payoutLimits.change', { currency: limit.currency_code })}
      editor={(limit, onClose) => <LimitDialog limit={limit} onClose={onClose} />}
    />
  );
}
