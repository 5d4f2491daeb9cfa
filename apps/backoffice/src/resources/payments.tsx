import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { REVIEW_STATUSES, type ReviewStatus } from '@meridian/contract/operator-payments';
import { type TransactionStatusName, transactionStatusNames } from '@meridian/contract/payments';
import { Box, Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  DateTimeInput,
  FunctionField,
  Link,
  List,
  SelectInput,
  TextInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { Who } from './adjustments';
import { DecisionButtons } from './decisions';
import { choicesOf, Money, Time } from './formatting';

export type Payment = AnswerOf<AdminEndpointOf<'GET /payments'>>['list'][number];
type Review = NonNullable<Payment['review']>;

const STATUS_COLOUR: Record<TransactionStatusName, 'default' | 'info' | 'warning' | 'success'> = {
  pending: 'default',
  sent: 'info',
  waiting: 'warning',
  succeeded: 'success',
  canceled: 'default',
  refunded: 'default',
};

const REVIEW_COLOUR: Record<ReviewStatus, 'warning' | 'success' | 'default'> = {
  waiting: 'warning',
  approved: 'success',
  rejected: 'default',
};

function StatusChip({ status }: { status: TransactionStatusName }) {
  const translate = useTranslate();
  return (
    <Chip size="small" color={STATUS_COLOUR[status]} label={translate(`meridian.players.paymentStatuses.${status}`)} />
  );
}

/** Why a withdrawal waits: one small chip per flag. */
function Flags({ flags }: { flags: Review['flags'] }) {
  const translate = useTranslate();
  if (flags.length === 0) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={translate('meridian.payments.flagsLabel')}
      sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {flags.map((flag) => (
        <Box component="li" key={flag}>
          <Chip size="small" variant="outlined" label={translate(`meridian.payments.flags.${flag}`)} />
        </Box>
      ))}
    </Stack>
  );
}

/** A withdrawal's review: its state, why it waits, and who decided it, when and why. */
function ReviewCell({ review }: { review: Review | null }) {
  const translate = useTranslate();
  if (!review) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 160, maxWidth: 280 }}>
      <Chip
        size="small"
        color={REVIEW_COLOUR[review.status]}
        label={translate(`meridian.payments.reviewStatuses.${review.status}`)}
      />
      <Flags flags={review.flags} />
      {review.decided_by && review.decided_at && (
        <Who iso={review.decided_at} email={review.decided_by.email} note={review.decision_reason} />
      )}
    </Stack>
  );
}

function PlayerLink({ id }: { id: number }) {
  const translate = useTranslate();
  return (
    <Link to={`/players/${id}/show`} sx={{ whiteSpace: 'nowrap' }}>
      {translate('meridian.payments.player', { id })}
    </Link>
  );
}

/** A withdrawal's decisions while it waits for review, for a role that may make them. */
function Decisions({ payment }: { payment: Payment }) {
  const translate = useTranslate();
  const { canAccess = false } = useCanAccess({ resource: 'payments', action: 'decide' });
  if (payment.type !== 'withdrawal' || payment.review?.status !== 'waiting' || !canAccess) return null;
  return (
    <DecisionButtons
      texts="meridian.payments"
      id={payment.id}
      help={(decision) => translate(`meridian.payments.${decision}Help`)}
      act={(decision, reason) =>
        callAdmin(decision === 'approve' ? 'POST /payments/{id}/approve' : 'POST /payments/{id}/reject', {
          params: { id: payment.id },
          body: { reason },
        })
      }
    >
      <Stack spacing={1}>
        <Typography>
          <Money amount={payment.amount} currency={payment.currency} scale={payment.scale} />
          {` · ${translate('meridian.payments.player', { id: payment.player_id })}`}
        </Typography>
        {payment.review && <Flags flags={payment.review.flags} />}
      </Stack>
    </DecisionButtons>
  );
}

/**
 * Deposits and withdrawals, newest first; withdrawals waiting for review first of all. The amount
 * filters are typed in the currency's units (2 decimals when no currency is chosen).
 */
export function PaymentList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="review"
      source="review"
      alwaysOn
      choices={choicesOf(REVIEW_STATUSES, 'meridian.payments.reviewStatuses')}
    />,
    <TextInput key="player_id" source="player_id" alwaysOn />,
    <SelectInput
      key="type"
      source="type"
      choices={choicesOf(['deposit', 'withdrawal'], 'meridian.players.paymentTypes')}
    />,
    <SelectInput
      key="status"
      source="status"
      choices={choicesOf(transactionStatusNames, 'meridian.players.paymentStatuses')}
    />,
    <TextInput key="currency" source="currency" />,
    <TextInput key="amount_min" source="amount_min" />,
    <TextInput key="amount_max" source="amount_max" />,
    <DateTimeInput key="from" source="from" />,
    <DateTimeInput key="to" source="to" />,
  ];
  return (
    <List
      filters={filters}
      filterDefaultValues={{ review: 'waiting' }}
      exporter={false}
      perPage={50}
      sort={{ field: 'id', order: 'DESC' }}
      // A table wider than the screen scrolls in its card, not the whole page with the bar.
      sx={{ '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' } }}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="player_id" disableSort>
          <FunctionField<Payment> render={(p) => <PlayerLink id={p.player_id} />} />
        </DataTable.Col>
        <DataTable.Col source="type" disableSort>
          <FunctionField<Payment> render={(p) => translate(`meridian.players.paymentTypes.${p.type}`)} />
        </DataTable.Col>
        <DataTable.Col source="amount" disableSort align="right">
          <FunctionField<Payment> render={(p) => <Money amount={p.amount} currency={p.currency} scale={p.scale} />} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <FunctionField<Payment> render={(p) => <StatusChip status={p.status} />} />
        </DataTable.Col>
        <DataTable.Col source="review" disableSort>
          <FunctionField<Payment> render={(p) => <ReviewCell review={p.review} />} />
        </DataTable.Col>
        <DataTable.Col source="created_at" disableSort>
          <FunctionField<Payment> render={(p) => <Time iso={p.created_at} />} />
        </DataTable.Col>
        <DataTable.Col source="decision" disableSort>
          <FunctionField<Payment> render={(p) => <Decisions payment={p} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
