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

/**
 * Approve and Reject of a waiting request, each through a dialog that shows what it is on (`children`)
 * and asks the operator's reason; a notice once `act` is done, and the list is read again.
 */
export function DecisionButtons({
  texts,
  id,
  help,
  act,
  children,
}: {
  texts: DecisionTexts;
  id: number;
  /** A line under the dialog's title saying what the decision does. */
  help?: (decision: Decision) => string;
  act: (decision: Decision, reason: string) => Promise<unknown>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
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
      {open && (
        <ReasonDialog
          title={translate(`${texts}.${open}Title`, { id })}
          {...(help ? { help: help(open) } : {})}
          confirm={translate(`${texts}.${open}`)}
          color={open === 'approve' ? 'primary' : 'error'}
          act={(reason) => act(open, reason)}
          onClose={(done) => {
            setOpen(null);
            if (!done) return;
            notify(`${texts}.${open === 'approve' ? 'approvedNotice' : 'rejectedNotice'}`, { type: 'success' });
            refresh();
          }}
        >
          {children}
        </ReasonDialog>
      )}
    </Stack>
  );
}
