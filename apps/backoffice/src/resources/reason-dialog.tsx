import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ReasonField } from './reason-field';

/**
 * An action that needs nothing but the operator's reason (kept in the audit): its title, what it
 * does, and the button that does it. `act` answers when the server has; its error stays in the dialog.
 */
export function ReasonDialog({
  title,
  help,
  confirm,
  danger = false,
  act,
  onClose,
  children,
}: {
  title: string;
  help?: string;
  /** What the action is on, shown above the reason. */
  children?: ReactNode;
  confirm: string;
  danger?: boolean;
  act: (reason: string) => Promise<unknown>;
  onClose: (done: boolean) => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError(translate('meridian.trading.reasonNeeded'));
    setBusy(true);
    act(reason.trim())
      .then(() => onClose(true))
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setBusy(false));
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {help && <Typography variant="body2">{help}</Typography>}
            {children}
            {error && <Alert severity="error">{error}</Alert>}
            <ReasonField value={reason} onChange={setReason} autoFocus />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} disabled={busy}>
            {confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
