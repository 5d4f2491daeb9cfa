import { useEffect, useRef } from 'react';
import chipStyles from '../../../shared/ui/chip.module.css';
import { SelectField } from '../../../shared/ui/form/select-field';
import { Tabs } from '../../../shared/ui/form/tabs';
import { useCasinoDictionaries } from '../api/get-casino-dictionaries';
import { useCasinoText } from '../i18n/casino-texts';
import type { CasinoSection } from '../lib/game-paths';
import { GAME_TYPES, type GamesFilter, type GameType } from '../lib/games-filter';
import { CategoryIcon } from './category-icon';
import styles from './games-filters.module.css';
import { GamesSearchField } from './games-search-field';

type Filter = Omit<GamesFilter, 'name'>;

interface GamesFiltersProps {
  section: CasinoSection;
  filter: Filter;
  onChange: (change: Partial<Filter>) => void;
  /** The id of the games panel the type tabs control. */
  panelId: string;
  /** The provider page has its provider fixed: no provider choice there. */
  withProvider: boolean;
}

const TYPE_LABELS = {
  all: 'casino.type.all',
  top: 'casino.type.top',
  new: 'casino.type.new',
} as const satisfies Record<GameType, string>;

/**
 * The lobby's filters (spec 001 §2): type tabs, name search, category chips and the provider, at
 * both widths (a phone stacks the search and the provider, each the panel's full width).
 */
export function GamesFilters({ section, filter, onChange, panelId, withProvider }: GamesFiltersProps) {
  const t = useCasinoText();
  const { categories, providers } = useCasinoDictionaries(section);
  const row = useRef<HTMLDivElement>(null);

  // On mobile the chips scroll sideways: bring the chosen category into view (a link can open it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the chips arrive with the categories
  useEffect(() => {
    const container = row.current;
    const chip = container?.querySelector<HTMLElement>(`[data-category="${filter.categoryId ?? ''}"]`);
    if (!container || !chip || container.scrollWidth <= container.clientWidth) return;
    const start = chip.offsetLeft;
    const end = start + chip.offsetWidth;
    if (start < container.scrollLeft || end > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = Math.max(0, start - (container.clientWidth - chip.offsetWidth) / 2);
    }
  }, [filter.categoryId, categories.length]);

  return (
    <div className={styles.filters}>
      <div className={styles.top}>
        <div className={styles.tabs}>
          <Tabs
            label={t('casino.type.label')}
            panelId={panelId}
            value={filter.type}
            tabs={GAME_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            onChange={(type) => onChange({ type })}
          />
        </div>
        <div className={styles.fields}>
          <div className={styles.search}>
            <GamesSearchField section={section} />
          </div>
          {withProvider && (
            <div className={styles.provider}>
              <SelectField
                label={t('casino.filter.provider')}
                value={filter.providerId === null ? '' : String(filter.providerId)}
                options={[
                  { value: '', label: t('casino.filter.allProviders') },
                  ...providers.map((provider) => ({ value: String(provider.id), label: provider.name })),
                ]}
                onValueChange={(value) => onChange({ providerId: value === '' ? null : Number(value) })}
              />
            </div>
          )}
        </div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">{t('casino.filter.categories')}</legend>
        <div ref={row} className={styles.categories}>
          <button
            type="button"
            className={`${chipStyles.chip} ${styles.chip}`}
            aria-pressed={filter.categoryId === null}
            onClick={() => onChange({ categoryId: null })}
          >
            {t('casino.filter.allCategories')}
          </button>
          {categories.map((category) => (
            <button
              key={category.id}
              type="button"
              className={`${chipStyles.chip} ${styles.chip}`}
              aria-pressed={filter.categoryId === category.id}
              data-category={category.id}
              onClick={() => onChange({ categoryId: filter.categoryId === category.id ? null : category.id })}
            >
              <CategoryIcon image={category.image} size={16} />
              {category.name}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
