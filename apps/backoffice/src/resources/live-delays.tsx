import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import { LIVE_DELAY_MAX_S } from '@meridian/contract/trading';
import { Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { ActionDialog, useReasonAction } from './reason-dialog';
import { SettingsPage } from './settings-page';

type Delays = AnswerOf<AdminEndpointOf<'GET /sports/live-delays'>>;
type SportDelay = Delays['list'][number];

/** Changes one sport's live delay, or sets it back to the default, after the operator types why. */
function DelayDialog({ sport, onClose }: { sport: SportDelay; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [seconds, setSeconds] = useState(String(sport.seconds));
  const action = useReasonAction(onClose);
  const send = (value: number | null) =>
    action.send(async (reason) => {
      await callAdmin('PUT /sports/{id}/live-delay', {
        params: { id: sport.sport_id },
        body: { seconds: value, reason },
      });
      notify('meridian.liveDelays.saved', { type: 'success', messageArgs: { sport: sport.sport } });
    });
  const submit = () => {
    const value = Number(seconds.trim());
    if (!/^\d{1,2}$/.test(seconds.trim()) || value > LIVE_DELAY_MAX_S) {
      return action.setError(translate('meridian.liveDelays.format', { max: LIVE_DELAY_MAX_S }));
    }
    send(value);
  };
  return (
    <ActionDialog
      action={action}
      titleId="live-delay-title"
      title={translate('meridian.liveDelays.title', { sport: sport.sport })}
      help={translate('meridian.liveDelays.help')}
      confirm={translate('ra.action.save')}
      onSubmit={submit}
      onClose={onClose}
      actions={
        sport.overridden && (
          <Button disabled={action.busy} onClick={() => send(null)}>
            {translate('meridian.liveDelays.useDefault')}
          </Button>
        )
      }
    >
      <TextField
        label={translate('meridian.liveDelays.seconds')}
        value={seconds}
        onChange={(e) => setSeconds(e.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
        helperText={translate('meridian.liveDelays.format', { max: LIVE_DELAY_MAX_S })}
      />
    </ActionDialog>
  );
}

/** The live bet delay of each sport, changed by a role that manages risk. */
export function LiveDelaysPage() {
  const translate = useTranslate();
  return (
    <SettingsPage
      resource="live-delays"
      load={() => callAdmin('GET /sports/live-delays')}
      title={translate('meridian.liveDelays.page')}
      intro={(data) => translate('meridian.liveDelays.intro', { seconds: data.default_seconds })}
      columns={[
        { label: translate('meridian.liveDelays.sport'), cell: (sport) => sport.sport },
        {
          label: translate('meridian.liveDelays.seconds'),
          align: 'right',
          cell: (sport) => (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
              {!sport.overridden && <Chip size="small" label={translate('meridian.liveDelays.default')} />}
              <span>{translate('meridian.liveDelays.secondsValue', { smart_count: sport.seconds })}</span>
            </Stack>
          ),
        },
      ]}
      rowKey={(sport) => sport.sport_id}
      changeLabel={(sport) => translate('meridian.liveDelays.change', { sport: sport.sport })}
      editor={(sport, onClose) => <DelayDialog sport={sport} onClose={onClose} />}
    />
  );
}
