import type { OperatorCampaign, OperatorGift } from '@meridian/contract/operator-bonuses';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Loading, useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { campaignName } from './bonus-parts';
import { Money, Time } from './formatting';
import { minorUnitsOf } from './money-input';
import { ActionDialog, ReasonDialog, useReasonAction } from './reason-dialog';
import { RecordTable } from './record-table';

const giftsKey = (playerId: number) => ['bonuses', 'player-gifts', playerId] as const;

/**
 * A player's bonus gifts (the Bonuses tab of the player's page): every gift with its campaign, money
 * and who granted it; for marketing, a grant from a campaign and the cancel of an open gift, each
 * with a reason kept in the audit.
 */
export function PlayerGiftsSection({ playerId, currency }: { playerId: number; currency: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { canAccess: manage = false } = useCanAccess({ resource: 'bonuses', action: 'grant' });
  const [granting, setGranting] = useState(false);
  const [cancelling, setCancelling] = useState<OperatorGift | null>(null);
  const t = (key: string, args?: object) => translate(`meridian.bonuses.gifts.${key}`, args);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: giftsKey(playerId),
    queryFn: () => callAdmin('GET /players/{id}/gifts', { params: { id: playerId } }),
  });
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: giftsKey(playerId) });
    void queryClient.invalidateQueries({ queryKey: ['bonuses', 'campaigns'] });
  };
  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('ra.action.refresh')}</Button>}>
        {t('loadError')} {error.message}
      </Alert>
    );
  }
  if (isPending) return <Loading />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ mr: 'auto' }}>
          {t('title')}
        </Typography>
        {manage && (
          <Button variant="outlined" onClick={() => setGranting(true)}>
            {t('grant')}
          </Button>
        )}
      </Stack>
      {data.list.length === 0 ? (
        <Typography sx={{ py: 2 }}>{t('empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <RecordTable
            rows={data.list}
            rowKey={(g) => String(g.id)}
            headings="meridian.bonuses.gifts.columns"
            columns={[
              { label: 'id', render: (g) => g.id },
              {
                label: 'name',
                render: (g) => (
                  <>
                    {g.name}
                    {g.code && (
                      <Typography variant="caption" sx={{ display: 'block', fontFamily: 'monospace' }}>
                        {g.code}
                      </Typography>
                    )}
                  </>
                ),
              },
              { label: 'status', render: (g) => translate(`meridian.players.bonusStatuses.${g.status}`) },
              { label: 'amount', align: 'right', render: (g) => <Money {...g} amount={g.bonus_amount} /> },
              { label: 'balance', align: 'right', render: (g) => <Money {...g} amount={g.balance} /> },
              {
                label: 'wagering',
                align: 'right',
                render: (g) =>
                  g.wagering_amount > 0 ? (
                    <>
                      <Money {...g} amount={g.bet_amount} bare /> / <Money {...g} amount={g.wagering_amount} />
                    </>
                  ) : (
                    '—'
                  ),
              },
              {
                label: 'spins',
                align: 'right',
                render: (g) => (g.spins_total === null ? '—' : `${g.spins ?? 0} / ${g.spins_total}`),
              },
              { label: 'by', render: (g) => g.granted_by ?? t('byPlayer') },
              { label: 'time', render: (g) => <Time iso={g.created_at} /> },
              { label: 'expires', render: (g) => <Time iso={g.expires_at} /> },
              ...(manage
                ? [
                    {
                      label: 'actions',
                      render: (g: OperatorGift) =>
                        g.open ? (
                          <Button
                            size="small"
                            color="error"
                            onClick={() => setCancelling(g)}
                            aria-label={t('cancelOf', { name: g.name })}
                          >
                            {t('cancel')}
                          </Button>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </Box>
      )}
      {granting && (
        <GrantDialog
          playerId={playerId}
          currency={currency}
          onClose={(done) => {
            setGranting(false);
            if (done) changed();
          }}
        />
      )}
      {cancelling && (
        <ReasonDialog
          title={t('cancelTitle')}
          help={t('cancelHelp')}
          confirm={t('cancelConfirm')}
          color="error"
          act={(reason) =>
            callAdmin('POST /players/{id}/gifts/{gift_id}/cancel', {
              params: { id: playerId, gift_id: cancelling.id },
              body: { reason },
            })
          }
          onClose={(done) => {
            setCancelling(null);
            if (!done) return;
            notify('meridian.bonuses.gifts.cancelled', { type: 'success' });
            changed();
          }}
        >
          <Typography>{cancelling.name}</Typography>
        </ReasonDialog>
      )}
    </Stack>
  );
}

/** Campaigns a gift may be granted from: not ended, offered in the player's currency. */
function grantable(list: OperatorCampaign[], currency: string): OperatorCampaign[] {
  return list.filter(
    (c) =>
      c.status !== 'ended' &&
      (c.type_id === 4 ? c.spin_bets?.[currency] !== undefined : c.amounts[currency] !== undefined),
  );
}

/** The grant of a campaign's gift: the campaign, an amount under its own, and the reason. */
function GrantDialog({
  playerId,
  currency,
  onClose,
}: {
  playerId: number;
  currency: string;
  onClose: (done: boolean) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale = 'en'] = useLocaleState();
  const t = (key: string, args?: object) => translate(`meridian.bonuses.gifts.${key}`, args);
  const action = useReasonAction(onClose);
  // One request id per dialog: a retry after a lost answer is the same grant, never a second gift.
  const requestId = useMemo(() => crypto.randomUUID(), []);
  const [campaignId, setCampaignId] = useState<number | ''>('');
  const [amount, setAmount] = useState('');
  const campaigns = useQuery({
    queryKey: ['bonuses', 'campaigns'],
    queryFn: () => callAdmin('GET /bonuses/campaigns'),
  });
  const options = campaigns.data ? grantable(campaigns.data.list, currency) : [];
  const chosen = options.find((c) => c.id === campaignId);
  const scale = currency === 'JPY' ? 0 : 2;
  const submit = () =>
    action.send(async () => {
      if (!chosen) throw new Error(t('campaign'));
      const minor = amount.trim() ? minorUnitsOf(amount, scale, Number.MAX_SAFE_INTEGER) : null;
      if (amount.trim() && minor === null) throw new Error(t('amount'));
      const answer = await callAdmin('POST /players/{id}/gifts', {
        params: { id: playerId },
        body: { campaign_id: chosen.id, amount: minor, request_id: requestId, reason: action.reason.trim() },
      });
      notify(answer.repeated ? 'meridian.bonuses.gifts.repeated' : 'meridian.bonuses.gifts.granted', {
        type: answer.repeated ? 'info' : 'success',
      });
    });
  return (
    <ActionDialog
      action={action}
      title={t('grantTitle')}
      help={t('grantHelp')}
      confirm={t('grant')}
      onSubmit={submit}
      onClose={onClose}
    >
      {campaigns.error ? (
        <Alert severity="error">{campaigns.error.message}</Alert>
      ) : campaigns.isPending ? (
        <Loading />
      ) : options.length === 0 ? (
        <Alert severity="info">{t('noCampaigns')}</Alert>
      ) : (
        <>
          <TextField
            select
            required
            autoFocus
            label={t('campaign')}
            value={campaignId}
            onChange={(e) => setCampaignId(Number(e.target.value))}
          >
            {options.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {campaignName(c, locale)} · {translate(`meridian.bonuses.types.${c.type_id}`)}
              </MenuItem>
            ))}
          </TextField>
          {chosen && chosen.type_id !== 4 && (
            <TextField
              label={`${t('amount')}, ${currency}`}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              helperText={<Money amount={chosen.amounts[currency] ?? 0} currency={currency} scale={scale} />}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16 } }}
            />
          )}
        </>
      )}
    </ActionDialog>
  );
}
