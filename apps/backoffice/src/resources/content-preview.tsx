import type { Banner, PageArticle } from '@meridian/contract/content';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A banner drawn as the player app's carousel draws a slide (apps/web, banner-slide.tsx): the artwork
 * on the right, the title and description over a scrim on the left, in the banner's 16:5 frame.
 */
export function BannerSlidePreview({ banner, language }: { banner: Banner; language: string }) {
  const translate = useTranslate();
  return (
    <Box
      role="img"
      aria-label={translate('meridian.content.banners.previewOf', { title: banner.title })}
      lang={language}
      sx={{
        position: 'relative',
        aspectRatio: '16 / 5',
        minHeight: 160,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: '#0b1d2a',
        color: '#fff',
      }}
    >
      {banner.image && (
        <Box
          component="img"
          src={banner.image}
          alt=""
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            objectPosition: 'right center',
          }}
        />
      )}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 1,
          pl: 3,
          pr: '40%',
          background:
            'linear-gradient(90deg, rgba(4, 14, 22, 0.85) 0%, rgba(4, 14, 22, 0.55) 55%, rgba(4, 14, 22, 0) 100%)',
        }}
      >
        <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.15 }}>
          {banner.title || '—'}
        </Typography>
        {banner.description && (
          <Typography component="span" sx={{ fontSize: '0.95rem' }}>
            {banner.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * A policy page as the player app's text page sets it (the body as HTML: the server saves only the
 * restricted elements it allows, so what reaches this pane is what players would get).
 */
export function PageArticlePreview({ page, language }: { page: PageArticle; language: string }) {
  return (
    <Paper variant="outlined" component="article" lang={language} sx={{ p: 3, maxHeight: 640, overflow: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, fontWeight: 700 }}>
        {page.title}
      </Typography>
      <Box
        sx={{
          '& h2': { typography: 'h6', mt: 3, mb: 1 },
          '& h3': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
          '& p, & li': { typography: 'body2', lineHeight: 1.6 },
          '& a': { color: 'primary.main' },
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores only its allow-listed elements (content.html.ts), as the player app relies on
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
    </Paper>
  );
}
