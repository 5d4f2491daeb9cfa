import { stakeFactorSchema } from '@meridian/contract/players';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { ActionDialog, useReasonAction } from './reason-dialog';

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
  const action = useReasonAction(onClose);
  const submit = () => {
    if (!stakeFactorSchema.safeParse(factor).success) {
      return action.setError(translate('meridian.players.factorFormat'));
    }
    action.send(async (reason) => {
      const answer = await callAdmin('PUT /players/{id}/stake-factor', {
        params: { id: playerId },
        body: { factor: factor.trim(), reason },
      });
      notify('meridian.players.factorSet', { type: 'success', messageArgs: { factor: answer.stake_factor } });
    });
  };
  return (
    <ActionDialog
      action={action}
      titleId="stake-factor-title"
      title={translate('meridian.players.factorTitle')}
      help={translate('meridian.players.factorHelp')}
      confirm={translate('ra.action.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={translate('meridian.players.columns.stakeFactor')}
        value={factor}
        onChange={(e) => setFactor(e.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 7 } }}
        helperText={translate('meridian.players.factorFormat')}
      />
    </ActionDialog>
  );
}
