import { ADJUSTMENT_MAX, ADJUSTMENT_STATUSES, type AdjustmentStatus } from '@meridian/contract/adjustments';
import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { Box, Chip, FormControlLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  useCanAccess,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router';
import { callAdmin } from '../api/admin-client';
import { DecisionButtons } from './decisions';
import { choicesOf, Money, Time } from './formatting';
import { minorUnitsOf } from './money-input';
import { ActionDialog, useReasonAction } from './reason-dialog';

export type Adjustment = AnswerOf<AdminEndpointOf<'GET /adjustments'>>['list'][number];

/** Credits or debits one of the player's cash wallets after the operator types why. */
export function AdjustmentDialog({
  playerId,
  wallet,
  onClose,
}: {
  playerId: number;
  wallet: { id: number; currency: string; scale: number };
  onClose: (changed: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const action = useReasonAction(onClose);
  const submit = () => {
    const minor = minorUnitsOf(amount, wallet.scale, ADJUSTMENT_MAX);
    if (minor === null) return action.setError(translate('meridian.adjustments.amountFormat', { scale: wallet.scale }));
    action.send(async (reason) => {
      const answer = await callAdmin('POST /players/{id}/adjustments', {
        params: { id: playerId },
        body: { wallet_id: wallet.id, amount: direction === 'credit' ? minor : -minor, reason },
      });
      notify(answer.status === 'pending' ? 'meridian.adjustments.waiting' : 'meridian.adjustments.applied', {
        type: answer.status === 'pending' ? 'info' : 'success',
      });
    });
  };
  return (
    <ActionDialog
      action={action}
      titleId="adjustment-title"
      title={translate('meridian.adjustments.title', { wallet: wallet.id, currency: wallet.currency })}
      help={translate('meridian.adjustments.help')}
      confirm={translate(direction === 'credit' ? 'meridian.adjustments.credit' : 'meridian.adjustments.debit')}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup
        row
        aria-label={translate('meridian.adjustments.direction')}
        value={direction}
        onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
      >
        <FormControlLabel value="credit" control={<Radio />} label={translate('meridian.adjustments.credit')} />
        <FormControlLabel value="debit" control={<Radio />} label={translate('meridian.adjustments.debit')} />
      </RadioGroup>
      <TextField
        label={translate('meridian.adjustments.amount', { currency: wallet.currency })}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
      />
    </ActionDialog>
  );
}

const STATUS_COLOUR: Record<AdjustmentStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  applied: 'success',
  rejected: 'default',
};

function StatusChip({ status }: { status: AdjustmentStatus }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`meridian.adjustments.statuses.${status}`)} />
  );
}

/**
 * A waiting adjustment's decisions, for a role that may make them: none on the operator's own
 * request (a second operator decides it).
 */
function Decisions({ adjustment }: { adjustment: Adjustment }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess = false } = useCanAccess({ resource: 'adjustments', action: 'decide' });
  if (adjustment.status !== 'pending' || !canAccess) return null;
  if (identity && Number(identity.id) === adjustment.requested_by.id) {
    return (
      <Typography variant="caption" color="text.secondary">
        {translate('meridian.adjustments.yours')}
      </Typography>
    );
  }
  return (
    <DecisionButtons
      texts="meridian.adjustments"
      id={adjustment.id}
      act={(decision, reason) =>
        callAdmin(decision === 'approve' ? 'POST /adjustments/{id}/approve' : 'POST /adjustments/{id}/reject', {
          params: { id: adjustment.id },
          body: { reason },
        })
      }
    >
      <Typography>
        <Money amount={adjustment.amount} currency={adjustment.currency} scale={adjustment.scale} />
        {` · ${translate('meridian.players.numbered', { id: adjustment.player_id })} · ${adjustment.reason}`}
      </Typography>
    </DecisionButtons>
  );
}

/** When and by whom, with what they wrote: a time on one line, the operator's e-mail below it. */
export function Who({ iso, email, note = null }: { iso: string; email: string; note?: string | null }) {
  return (
    <Stack sx={{ maxWidth: 240 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        <Time iso={iso} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {email}
      </Typography>
      {note && <Typography variant="caption">{note}</Typography>}
    </Stack>
  );
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={choicesOf(ADJUSTMENT_STATUSES, 'meridian.adjustments.statuses')}
  />,
  <TextInput key="player_id" source="player_id" />,
];

export function AdjustmentList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      exporter={false}
      perPage={50}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="requested_at" disableSort>
          <FunctionField<Adjustment> render={(a) => <Who iso={a.requested_at} email={a.requested_by.email} />} />
        </DataTable.Col>
        <DataTable.Col source="player_id" disableSort>
          <FunctionField<Adjustment> render={(a) => <Link to={`/players/${a.player_id}/show`}>#{a.player_id}</Link>} />
        </DataTable.Col>
        <DataTable.Col source="amount" disableSort align="right">
          <FunctionField<Adjustment>
            render={(a) => <Money amount={a.amount} currency={a.currency} scale={a.scale} />}
          />
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort />
        <DataTable.Col source="status" disableSort>
          <FunctionField<Adjustment> render={(a) => <StatusChip status={a.status} />} />
        </DataTable.Col>
        <DataTable.Col source="decided_by" disableSort>
          <FunctionField<Adjustment>
            render={(a) =>
              a.decided_by && a.decided_at ? (
                <Who iso={a.decided_at} email={a.decided_by.email} note={a.decision_reason} />
              ) : (
                <Decisions adjustment={a} />
              )
            }
          />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
