import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { MANUAL_RESULTS, type ManualResult } from '@meridian/contract/market-settlement';
import { Box, Button, Chip, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { ActionDialog, useReasonAction } from './reason-dialog';

type Settlement = AnswerOf<AdminEndpointOf<'GET /settlements/{id}'>>;
type MarketRef = { id: number; name: string; feed_status: string; outcomes: { id: number; name: string }[] };
export type SettleKind = Settlement['kind'];

/** A running settlement is followed closely; otherwise the list is read with the event. */
const RUNNING_REFRESH_MS = 1_000;
const IDLE_REFRESH_MS = 5_000;

/** The operators' settlements of an event, newest first, read again while one runs. */
export function useSettlements(eventId: number) {
  const [list, setList] = useState<Settlement[]>([]);
  const reload = useCallback(
    () =>
      callAdmin('GET /events/{id}/settlements', { params: { id: eventId } })
        .then((answer) => setList(answer.list))
        .catch(() => undefined),
    [eventId],
  );
  const running = list.some((s) => s.finished_at === null);
  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), running ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, running]);
  return { list, reload };
}

/** The latest settlement of a market by an operator, if any. */
export const latestOf = (list: Settlement[], marketId: number) => list.find((s) => s.market_id === marketId);

/** Whether a market is decided: by the feed (settled or cancelled) or by an operator. */
export const isDecided = (market: Pick<MarketRef, 'feed_status'>, latest: Settlement | undefined) =>
  latest !== undefined || market.feed_status === 'settled' || market.feed_status === 'cancelled';

/** A market's settlement by hand: what was done, and the job's progress while it runs. */
export function SettlementState({ settlement }: { settlement: Settlement }) {
  const translate = useTranslate();
  const running = settlement.finished_at === null;
  const progress = translate('meridian.settlement.progress', {
    done: settlement.bets_done,
    total: settlement.bets_total,
  });
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={running ? 'info' : 'secondary'}
          label={translate(`meridian.settlement.state.${settlement.kind}`)}
        />
        <Typography variant="caption" color="text.secondary">
          {running ? translate('meridian.settlement.running') : progress} · {settlement.reason}
        </Typography>
      </Stack>
      {running && (
        <Box>
          <LinearProgress
            variant="determinate"
            value={settlement.bets_total === 0 ? 0 : (100 * settlement.bets_done) / settlement.bets_total}
            aria-label={progress}
          />
          <Typography variant="caption">{progress}</Typography>
        </Box>
      )}
    </Stack>
  );
}

/** The market's Settle, Resettle and Void buttons, as its state allows. */
export function SettlementButtons({
  market,
  latest,
  onOpen,
}: {
  market: MarketRef;
  latest: Settlement | undefined;
  onOpen: (kind: SettleKind) => void;
}) {
  const translate = useTranslate();
  const running = latest?.finished_at === null;
  const decided = isDecided(market, latest);
  const kinds: SettleKind[] = decided ? ['resettle', 'void'] : ['settle', 'void'];
  return (
    <>
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          color={kind === 'void' ? 'error' : 'primary'}
          disabled={running}
          onClick={() => onOpen(kind)}
          aria-label={`${translate(`meridian.settlement.${kind}`)} ${market.name}`}
        >
          {translate(`meridian.settlement.${kind}`)}
        </Button>
      ))}
    </>
  );
}

/** Settles, resettles or voids a market: each outcome's result (not for a void) and the reason. */
export function SettleDialog({
  eventId,
  market,
  kind,
  onClose,
}: {
  eventId: number;
  market: MarketRef;
  kind: SettleKind;
  onClose: (changed: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [results, setResults] = useState<Record<number, ManualResult | ''>>({});
  const action = useReasonAction(onClose);
  const submit = () => {
    if (kind !== 'void' && market.outcomes.some((o) => !results[o.id])) {
      return action.setError(translate('meridian.settlement.resultsNeeded'));
    }
    action.send(async (reason) => {
      const params = { id: eventId, market_id: market.id };
      const body = {
        results: market.outcomes.map((o) => ({ outcome_id: o.id, result: results[o.id] as ManualResult })),
        reason,
      };
      await (kind === 'void'
        ? callAdmin('POST /events/{id}/markets/{market_id}/void', { params, body: { reason: body.reason } })
        : kind === 'settle'
          ? callAdmin('POST /events/{id}/markets/{market_id}/settle', { params, body })
          : callAdmin('POST /events/{id}/markets/{market_id}/resettle', { params, body }));
      notify('meridian.settlement.started', { type: 'success', messageArgs: { market: market.name } });
    });
  };
  return (
    <ActionDialog
      action={action}
      titleId="settle-title"
      title={translate(`meridian.settlement.${kind}Title`, { market: market.name })}
      help={translate(`meridian.settlement.${kind}Help`)}
      confirm={translate(`meridian.settlement.${kind}`)}
      color={kind === 'void' ? 'error' : 'primary'}
      onSubmit={submit}
      onClose={onClose}
    >
      {kind !== 'void' &&
        market.outcomes.map((outcome) => (
          <TextField
            key={outcome.id}
            select
            label={outcome.name}
            value={results[outcome.id] ?? ''}
            onChange={(e) => setResults({ ...results, [outcome.id]: e.target.value as ManualResult })}
            required
          >
            {MANUAL_RESULTS.map((result) => (
              <MenuItem key={result} value={result}>
                {translate(`meridian.settlement.results.${result}`)}
              </MenuItem>
            ))}
          </TextField>
        ))}
    </ActionDialog>
  );
}
