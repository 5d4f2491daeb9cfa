import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { BannersSection } from './content-banners';
import { LabelsSection } from './content-categories';
import { PagesSection } from './content-pages';
import { PromotionsSection } from './content-promotions';

const TABS = ['banners', 'pages', 'promotions', 'labels'] as const;
type DeskTab = (typeof TABS)[number];

const SECTIONS: Record<DeskTab, ComponentType> = {
  banners: BannersSection,
  pages: PagesSection,
  promotions: PromotionsSection,
  labels: LabelsSection,
};

/**
 * The player app's content (docs/backoffice.md, "Content"): the banners of the top page, the seven
 * policy pages and the promotions, each edited as a draft in every language, previewed as players
 * would see it and published with a reason; and the promotions' categories and tags.
 */
export function ContentDeskPage() {
  const translate = useTranslate();
  const [tab, setTab] = useState<DeskTab>('banners');
  const title = translate('meridian.content.page');
  const Section = SECTIONS[tab];
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
        {TABS.map((value) => (
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
        <Section />
      </Box>
    </Stack>
  );
}
