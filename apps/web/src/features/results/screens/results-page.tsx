import { SlidersHorizontal } from 'lucide-react';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { ResultRow } from '../components/result-row';
import { ResultsFilterForm } from '../components/results-filter-form';
import { ResultsFilterSummary } from '../components/results-filter-summary';
import { ResultsSearchField } from '../components/results-search-field';
import { useResults } from '../hooks/use-results';
import { useResultsDays } from '../hooks/use-results-days';
import { useResultsFilterStore } from '../store/results-filter.store';
import styles from './results-page.module.css';

function DesktopFilters() {
  const sportId = useResultsFilterStore((state) => state.sportId);
  const { range, today, timeZone } = useResultsDays();
  const apply = useResultsFilterStore((state) => state.apply);
  return (
    <ResultsFilterForm
      layout="inline"
      sportId={sportId}
      range={range}
      today={today}
      timeZone={timeZone}
      onSportChange={(next) => apply({ sportId: next })}
      onRangeChange={(next) => apply({ range: next })}
    />
  );
}

/** /results: ended matches by sport, days and text, 50 at a time (spec 001 §2, §5, §9). */
export function ResultsPage() {
  const { t } = useTranslation();
  const formFactor = useFormFactor();
  const open = usePopupStore((state) => state.open);
  const results = useResults();
  const matches = results.data?.pages.flat() ?? [];

  return (
    <div className={styles.page}>
      <PageHeading>{t('results.title')}</PageHeading>
      <div className={styles.filters}>
        {formFactor === 'desktop' ? (
          <>
            <DesktopFilters />
            <ResultsSearchField />
          </>
        ) : (
          <>
            <div className={styles.mobileBar}>
              <div className={styles.grow}>
                <ResultsSearchField />
              </div>
              <Button iconOnly aria-label={t('results.filters')} onClick={() => open('ResultsFilter')}>
                <SlidersHorizontal aria-hidden size={20} />
              </Button>
            </div>
            <ResultsFilterSummary />
          </>
        )}
      </div>
      <section aria-label={t('results.list')} aria-busy={results.isFetching}>
        {results.isPending ? (
          <div className={styles.skeletons}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={112} />
            ))}
          </div>
        ) : results.isError && matches.length === 0 ? (
          <div className={styles.message} role="alert">
            <p>{t('results.error')}</p>
            <Button onClick={() => void results.refetch()}>{t('state.techError.retry')}</Button>
          </div>
        ) : matches.length === 0 ? (
          <p className={styles.message} role="status">
            {t('results.empty')}
          </p>
        ) : (
          <>
            <ul className={styles.list}>
              {matches.map((match) => (
                <ResultRow key={match.id} match={match} />
              ))}
            </ul>
            {results.hasNextPage && (
              <div className={styles.more}>
                <Button
                  onClick={() => void results.fetchNextPage()}
                  disabled={results.isFetchingNextPage}
                  aria-busy={results.isFetchingNextPage}
                >
                  {t('results.loadMore')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
