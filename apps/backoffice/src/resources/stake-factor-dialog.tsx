import { stakeFactorSchema } from '@meridian/contract/players';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { ReasonField } from './reason-field';

/** Changes the factor on a player's largest stake after the operator types why (kept in the audit). */
export function StakeFactorDialog({
  playerId,
  current,
  onClose,
}: {
  playerId: number;
  current: string;
  onClose: (changed: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [factor, setFactor] = useState(current);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stakeFactorSchema.safeParse(factor).success) return setError(translate('meridian.players.factorFormat'));
    if (reason.trim().length < 3) return setError(translate('meridian.trading.reasonNeeded'));
    setBusy(true);
    callAdmin('PUT /players/{id}/stake-factor', {
      params: { id: playerId },
      body: { factor: factor.trim(), reason: reason.trim() },
    })
      .then((answer) => {
        notify('meridian.players.factorSet', { type: 'success', messageArgs: { factor: answer.stake_factor } });
        onClose(true);
      })
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="stake-factor-title" fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="stake-factor-title">{translate('meridian.players.factorTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{translate('meridian.players.factorHelp')}</Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={translate('meridian.players.columns.stakeFactor')}
              value={factor}
              onChange={(e) => setFactor(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 7 } }}
              helperText={translate('meridian.players.factorFormat')}
            />
            <ReasonField value={reason} onChange={setReason} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
