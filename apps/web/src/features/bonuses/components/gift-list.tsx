import type { GiftStatus } from '@meridian/contract/bonuses';
import { Gift, SearchX } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Spinner } from '../../../shared/ui/spinner';
import { EmptyMessage } from '../../../shared/ui/states/empty-message';
import { TechErrorState } from '../../../shared/ui/states/tech-error-state';
import { useGifts } from '../api/get-gifts';
import { useBonusesText } from '../i18n/bonuses-texts';
import page from './bonuses-page.module.css';
import styles from './gift-list.module.css';
import { GiftRow } from './gift-row';
import { StatusFilter } from './status-filter';

function Message(props: { icon: ReactNode; title: string; text: string }) {
  return <EmptyMessage {...props} className={styles.message} />;
}

/**
 * The player's gifts, newest first (spec 000 §4): status chips filter them, and the next 20 load when
 * the end of the list comes near while the last page was full.
 */
export function GiftList() {
  const t = useBonusesText();
  const { t: site } = useTranslation();
  const headingId = useId();
  const [selected, setSelected] = useState<GiftStatus[]>([]);
  const gifts = useGifts(selected);
  const pages = gifts.data?.pages ?? [];
  const list = pages.flatMap((page) => page.list);
  const statuses = pages[0]?.statuses ?? [];
  const failedMore = gifts.isFetchNextPageError;
  const sentinel = useInfiniteScroll({
    hasMore: gifts.hasNextPage && !failedMore,
    loading: gifts.isFetchingNextPage,
    onLoadMore: () => void gifts.fetchNextPage(),
  });

  let content: ReactNode;
  if (gifts.isPending) {
    content = (
      <div className={styles.skeletons} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={104} />
        ))}
      </div>
    );
  } else if (gifts.isError && list.length === 0) {
    content = <TechErrorState onRetry={() => void gifts.refetch()} />;
  } else if (list.length === 0) {
    content =
      selected.length > 0 ? (
        <Message
          icon={<SearchX size={28} />}
          title={t('bonuses.list.noMatching')}
          text={t('bonuses.list.noMatchingHint')}
        />
      ) : (
        <Message icon={<Gift size={28} />} title={t('bonuses.list.empty')} text={t('bonuses.list.emptyHint')} />
      );
  } else {
    content = (
      <>
        <ul className={styles.list} aria-label={t('bonuses.list.label')} aria-busy={gifts.isFetchingNextPage}>
          {list.map((gift) => (
            <GiftRow key={gift.id} gift={gift} status={statuses.find((status) => status.code === gift.status)} />
          ))}
        </ul>
        {gifts.hasNextPage && !failedMore && <div ref={sentinel} className={styles.sentinel} />}
        {failedMore && !gifts.isFetchingNextPage && (
          <div className={styles.loadingMore} role="alert">
            {t('bonuses.list.loadMoreError')}
            <Button size="sm" onClick={() => void gifts.fetchNextPage()}>
              {site('state.techError.retry')}
            </Button>
          </div>
        )}
        {gifts.isFetchingNextPage && (
          <p className={styles.loadingMore} role="status">
            <Spinner size="sm" />
            {t('bonuses.list.loadingMore')}
          </p>
        )}
      </>
    );
  }

  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t('bonuses.list.title')}
      </h2>
      {statuses.length > 0 && <StatusFilter statuses={statuses} selected={selected} onChange={setSelected} />}
      <div aria-busy={gifts.isPlaceholderData || undefined} className={styles.results}>
        {content}
      </div>
    </section>
  );
}
