import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BannersSection } from './content-banners';
import { PagesSection } from './content-pages';

type DeskTab = 'banners' | 'pages';

/**
 * The player app's content (docs/backoffice.md, "Content"): the banners of the top page and the seven
 * policy pages, each edited as a draft in every language, previewed as players would see it and
 * published with a reason.
 */
export function ContentDeskPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<DeskTab>('banners');
  const title = translate('meridian.content.page');
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={title} />
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('meridian.content.intro')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, next: DeskTab) => setTab(next)}
        aria-label={title}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {(['banners', 'pages'] as const).map((value) => (
          <Tab
            key={value}
            value={value}
            id={`content-tab-${value}`}
            aria-controls={`content-panel-${value}`}
            label={translate(`meridian.content.tabs.${value}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`content-panel-${tab}`} aria-labelledby={`content-tab-${tab}`}>
        {tab === 'banners' ? <BannersSection /> : <PagesSection />}
      </Box>
    </Stack>
  );
}
