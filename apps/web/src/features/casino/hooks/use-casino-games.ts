import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notifications/notification.store';
import { casinoGamesQueryOptions } from '../api/get-casino-games';
import { useCasinoText } from '../i18n/casino-texts';
import type { CasinoSection } from '../lib/game-paths';
import type { GamesFilter } from '../lib/games-filter';

/** A section's games for a filter, page by page; a failure is also told with the server's message (001 §8). */
export function useCasinoGames(section: CasinoSection, filter: GamesFilter) {
  const t = useCasinoText();
  const games = useInfiniteQuery(casinoGamesQueryOptions(section, filter));
  const failure = games.error;
  useEffect(() => {
    if (!failure) return;
    notify.error(isApiError(failure) && failure.message ? failure.message : t('casino.list.error'));
  }, [failure, t]);
  return games;
}
