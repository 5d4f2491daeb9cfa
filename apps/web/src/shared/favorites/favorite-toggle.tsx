import type { Match } from '@meridian/contract/events';
import { useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error';
import { useTranslation } from '../i18n/use-translation';
import { notify } from '../notifications/notification.store';
import { useAuthStore } from '../session/auth.store';
import { useFavoritePendingStore } from './favorite-pending.store';
import styles from './favorite-toggle.module.css';
import { favoritesQueryKey, setFavorite } from './favorites';

interface FavoriteToggleProps {
  /** As the match came from the server; the star follows it until the player toggles. */
  match: Pick<Match, 'id' | 'is_favorite' | 'team_home' | 'team_away'>;
}

/**
 * The favorite star of a match: adds or removes it, one request at a time; a failure shows the
 * message. Favorites belong to signed-in players, so visitors see no star.
 */
export function FavoriteToggle({ match }: FavoriteToggleProps) {
  const { id: matchId, is_favorite: isFavorite } = match;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [favorite, setLocalFavorite] = useState(isFavorite);
  const pending = useFavoritePendingStore((state) => state.pending.has(matchId));
  const signedIn = useAuthStore((state) => state.isAuthorized);

  // A fresher answer from the server (a list refetch) wins over what the star showed.
  useEffect(() => setLocalFavorite(isFavorite), [isFavorite]);

  const handleClick = async () => {
    const { start, finish } = useFavoritePendingStore.getState();
    if (!start(matchId)) return;
    const next = !favorite;
    try {
      const result = await setFavorite(matchId, next);
      setLocalFavorite(result.is_favorite);
      queryClient.setQueryData([...favoritesQueryKey, 'count'], result.total);
      void queryClient.invalidateQueries({ queryKey: [...favoritesQueryKey, 'list'] });
    } catch (error) {
      notify.error(isApiError(error) && error.message ? error.message : t('favorites.toggleError'));
    } finally {
      finish(matchId);
    }
  };

  if (!signedIn) return null;
  // Every row has a star: its name says which match it adds, as a list of stars is read out of context.
  const teams = { home: match.team_home.name, away: match.team_away.name };
  return (
    <button
      type="button"
      className={styles.toggle}
      data-active={favorite || undefined}
      aria-label={t(favorite ? 'favorites.remove' : 'favorites.add', teams)}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={() => void handleClick()}
    >
      <Star aria-hidden size={20} fill={favorite ? 'currentColor' : 'none'} />
    </button>
  );
}
