import type { LanguageCode } from '@meridian/contract/constants';
import type { OperatorPromotionSummary } from '@meridian/contract/operator-offers';
import { Box, Button, TableCell, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useLocaleState, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import { labelName, usePromotionLabels } from './content-categories';
import { LoadFailed, StatusChips } from './content-parts';
import { PROMOTIONS_KEY, PromotionEditor } from './content-promotion-editor';
import { Time } from './formatting';
import { CreatableList } from './record-table';

/** The promotions: the list with each one's status and dates, and the editor for a new or chosen one. */
export function PromotionsSection() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: () => callAdmin('GET /content/promotions'),
  });
  const categories = usePromotionLabels('categories');
  const t = (key: string, args?: object) => translate(`meridian.content.promotions.${key}`, args);
  if (error) return <LoadFailed error={error} retry={refetch} />;
  if (isPending) return <Loading />;
  if (editing !== null) return <PromotionEditorLoader id={editing} onBack={() => setEditing(null)} />;
  const categoryNames = (promotion: OperatorPromotionSummary) =>
    promotion.category_ids
      .map((id) => categories.data?.list.find((c) => c.id === id))
      .flatMap((c) => (c ? [labelName(c, locale)] : []))
      .join(', ');
  const titleOf = (promotion: OperatorPromotionSummary) =>
    promotion.titles[locale as LanguageCode] || promotion.titles.en || `#${promotion.id}`;
  return (
    <CreatableList
      title={translate('meridian.content.tabs.promotions')}
      newLabel={t('new')}
      onNew={() => setEditing('new')}
      empty={data.list.length === 0 ? t('empty') : null}
      columns={['artwork', 'title', 'categories', 'status', 'order', 'dates', 'changed', 'actions'].map((column) =>
        t(`columns.${column}`),
      )}
    >
      {data.list.map((promotion) => (
        <TableRow key={promotion.id} hover>
          <TableCell>
            <Box
              component="img"
              src={promotion.image}
              alt=""
              sx={{ width: 64, height: 36, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
            />
          </TableCell>
          <TableCell>
            <Typography variant="body2">{titleOf(promotion)}</Typography>
            <Typography variant="caption" color="text.secondary">
              #{promotion.id}
              {promotion.promo_code ? ` · ${promotion.promo_code}` : ''}
            </Typography>
          </TableCell>
          <TableCell>{categoryNames(promotion) || '—'}</TableCell>
          <TableCell>
            <StatusChips status={promotion.status} pending={promotion.has_unpublished_changes} />
          </TableCell>
          <TableCell>{promotion.position}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Time iso={promotion.starts_at} /> – {promotion.ends_at ? <Time iso={promotion.ends_at} /> : t('noEnd')}
          </TableCell>
          <TableCell>
            <Time iso={promotion.updated_at} />
          </TableCell>
          <TableCell>
            <Button
              size="small"
              onClick={() => setEditing(promotion.id)}
              aria-label={t('editOf', { title: titleOf(promotion) })}
            >
              {translate('ra.action.edit')}
            </Button>
          </TableCell>
        </TableRow>
      ))}
    </CreatableList>
  );
}

/** The chosen promotion, read whole (the list leaves the articles out), or a new one. */
function PromotionEditorLoader({ id, onBack }: { id: number | 'new'; onBack: () => void }) {
  const { data, error, isPending, refetch } = useQuery({
    queryKey: ['content', 'promotion', id],
    queryFn: () => callAdmin('GET /content/promotions/{id}', { params: { id: id === 'new' ? 0 : id } }),
    enabled: id !== 'new',
  });
  if (id === 'new') return <PromotionEditor promotion={null} onBack={onBack} />;
  if (error) return <LoadFailed error={error} retry={refetch} />;
  if (isPending) return <Loading />;
  return <PromotionEditor promotion={data} onBack={onBack} />;
}
