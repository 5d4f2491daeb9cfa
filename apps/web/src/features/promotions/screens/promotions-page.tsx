import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../../shared/ui/page-heading';
import { usePromotionCategories, usePromotionTags } from '../api/get-promotion-dictionaries';
import { PromotionFilters } from '../components/promotion-filters';
import { PromotionGrid } from '../components/promotion-grid';
import { usePromotionsText } from '../i18n/promotions-texts';
import { filterFromParams, type PromotionsFilter, withFilter } from '../lib/promotions-filter';

/**
 * /promotions (spec 001 §2): category and tag chips over a grid of promotions. The filter lives in
 * the address (`category`, `tag`), so a filtered list can be shared and comes back with the back button.
 */
export function PromotionsPage() {
  const { t } = usePromotionsText();
  const [params, setParams] = useSearchParams();
  const { categoryId, tagId } = filterFromParams(params);
  const filter = useMemo<PromotionsFilter>(() => ({ categoryId, tagId }), [categoryId, tagId]);
  const categories = usePromotionCategories();
  const tags = usePromotionTags();
  const handleChange = (change: Partial<PromotionsFilter>) =>
    setParams((previous) => withFilter(previous, change), { replace: true });

  return (
    <>
      <PageHeading>{t('promotions.title')}</PageHeading>
      <PromotionFilters filter={filter} categories={categories} tags={tags} onChange={handleChange} />
      <PromotionGrid filter={filter} onShowAll={() => handleChange({ categoryId: null, tagId: null })} />
    </>
  );
}
