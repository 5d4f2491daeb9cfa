import { ListEmpty } from '../../../shared/events/list-states';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { Button } from '../../../shared/ui/button';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useCategoryNames } from '../api/get-promotion-dictionaries';
import { usePromotions } from '../api/get-promotions';
import { usePromotionsText } from '../i18n/promotions-texts';
import type { PromotionsFilter } from '../lib/promotions-filter';
import { PromotionCard, PromotionCardSkeleton } from './promotion-card';
import styles from './promotion-grid.module.css';

/** Placeholders for the first load: enough to fill the first screen of either layout. */
const SKELETON_CARDS = { desktop: 6, mobile: 3 } as const;

interface PromotionGridProps {
  filter: PromotionsFilter;
  onShowAll: () => void;
}

/** The promotions a filter selects, with the list's loading, empty and error states. */
export function PromotionGrid({ filter, onShowAll }: PromotionGridProps) {
  const { t } = usePromotionsText();
  const formFactor = useFormFactor();
  const promotions = usePromotions(filter);
  const categoryNames = useCategoryNames();

  if (promotions.isPending) {
    return (
      <div role="status" aria-label={t('promotions.list.loading')}>
        <ul className={styles.grid}>
          {Array.from({ length: SKELETON_CARDS[formFactor] }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <PromotionCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (promotions.isError) return <TechErrorState onRetry={() => void promotions.refetch()} />;
  const list = promotions.data;
  if (list.length === 0) {
    const filtered = filter.categoryId !== null || filter.tagId !== null;
    return (
      <div className={styles.empty}>
        <ListEmpty title={t('promotions.list.empty')} hint={filtered ? t('promotions.list.emptyHint') : undefined} />
        {filtered && <Button onClick={onShowAll}>{t('promotions.list.showAll')}</Button>}
      </div>
    );
  }
  return (
    <ul
      className={promotions.isPlaceholderData ? `${styles.grid} ${styles.stale}` : styles.grid}
      aria-label={t('promotions.list.label')}
      aria-busy={promotions.isFetching}
    >
      {list.map((promotion, index) => (
        <PromotionCard
          key={promotion.id}
          promotion={promotion}
          categoryNames={categoryNames(promotion.category_ids)}
          eager={index < SKELETON_CARDS[formFactor]}
        />
      ))}
    </ul>
  );
}
