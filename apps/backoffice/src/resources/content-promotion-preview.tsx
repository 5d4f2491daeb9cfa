import type { PromotionArticle } from '@meridian/contract/offers';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageArticlePreview } from './content-preview';

/**
 * A promotion as the player app shows it (apps/web, features/promotions): its card in the list (the
 * 16:9 art, categories, title, card text) and its page (code, button, article), from the preview call,
 * which answers in the players' own shape.
 */
export function PromotionPreview({
  promotion,
  language,
  categoryNames,
}: {
  promotion: PromotionArticle;
  language: string;
  /** The names of its categories in the preview's language. */
  categoryNames: string[];
}) {
  const translate = useTranslate();
  const t = (key: string, args?: object) => translate(`meridian.content.promotions.${key}`, args);
  const action = promotion.campaign?.action;
  return (
    <Stack spacing={2} lang={language}>
      <Paper
        variant="outlined"
        component="article"
        aria-label={t('cardPreviewOf', { title: promotion.title })}
        sx={{ overflow: 'hidden', maxWidth: 360 }}
      >
        <Box
          component="img"
          src={promotion.image_preview}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
        <Stack spacing={0.5} sx={{ p: 1.5 }}>
          {categoryNames.length > 0 && (
            <Typography variant="caption" color="text.secondary">
              {categoryNames.join(' · ')}
            </Typography>
          )}
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {promotion.title || '—'}
          </Typography>
          <Typography variant="body2">{promotion.description}</Typography>
          {promotion.is_ended && <Chip size="small" label={t('ended')} sx={{ alignSelf: 'flex-start' }} />}
        </Stack>
      </Paper>
      {promotion.campaign && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {promotion.campaign.promo_code && (
            <Chip variant="outlined" label={t('codeIs', { code: promotion.campaign.promo_code })} />
          )}
          {action && (
            // A picture of the players' button: it does nothing here.
            <Button variant="contained" size="small" tabIndex={-1} aria-hidden sx={{ pointerEvents: 'none' }}>
              {action.type === 'join' ? t('joinLabel') : action.label}
            </Button>
          )}
          {action?.type === 'link' && (
            <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              → {action.path}
            </Typography>
          )}
        </Stack>
      )}
      <PageArticlePreview
        page={{ id: String(promotion.id), title: promotion.title, body: promotion.body }}
        language={language}
      />
    </Stack>
  );
}
