import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { BET_STATUS_NAMES } from '@meridian/contract/players';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  FunctionField,
  List,
  Loading,
  SelectInput,
  TextInput,
  Title,
  useCanAccess,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router';
import { callAdmin } from '../api/admin-client';
import { oddsText } from './events';
import { choicesOf, Money, Time } from './formatting';
import { ReasonDialog } from './reason-dialog';
import { RecordTable, Section } from './record-table';

type BetSummary = AnswerOf<AdminEndpointOf<'GET /bets'>>['list'][number];
type BetPage = AnswerOf<AdminEndpointOf<'GET /bets/{id}'>>;

/** What kind of bet it is: single or accumulator, live, a free bet. */
export function BetKind({ bet }: { bet: Pick<BetSummary, 'type' | 'is_live' | 'free_bet'> }) {
  const translate = useTranslate();
  return (
    <>
      {[
        translate(bet.type === 2 ? 'meridian.players.accumulator' : 'meridian.players.single'),
        bet.is_live ? translate('meridian.players.live') : null,
        bet.free_bet ? translate('meridian.players.freeBet') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </>
  );
}

function StatusChip({ bet }: { bet: Pick<BetSummary, 'status' | 'voided'> }) {
  const translate = useTranslate();
  const colour = bet.status === 'won' ? 'success' : bet.status === 'lost' ? 'error' : 'default';
  return (
    <Stack direction="row" spacing={0.5}>
      <Chip size="small" color={colour} label={translate(`meridian.players.betStatuses.${bet.status}`)} />
      {bet.voided && <Chip size="small" variant="outlined" label={translate('meridian.bets.voidedByOperator')} />}
    </Stack>
  );
}

export function BetList() {
  const translate = useTranslate();
  const filters = [
    <TextInput key="player_id" source="player_id" alwaysOn />,
    <TextInput key="event_id" source="event_id" />,
    <SelectInput key="status" source="status" choices={choicesOf(BET_STATUS_NAMES, 'meridian.players.betStatuses')} />,
    <SelectInput
      key="type"
      source="type"
      choices={[
        { id: 1, name: translate('meridian.players.single') },
        { id: 2, name: translate('meridian.players.accumulator') },
      ]}
    />,
    <TextInput key="stake_min" source="stake_min" />,
    <TextInput key="stake_max" source="stake_max" />,
  ];
  return (
    <List filters={filters} exporter={false} perPage={50} sort={{ field: 'id', order: 'DESC' }}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="placed_at" disableSort>
          <FunctionField<BetSummary> render={(b) => <Time iso={b.placed_at} />} />
        </DataTable.Col>
        <DataTable.Col source="player_id" disableSort />
        <DataTable.Col source="type" disableSort>
          <FunctionField<BetSummary> render={(b) => <BetKind bet={b} />} />
        </DataTable.Col>
        <DataTable.Col source="stake" disableSort align="right">
          <FunctionField<BetSummary> render={(b) => <Money {...b} amount={b.stake} />} />
        </DataTable.Col>
        <DataTable.Col source="odds" disableSort align="right">
          <FunctionField<BetSummary> render={(b) => oddsText(b.odds)} />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <FunctionField<BetSummary> render={(b) => <StatusChip bet={b} />} />
        </DataTable.Col>
        <DataTable.Col source="payout" disableSort align="right">
          <FunctionField<BetSummary> render={(b) => <Money {...b} amount={b.payout} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Voids the bet after the operator types why: its stake back, any payout taken back first. */
function VoidDialog({ bet, onClose }: { bet: BetPage; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ReasonDialog
      title={translate('meridian.bets.voidTitle', { id: bet.summary.id })}
      help={translate(bet.summary.status === 'open' ? 'meridian.bets.voidOpenHelp' : 'meridian.bets.voidDecidedHelp')}
      confirm={translate('meridian.bets.void')}
      color="error"
      act={(reason) => callAdmin('POST /bets/{id}/void', { params: { id: bet.summary.id }, body: { reason } })}
      onClose={(done) => {
        if (done) notify('meridian.bets.voided', { type: 'success' });
        onClose(done);
      }}
    />
  );
}

/** A bet's page: its coupon with the odds taken and now, its money, and what settled it. */
export function BetShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const { canAccess: canVoid = false } = useCanAccess({ resource: 'bets', action: 'void' });
  const { data, isPending, error, refetch } = useGetOne<BetPage & { id: number }>('bets', { id: Number(id) });
  const [voiding, setVoiding] = useState(false);
  if (error)
    return (
      <Alert severity="error" sx={{ mt: 2 }}>
        {(error as Error).message}
      </Alert>
    );
  // The list's row stands in react-admin's cache until the page's own answer arrives.
  if (isPending || !data?.coupon) return <Loading />;
  const bet = data;
  const { summary } = bet;
  const money = { currency: summary.currency, scale: summary.scale };
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('meridian.bets.numbered', { id: summary.id })} />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography component="h1" variant="h5">
            {translate('meridian.bets.numbered', { id: summary.id })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Link to={`/players/${summary.player_id}/show`}>
              {translate('meridian.players.numbered', { id: summary.player_id })}
            </Link>
            {' · '}
            <BetKind bet={summary} /> · <Time iso={summary.placed_at} />
          </Typography>
        </Box>
        <StatusChip bet={summary} />
        <Box sx={{ flex: 1 }} />
        {canVoid && !summary.voided && (
          <Button color="error" variant="outlined" onClick={() => setVoiding(true)}>
            {translate('meridian.bets.void')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4 }}>
        {(
          [
            ['stake', <Money key="s" {...money} amount={summary.stake} />],
            ['odds', oddsText(summary.odds)],
            ['payout', <Money key="p" {...money} amount={summary.payout} />],
            ['wallet', summary.wallet_id],
          ] as const
        ).map(([label, value]) => (
          <Box key={label}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`meridian.bets.columns.${label}`)}
            </Typography>
            <Typography component="div">{value}</Typography>
          </Box>
        ))}
      </Stack>
      {bet.void && (
        <Alert severity="info">
          {translate('meridian.bets.voidedNote', { operator: bet.void.operator_id, reason: bet.void.reason })}{' '}
          <Time iso={bet.void.voided_at} />
        </Alert>
      )}
      <Section title={translate('meridian.bets.legs')}>
        <RecordTable
          headings="meridian.bets.columns"
          rows={bet.coupon.events.map((leg, i) => ({ leg, now: bet.odds_now[i] ?? null }))}
          rowKey={({ leg }) => `${leg.id}:${leg.market_id}:${leg.outcome_id}`}
          columns={[
            { label: 'event', render: ({ leg }) => <Link to={`/events/${leg.id}/show`}>{leg.name}</Link> },
            { label: 'market', render: ({ leg }) => leg.market_name },
            { label: 'outcome', render: ({ leg }) => leg.outcome_name },
            { label: 'oddsTaken', render: ({ leg }) => oddsText(leg.odds) },
            { label: 'oddsNow', render: ({ now }) => (now === null ? '—' : oddsText(now)) },
            { label: 'status', render: ({ leg }) => translate(`meridian.bets.legStatuses.${leg.status_id}`) },
          ]}
        />
      </Section>
      <Section title={translate('meridian.bets.money')}>
        <RecordTable
          headings="meridian.bets.columns"
          rows={bet.ledger}
          rowKey={(e) => String(e.transaction_id)}
          columns={[
            { label: 'time', render: (e) => <Time iso={e.created_at} /> },
            { label: 'transaction', render: (e) => e.transaction_id },
            { label: 'kind', render: (e) => <code>{e.kind}</code> },
            { label: 'amount', render: (e) => <Money {...money} amount={e.amount} /> },
          ]}
        />
      </Section>
      <Section title={translate('meridian.bets.settlements')}>
        <RecordTable
          headings="meridian.bets.columns"
          rows={bet.settlements}
          rowKey={(s) => String(s.id)}
          columns={[
            { label: 'time', render: (s) => <Time iso={s.created_at} /> },
            { label: 'action', render: (s) => translate(`meridian.bets.settlementKinds.${s.kind}`) },
            { label: 'market', render: (s) => s.market_id },
            { label: 'reason', render: (s) => s.reason },
          ]}
        />
      </Section>
      {voiding && (
        <VoidDialog
          bet={bet}
          onClose={(changed) => {
            setVoiding(false);
            if (changed) void refetch();
          }}
        />
      )}
    </Stack>
  );
}
