import { Button, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ReasonDialog } from './reason-dialog';

export type Decision = 'approve' | 'reject';

/**
 * The texts of a screen whose requests wait for a second look (adjustments, withdrawals): `approve`,
 * `reject`, `approveTitle`, `rejectTitle` (with `id`), `approvedNotice` and `rejectedNotice`.
 */
type DecisionTexts = 'meridian.adjustments' | 'meridian.payments';

/** Approve and Reject, each opening its reason dialog; the list is read again once one was decided. */
export function DecisionButtons({
  texts,
  dialog,
}: {
  texts: DecisionTexts;
  dialog: (decision: Decision, onClose: (changed: boolean) => void) => ReactNode;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Decision | null>(null);
  // Side by side where the table has room, one above the other where it has not.
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button size="small" variant="outlined" onClick={() => setOpen('approve')}>
        {translate(`${texts}.approve`)}
      </Button>
      <Button size="small" color="error" onClick={() => setOpen('reject')}>
        {translate(`${texts}.reject`)}
      </Button>
      {open &&
        dialog(open, (changed) => {
          setOpen(null);
          if (changed) refresh();
        })}
    </Stack>
  );
}

/** A decision's reason dialog: what it is on, the reason, then the call; a notice once it is made. */
export function DecisionDialog({
  texts,
  decision,
  id,
  help,
  act,
  onClose,
  children,
}: {
  texts: DecisionTexts;
  decision: Decision;
  id: number;
  help?: string;
  act: (reason: string) => Promise<unknown>;
  onClose: (changed: boolean) => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const approve = decision === 'approve';
  return (
    <ReasonDialog
      title={translate(`${texts}.${decision}Title`, { id })}
      {...(help ? { help } : {})}
      confirm={translate(`${texts}.${decision}`)}
      color={approve ? 'primary' : 'error'}
      act={act}
      onClose={(done) => {
        if (done) notify(`${texts}.${approve ? 'approvedNotice' : 'rejectedNotice'}`, { type: 'success' });
        onClose(done);
      }}
    >
      {children}
    </ReasonDialog>
  );
}
