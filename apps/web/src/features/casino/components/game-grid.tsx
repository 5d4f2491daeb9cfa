import { CASINO_PAGE_SIZE } from '@meridian/contract/casino';
import { useMemo } from 'react';
import { ListEmpty, ListError } from '../../../shared/events/list-states';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import { useCasinoDictionaries } from '../api/get-casino-dictionaries';
import { useCasinoGames } from '../hooks/use-casino-games';
import { useCasinoText } from '../i18n/casino-texts';
import type { GamesFilter } from '../lib/games-filter';
import styles from './game-grid.module.css';
import { GameTile, GameTileSkeleton } from './game-tile';

/** Placeholders for a first page: enough to fill the first screen of either layout. */
const SKELETON_TILES = { desktop: 10, mobile: 6 } as const;

function Skeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <GameTileSkeleton key={index} />
  ));
}

/**
 * The lobby's games for a filter, 40 at a time: the next page loads as the list's end comes within
 * 500 px (spec 001 §9) and the list ends with a page shorter than 40 (001 §4).
 */
export function GameGrid({ filter }: { filter: GamesFilter }) {
  const t = useCasinoText();
  const formFactor = useFormFactor();
  const games = useCasinoGames(filter);
  const { providers } = useCasinoDictionaries();
  const providerNames = useMemo(() => new Map(providers.map((provider) => [provider.id, provider.name])), [providers]);
  const list = games.data?.pages.flat() ?? [];
  const sentinel = useInfiniteScroll({
    hasMore: games.hasNextPage && !games.isError,
    loading: games.isFetchingNextPage,
    onLoadMore: () => void games.fetchNextPage(),
  });

  if (games.isPending) {
    return (
      <div role="status" aria-label={t('casino.list.loading')}>
        <ul className={styles.grid}>
          <Skeletons count={SKELETON_TILES[formFactor]} />
        </ul>
      </div>
    );
  }
  if (games.isError && list.length === 0) {
    return <ListError text={t('casino.list.error')} onRetry={() => void games.refetch()} />;
  }
  if (list.length === 0) {
    return <ListEmpty title={t('casino.list.empty')} hint={t('casino.list.emptyHint')} />;
  }
  return (
    <>
      <ul
        className={games.isPlaceholderData ? `${styles.grid} ${styles.stale}` : styles.grid}
        aria-label={t('casino.list.label')}
        aria-busy={games.isFetching}
      >
        {list.map((game, index) => (
          <GameTile
            key={game.id}
            game={game}
            providerName={providerNames.get(game.provider_id) ?? null}
            eager={index < SKELETON_TILES[formFactor]}
          />
        ))}
        {games.isFetchingNextPage && <Skeletons count={Math.min(CASINO_PAGE_SIZE, SKELETON_TILES[formFactor])} />}
      </ul>
      {games.isFetchNextPageError && (
        <div className={styles.more}>
          <ListError text={t('casino.list.error')} onRetry={() => void games.fetchNextPage()} />
        </div>
      )}
      <div ref={sentinel} aria-hidden />
    </>
  );
}
