import type { OperatorCampaign } from '@meridian/contract/operator-bonuses';
import { Alert, Box, Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { CampaignEditor } from './bonus-editor';
import { CampaignStatusChip, campaignName } from './bonus-parts';
import { Money, Time } from './formatting';
import { CreatableList } from './record-table';

export const CAMPAIGNS_KEY = ['bonuses', 'campaigns'] as const;

/** Money per currency, one line each, or a dash. */
function Amounts({ lines }: { lines: Array<{ currency: string; scale: number; amount: number }> }) {
  const translate = useTranslate();
  if (lines.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('meridian.bonuses.noCost')}
      </Typography>
    );
  }
  return (
    <Stack component="span" sx={{ alignItems: 'flex-end' }}>
      {lines.map((line) => (
        <Money key={line.currency} amount={line.amount} currency={line.currency} scale={line.scale} />
      ))}
    </Stack>
  );
}

/**
 * The bonus desk (docs/backoffice.md, "Bonuses"): every campaign with its status, gifts and cost from
 * the ledger, and the editor of a new or chosen one.
 */
export function BonusesPage() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [editing, setEditing] = useState<OperatorCampaign | 'new' | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: () => callAdmin('GET /bonuses/campaigns'),
  });
  const t = (key: string, args?: object) => translate(`meridian.bonuses.${key}`, args);
  const title = t('page');
  let body: React.ReactNode;
  if (error) {
    body = (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{translate('ra.action.refresh')}</Button>}>
        {t('loadError')} {error.message}
      </Alert>
    );
  } else if (isPending) {
    body = <Loading />;
  } else if (editing) {
    body = (
      <CampaignEditor
        campaign={editing === 'new' ? null : editing}
        onBack={() => {
          setEditing(null);
          void refetch();
        }}
      />
    );
  } else {
    body = (
      <CreatableList
        intro={t('intro')}
        label={title}
        newLabel={t('new')}
        onNew={() => setEditing('new')}
        empty={data.list.length === 0 ? t('empty') : null}
        columns={[
          ...['name', 'type', 'trigger', 'status', 'dates', 'gifts'].map((column) => t(`columns.${column}`)),
          { text: t('columns.cost'), align: 'right' },
          { text: t('columns.converted'), align: 'right' },
          { text: t('columns.actions'), hidden: true },
        ]}
        footer={
          <Typography variant="caption" color="text.secondary">
            {t('costHelp')}
          </Typography>
        }
      >
        {data.list.map((campaign) => {
          const name = campaignName(campaign, locale);
          return (
            <TableRow key={campaign.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                  {campaign.slug}
                </Typography>
              </TableCell>
              <TableCell>{t(`types.${campaign.type_id}`)}</TableCell>
              <TableCell>
                {t(`triggers.${campaign.trigger}`)}
                {campaign.promo_code && (
                  <Box component="span" sx={{ display: 'block', fontFamily: 'monospace' }}>
                    {campaign.promo_code}
                  </Box>
                )}
              </TableCell>
              <TableCell>
                <CampaignStatusChip status={campaign.status} />
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <Time iso={campaign.starts_at} /> –<br />
                {campaign.ends_at ? <Time iso={campaign.ends_at} /> : t('noEnd')}
              </TableCell>
              <TableCell>
                {campaign.gifts.total} ({campaign.gifts.open})
              </TableCell>
              <TableCell align="right">
                <Amounts lines={campaign.cost.map((c) => ({ ...c, amount: c.cost }))} />
              </TableCell>
              <TableCell align="right">
                <Amounts
                  lines={campaign.cost.filter((c) => c.converted !== 0).map((c) => ({ ...c, amount: c.converted }))}
                />
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => setEditing(campaign)} aria-label={t('editOf', { name })}>
                  {translate('ra.action.edit')}
                </Button>
              </TableCell>
            </TableRow>
          );
        })}
      </CreatableList>
    );
  }
  return (
    <Stack spacing={2} sx={{ py: 2, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {body}
    </Stack>
  );
}
