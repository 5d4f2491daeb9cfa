import type { PromotionCategory, PromotionTag } from '@meridian/contract/offers';
import chipStyles from '../../../shared/ui/chip.module.css';
import { usePromotionsText } from '../i18n/promotions-texts';
import type { PromotionsFilter } from '../lib/promotions-filter';
import styles from './promotion-filters.module.css';

interface PromotionFiltersProps {
  filter: PromotionsFilter;
  categories: PromotionCategory[];
  tags: PromotionTag[];
  onChange: (change: Partial<PromotionsFilter>) => void;
}

const chip = `${chipStyles.chip} ${styles.chip}`;

/**
 * Category chips (All and each category) and, under them, tag chips: each a pressed-or-not button.
 * A pressed tag pressed again clears it; the chosen category is cleared by "All".
 */
export function PromotionFilters({ filter, categories, tags, onChange }: PromotionFiltersProps) {
  const { t } = usePromotionsText();
  return (
    <div className={styles.filters}>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('promotions.filter.categories')}</legend>
        <div className={styles.row}>
          <button
            type="button"
            className={chip}
            aria-pressed={filter.categoryId === null}
            onClick={() => onChange({ categoryId: null })}
          >
            {t('promotions.filter.all')}
          </button>
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              className={chip}
              aria-pressed={filter.categoryId === category.id}
              onClick={() => onChange({ categoryId: category.id })}
            >
              {category.name}
            </button>
          ))}
        </div>
      </fieldset>
      {tags.length > 0 && (
        <fieldset className={styles.fieldset}>
          <legend className="visually-hidden">{t('promotions.filter.tags')}</legend>
          <div className={styles.row}>
            {tags.map((tag) => (
              <button
                key={tag.id}
                type="button"
                className={`${chip} ${styles.tag}`}
                aria-pressed={filter.tagId === tag.id}
                onClick={() => onChange({ tagId: filter.tagId === tag.id ? null : tag.id })}
              >
                <span aria-hidden className={styles.hash}>
                  #
                </span>
                {tag.name}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
