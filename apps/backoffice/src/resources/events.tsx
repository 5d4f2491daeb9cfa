import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { sources } from '@meridian/contract/events';
import { formatMoney } from '@meridian/contract/money';
import { EVENT_STATUSES } from '@meridian/contract/trading';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  Loading,
  SearchInput,
  SelectInput,
  useCanAccess,
  useGetOne,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router';
import { callAdmin } from '../api/admin-client';
import { LeagueFilter, SportFilter } from './event-filters';
import { LimitDialog, MarketLimits } from './event-limits';
import {
  latestOf,
  SettleDialog,
  type SettleKind,
  SettlementButtons,
  SettlementState,
  useSettlements,
} from './event-settlement';
import { choicesOf } from './formatting';
import { ReasonDialog } from './reason-dialog';

type TradingEvent = AnswerOf<AdminEndpointOf<'GET /events/{id}'>>;
type Market = TradingEvent['markets'][number];
type Outcome = Market['outcomes'][number];
type EventSummary = AnswerOf<AdminEndpointOf<'GET /events'>>['list'][number];

/** The event page follows the book while it is open: bets, stakes and holds change under the trader. */
const REFRESH_MS = 5_000;

const sourceChoices = choicesOf(sources, 'meridian.trading.sources');
const statusChoices = choicesOf(EVENT_STATUSES, 'meridian.trading.eventStatuses');

/** Odds travel in thousandths: 2100 is 2.10. Integer arithmetic, two decimals as players see them. */
export function oddsText(thousandths: number): string {
  return `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000)
    .padStart(3, '0')
    .slice(0, 2)}`;
}

const matchName = (event: Pick<EventSummary, 'home' | 'away'>) => `${event.home} – ${event.away}`;

const filters = [
  <SearchInput key="search" source="search" alwaysOn />,
  <SelectInput key="source" source="source" choices={sourceChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <SportFilter key="sport_id" source="sport_id" />,
  <LeagueFilter key="tournament_id" source="tournament_id" />,
];

function EventStatus({ event }: { event: Pick<EventSummary, 'status' | 'suspended_by_operator'> }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <span>{translate(`meridian.trading.eventStatuses.${event.status}`)}</span>
      {event.suspended_by_operator && <Chip size="small" color="warning" label={translate('meridian.trading.held')} />}
    </Stack>
  );
}

export function EventList() {
  return (
    <List filters={filters} exporter={false} sort={{ field: 'start_time', order: 'ASC' }} perPage={50}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="id" disableSort />
        <DataTable.Col source="start_time" disableSort>
          <FunctionField<EventSummary>
            render={(event) => (
              <DateField record={{ id: event.id, at: event.start_time * 1000 }} source="at" showTime />
            )}
          />
        </DataTable.Col>
        <DataTable.Col source="home" disableSort>
          <FunctionField<EventSummary> render={matchName} />
        </DataTable.Col>
        <DataTable.Col source="tournament.name" disableSort />
        <DataTable.Col source="status" disableSort>
          <FunctionField<EventSummary> render={(event) => <EventStatus event={event} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** What a hold names: the whole event, a market, or one outcome of a market. */
type Target = { market_id?: number; outcome_id?: number; label: string };

/** Suspends or resumes a target after the trader types why (kept in the audit). */
function HoldDialog({
  eventId,
  action,
  target,
  onClose,
}: {
  eventId: number;
  action: 'suspend' | 'resume';
  target: Target;
  onClose: (changed: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const act = async (reason: string) => {
    const body = { market_id: target.market_id, outcome_id: target.outcome_id, reason };
    await (action === 'suspend'
      ? callAdmin('POST /events/{id}/suspend', { params: { id: eventId }, body })
      : callAdmin('POST /events/{id}/resume', { params: { id: eventId }, body }));
    notify(`meridian.trading.${action === 'suspend' ? 'suspended' : 'resumed'}`, {
      type: 'success',
      messageArgs: { target: target.label },
    });
  };
  return (
    <ReasonDialog
      titleId="hold-title"
      title={translate(`meridian.trading.${action}Title`, { target: target.label })}
      help={translate(action === 'suspend' ? 'meridian.trading.suspendHelp' : 'meridian.trading.resumeHelp')}
      confirm={translate(`meridian.trading.${action}`)}
      color={action === 'suspend' ? 'warning' : 'primary'}
      act={act}
      onClose={onClose}
    />
  );
}

/** The open bets' figures of an outcome, one line per currency. */
function Figures({ outcome, field }: { outcome: Outcome; field: 'bets' | 'stakes' | 'liability' }) {
  const [locale = 'en'] = useLocaleState();
  if (outcome.figures.length === 0) return <>—</>;
  return (
    <>
      {outcome.figures.map((f) => (
        <Box
          key={f.currency_id}
          component="span"
          sx={{ display: 'block', color: field === 'liability' && f.liability > 0 ? 'error.main' : undefined }}
        >
          {field === 'bets'
            ? f.bets
            : formatMoney(f[field], { scale: f.scale, code: f.currency, locale, maxDecimals: 2 })}
        </Box>
      ))}
    </>
  );
}

function HoldButton({ held, onClick, label }: { held: boolean; onClick: () => void; label: string }) {
  const translate = useTranslate();
  return (
    <Button size="small" variant="outlined" color={held ? 'primary' : 'warning'} onClick={onClick} aria-label={label}>
      {translate(held ? 'meridian.trading.resume' : 'meridian.trading.suspend')}
    </Button>
  );
}

function MarketCard({
  market,
  canTrade,
  onHold,
  canSettle,
  settlement,
  onSettle,
  canLimit,
  onLimit,
}: {
  market: Market;
  canTrade: boolean;
  onHold: (action: 'suspend' | 'resume', target: Target) => void;
  canSettle: boolean;
  settlement: ReturnType<typeof latestOf>;
  onSettle: (kind: SettleKind) => void;
  canLimit: boolean;
  onLimit: () => void;
}) {
  const translate = useTranslate();
  const marketLabel = market.name;
  const statusOf = (s: string) => translate(`meridian.trading.marketStatuses.${s}`);
  return (
    <Paper component="section" aria-label={marketLabel} sx={{ p: 2 }} variant="outlined">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mr: 1 }}>
          {marketLabel}
        </Typography>
        <Chip size="small" label={statusOf(market.status)} color={market.status === 'active' ? 'success' : 'default'} />
        {market.suspended_by_operator && (
          <Chip size="small" color="warning" label={translate('meridian.trading.held')} />
        )}
        <Typography variant="caption" color="text.secondary">
          {translate('meridian.trading.feedSays', { status: statusOf(market.feed_status) })}
        </Typography>
        <MarketLimits market={market} />
        <Box sx={{ flex: 1 }} />
        {canLimit && (
          <Button
            size="small"
            variant="outlined"
            onClick={onLimit}
            aria-label={translate('meridian.trading.setLimitOf', { market: marketLabel })}
          >
            {translate('meridian.trading.setLimit')}
          </Button>
        )}
        {canSettle && <SettlementButtons market={market} latest={settlement} onOpen={onSettle} />}
        {canTrade && (
          <HoldButton
            held={market.suspended_by_operator}
            label={`${translate(market.suspended_by_operator ? 'meridian.trading.resume' : 'meridian.trading.suspend')} ${marketLabel}`}
            onClick={() =>
              onHold(market.suspended_by_operator ? 'resume' : 'suspend', { market_id: market.id, label: marketLabel })
            }
          />
        )}
      </Stack>
      {settlement && <SettlementState settlement={settlement} />}
      {/* Fixed columns, so the figures of every market line up down the page. */}
      <Table size="small" sx={{ tableLayout: 'fixed', '& th:first-of-type': { width: '28%' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('meridian.trading.outcome')}</TableCell>
            <TableCell align="right">{translate('meridian.trading.odds')}</TableCell>
            <TableCell>{translate('meridian.trading.open')}</TableCell>
            <TableCell align="right">{translate('meridian.trading.bets')}</TableCell>
            <TableCell align="right">{translate('meridian.trading.stakes')}</TableCell>
            <TableCell align="right">{translate('meridian.trading.liability')}</TableCell>
            {canTrade && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {market.outcomes.map((outcome) => {
            const label = `${marketLabel}: ${outcome.name}`;
            return (
              <TableRow key={outcome.id}>
                <TableCell component="th" scope="row">
                  {outcome.name}
                  {outcome.suspended_by_operator && (
                    <Chip size="small" color="warning" label={translate('meridian.trading.held')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell align="right">{oddsText(outcome.odds)}</TableCell>
                <TableCell>{translate(outcome.open ? 'meridian.trading.yes' : 'meridian.trading.no')}</TableCell>
                <TableCell align="right">
                  <Figures outcome={outcome} field="bets" />
                </TableCell>
                <TableCell align="right">
                  <Figures outcome={outcome} field="stakes" />
                </TableCell>
                <TableCell align="right">
                  <Figures outcome={outcome} field="liability" />
                </TableCell>
                {canTrade && (
                  <TableCell align="right">
                    <HoldButton
                      held={outcome.suspended_by_operator}
                      label={`${translate(outcome.suspended_by_operator ? 'meridian.trading.resume' : 'meridian.trading.suspend')} ${label}`}
                      onClick={() =>
                        onHold(outcome.suspended_by_operator ? 'resume' : 'suspend', {
                          market_id: market.id,
                          outcome_id: outcome.id,
                          label,
                        })
                      }
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** An event as the trading desk sees it: each market's outcomes, the book's figures and the holds. */
export function EventShow() {
  const { id } = useParams();
  const translate = useTranslate();
  const { canAccess: canTrade = false } = useCanAccess({ resource: 'events', action: 'suspend' });
  const {
    data: event,
    isPending,
    error,
    refetch,
  } = useGetOne<TradingEvent & { id: number }>('events', { id: Number(id) }, { refetchInterval: REFRESH_MS });
  const { canAccess: canSettle = false } = useCanAccess({ resource: 'events', action: 'settle' });
  const { canAccess: canLimit = false } = useCanAccess({ resource: 'events', action: 'limits' });
  const settlements = useSettlements(Number(id));
  const [limiting, setLimiting] = useState<Market | null>(null);
  const [holding, setHolding] = useState<{ action: 'suspend' | 'resume'; target: Target } | null>(null);
  const [settling, setSettling] = useState<{ kind: SettleKind; market: Market } | null>(null);
  // The list's row stands in react-admin's cache until the page's own answer arrives: it has no markets.
  if (isPending || (!error && event && !('markets' in event))) return <Loading />;
  if (error || !event)
    return <Alert severity="error">{(error as Error | null)?.message ?? translate('ra.page.not_found')}</Alert>;
  const name = matchName(event);
  const eventHeld = event.suspended_by_operator;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h1" variant="h5">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {event.tournament.name} ·{' '}
            <DateField record={{ id: event.id, at: event.start_time * 1000 }} source="at" showTime />
          </Typography>
        </Box>
        <EventStatus event={event} />
        <Box sx={{ flex: 1 }} />
        {canTrade && (
          <Button
            variant="contained"
            color={eventHeld ? 'primary' : 'warning'}
            onClick={() => setHolding({ action: eventHeld ? 'resume' : 'suspend', target: { label: name } })}
          >
            {translate(eventHeld ? 'meridian.trading.resumeEvent' : 'meridian.trading.suspendEvent')}
          </Button>
        )}
      </Stack>
      {event.holds.length > 0 && (
        <Alert severity="warning">
          <Typography component="h2" variant="subtitle2">
            {translate('meridian.trading.holds')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {event.holds.map((h) => (
              <li key={`${h.market_id}-${h.outcome_id}`}>
                {h.market_id === null
                  ? translate('meridian.trading.wholeEvent')
                  : (event.markets.find((m) => m.id === h.market_id)?.name ?? `#${h.market_id}`)}
                {h.outcome_id !== null &&
                  `: ${event.markets.find((m) => m.id === h.market_id)?.outcomes.find((o) => o.id === h.outcome_id)?.name ?? `#${h.outcome_id}`}`}
                {' — '}
                {h.operator_id === null ? translate('meridian.trading.byLimit') : h.reason}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {event.markets.length === 0 && <Typography>{translate('meridian.trading.noMarkets')}</Typography>}
      {event.markets.map((market) => (
        <MarketCard
          key={market.id}
          market={market}
          canTrade={canTrade}
          onHold={(action, target) => setHolding({ action, target })}
          canSettle={canSettle}
          settlement={latestOf(settlements.list, market.id)}
          onSettle={(kind) => setSettling({ kind, market })}
          canLimit={canLimit}
          onLimit={() => setLimiting(market)}
        />
      ))}
      {limiting && (
        <LimitDialog
          eventId={event.id}
          market={limiting}
          currencies={event.currencies}
          onClose={(changed) => {
            setLimiting(null);
            if (changed) void refetch();
          }}
        />
      )}
      {settling && (
        <SettleDialog
          eventId={event.id}
          market={settling.market}
          kind={settling.kind}
          onClose={(changed) => {
            setSettling(null);
            if (changed) void Promise.all([settlements.reload(), refetch()]);
          }}
        />
      )}
      {holding && (
        <HoldDialog
          eventId={event.id}
          action={holding.action}
          target={holding.target}
          onClose={(changed) => {
            setHolding(null);
            if (changed) void refetch();
          }}
        />
      )}
    </Stack>
  );
}
