import { CASINO_PAGE_SIZE } from '@meridian/contract/casino';
import { useMemo } from 'react';
import { ListEmpty, ListError } from '../../../shared/events/list-states';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import { useInfiniteScroll } from '../../../shared/hooks/use-infinite-scroll';
import { useCasinoDictionaries } from '../api/get-casino-dictionaries';
import { useCasinoGames } from '../hooks/use-casino-games';
import { useCasinoText } from '../i18n/casino-texts';
import type { CasinoSection } from '../lib/game-paths';
import type { GamesFilter } from '../lib/games-filter';
import styles from './game-grid.module.css';
import { GameTile, GameTileSkeleton } from './game-tile';
import { LiveGameTile } from './live-game-tile';

/** Placeholders for a first page: enough to fill the first screen of either layout. */
const SKELETON_TILES = { desktop: 10, mobile: 6 } as const;

function Skeletons({ count, live }: { count: number; live: boolean }) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <GameTileSkeleton key={index} live={live} />
  ));
}

/**
 * A section's games for a filter, 40 at a time: the next page loads as the list's end comes within
 * 500 px (spec 001 §9) and the list ends with a page shorter than 40 (001 §4). Live tables show
 * their live state.
 */
export function GameGrid({ section, filter }: { section: CasinoSection; filter: GamesFilter }) {
  const t = useCasinoText();
  const formFactor = useFormFactor();
  const games = useCasinoGames(section, filter);
  const { providers, isPending: providersPending } = useCasinoDictionaries(section);
  const providersById = useMemo(() => new Map(providers.map((provider) => [provider.id, provider])), [providers]);
  const live = section === 'live';
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
          <Skeletons count={SKELETON_TILES[formFactor]} live={live} />
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
        {list.map((game, index) => {
          const provider = providersById.get(game.provider_id);
          const eager = index < SKELETON_TILES[formFactor];
          return live && game.is_live ? (
            <LiveGameTile
              key={game.id}
              game={game}
              provider={provider ?? (providersPending ? undefined : null)}
              eager={eager}
            />
          ) : (
            <GameTile key={game.id} section={section} game={game} providerName={provider?.name ?? null} eager={eager} />
          );
        })}
        {games.isFetchingNextPage && (
          <Skeletons count={Math.min(CASINO_PAGE_SIZE, SKELETON_TILES[formFactor])} live={live} />
        )}
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
