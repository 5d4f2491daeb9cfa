import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import {
  Alert,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { Money, Time } from './formatting';
import { majorUnitsText, minorUnitsOf } from './money-input';
import { ReasonDialog } from './reason-dialog';

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
  const queryClient = useQueryClient();
  const { canAccess: canChange = false } = useCanAccess({ resource: 'payout-limits', action: 'edit' });
  const { data, error, isPending } = useQuery({
    queryKey: ['payout-limits'],
    queryFn: () => callAdmin('GET /payout-limits'),
  });
  const [editing, setEditing] = useState<CurrencyLimit | null>(null);
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending || !data) return <Loading />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('meridian.payoutLimits.page')} />
      <Typography component="h1" variant="h5">
        {translate('meridian.payoutLimits.page')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.payoutLimits.intro')}
      </Typography>
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('meridian.payoutLimits.currency')}</TableCell>
              <TableCell align="right">{translate('meridian.payoutLimits.limit')}</TableCell>
              <TableCell>{translate('meridian.payoutLimits.updated')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.list.map((limit) => (
              <TableRow key={limit.currency_id}>
                <TableCell component="th" scope="row">
                  {limit.currency_code}
                </TableCell>
                <TableCell align="right">
                  {limit.amount === null ? (
                    <Chip size="small" label={translate('meridian.payoutLimits.none')} />
                  ) : (
                    <Money amount={limit.amount} currency={limit.currency_code} scale={limit.scale} />
                  )}
                </TableCell>
                <TableCell>
                  <Time iso={limit.updated_at} />
                </TableCell>
                <TableCell align="right">
                  {canChange && (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={translate('meridian.payoutLimits.change', { currency: limit.currency_code })}
                      onClick={() => setEditing(limit)}
                    >
                      {translate('meridian.players.change')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {editing && (
        <LimitDialog
          limit={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: ['payout-limits'] });
          }}
        />
      )}
    </Stack>
  );
}
