import {
  Alert,
  Box,
  Button,
  type ButtonProps,
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
 * What a dialog that acts on the operator's reason (kept in the audit) holds: the reason typed, the
 * error it shows, and whether it is waiting on the server.
 */
export function useReasonAction(onClose: (done: boolean) => void) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Runs `act` with the trimmed reason once one is typed; the dialog closes when it has answered. */
  const send = (act: (reason: string) => Promise<unknown>) => {
    if (reason.trim().length < 3) return setError(translate('meridian.trading.reasonNeeded'));
    setBusy(true);
    act(reason.trim())
      .then(() => onClose(true))
      .catch((caught: Error) => setError(caught.message))
      .finally(() => setBusy(false));
  };
  return { reason, setReason, error, setError, busy, send };
}

type ReasonAction = ReturnType<typeof useReasonAction>;

interface ActionProps {
  /** The dialog's reason, error and wait (`useReasonAction`). */
  action: ReasonAction;
  /** The title's element id, where the dialog has its own; else React makes one. */
  titleId?: string;
  title: string;
  help?: string;
  /** What the action is on, shown above the error. */
  about?: ReactNode;
  confirm: string;
  /** The confirming button's colour: `error` for what cannot be taken back. */
  color?: ButtonProps['color'];
  onSubmit: () => void;
  onClose: (done: boolean) => void;
  /** Other ways to act, between Cancel and the confirming button. */
  actions?: ReactNode;
  /** The reason takes the focus where no field comes before it. */
  focusReason?: boolean;
  /** The action's fields, below the error and above the reason. */
  children?: ReactNode;
}

/**
 * A dialog that changes something after the operator types why: its title and help, the action's
 * fields between its error and the reason, and Cancel beside the button that submits it.
 */
export function ActionDialog({
  action,
  titleId,
  title,
  help,
  about,
  confirm,
  color = 'primary',
  onSubmit,
  onClose,
  actions,
  focusReason = false,
  children,
}: ActionProps) {
  const translate = useTranslate();
  const madeId = useId();
  const id = titleId ?? madeId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby={id} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {help && <Typography variant="body2">{help}</Typography>}
            {about}
            {action.error && <Alert severity="error">{action.error}</Alert>}
            {children}
            <ReasonField value={action.reason} onChange={action.setReason} autoFocus={focusReason} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
          {actions}
          <Button type="submit" variant="contained" color={color} disabled={action.busy}>
            {confirm}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * An action that needs nothing but the operator's reason (kept in the audit): its title, what it
 * does, and the button that does it. `act` answers when the server has; its error stays in the dialog.
 */
export function ReasonDialog({
  act,
  children,
  ...dialog
}: Pick<ActionProps, 'titleId' | 'title' | 'help' | 'confirm' | 'color' | 'onClose'> & {
  /** What the action is on, shown above the reason. */
  children?: ReactNode;
  act: (reason: string) => Promise<unknown>;
}) {
  const action = useReasonAction(dialog.onClose);
  return <ActionDialog {...dialog} action={action} about={children} onSubmit={() => action.send(act)} focusReason />;
}
