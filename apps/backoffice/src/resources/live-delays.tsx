import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { LIVE_DELAY_MAX_S } from '@meridian/contract/trading';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { ReasonField } from './reason-field';

type Delays = AnswerOf<AdminEndpointOf<'GET /sports/live-delays'>>;
type SportDelay = Delays['list'][number];

/** Changes one sport's live delay, or sets it back to the default, after the operator types why. */
function DelayDialog({ sport, onClose }: { sport: SportDelay; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [seconds, setSeconds] = useState(String(sport.seconds));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = (value: number | null) => {
    if (reason.trim().length < 3) return setError(translate('meridian.trading.reasonNeeded'));
    setBusy(true);
    callAdmin('PUT /sports/{id}/live-delay', {
      params: { id: sport.sport_id },
      body: { seconds: value, reason: reason.trim() },
    })
      .then(() => {
        notify('meridian.liveDelays.saved', { type: 'success', messageArgs: { sport: sport.sport } });
        onClose(true);
      })
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setBusy(false));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(seconds.trim());
    if (!/^\d{1,2}$/.test(seconds.trim()) || value > LIVE_DELAY_MAX_S) {
      return setError(translate('meridian.liveDelays.format', { max: LIVE_DELAY_MAX_S }));
    }
    send(value);
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="live-delay-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="live-delay-title">
          {translate('meridian.liveDelays.title', { sport: sport.sport })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate('meridian.liveDelays.help')}</Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={translate('meridian.liveDelays.seconds')}
              value={seconds}
              onChange={(e) => setSeconds(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
              helperText={translate('meridian.liveDelays.format', { max: LIVE_DELAY_MAX_S })}
            />
            <ReasonField value={reason} onChange={setReason} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          {sport.overridden && (
            <Button disabled={busy} onClick={() => send(null)}>
              {translate('meridian.liveDelays.useDefault')}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The live bet delay of each sport, changed by a role that manages risk. */
export function LiveDelaysPage() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess: canChange = false } = useCanAccess({ resource: 'live-delays', action: 'edit' });
  const { data, error, isPending } = useQuery({
    queryKey: ['live-delays'],
    queryFn: () => callAdmin('GET /sports/live-delays'),
  });
  const [editing, setEditing] = useState<SportDelay | null>(null);
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending || !data) return <Loading />;
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('meridian.liveDelays.page')} />
      <Typography component="h1" variant="h5">
        {translate('meridian.liveDelays.page')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.liveDelays.intro', { seconds: data.default_seconds })}
      </Typography>
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('meridian.liveDelays.sport')}</TableCell>
              <TableCell align="right">{translate('meridian.liveDelays.seconds')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.list.map((sport) => (
              <TableRow key={sport.sport_id}>
                <TableCell component="th" scope="row">
                  {sport.sport}
                </TableCell>
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
                    {!sport.overridden && <Chip size="small" label={translate('meridian.liveDelays.default')} />}
                    <span>{translate('meridian.liveDelays.secondsValue', { smart_count: sport.seconds })}</span>
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  {canChange && (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={translate('meridian.liveDelays.change', { sport: sport.sport })}
                      onClick={() => setEditing(sport)}
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
        <DelayDialog
          sport={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: ['live-delays'] });
          }}
        />
      )}
    </Stack>
  );
}
