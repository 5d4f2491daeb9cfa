import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/call-api';
import { useDictionaries } from '../../../shared/api/get-dictionaries';

/** A provider's games fit in one page of the casino list's largest size. */
const PROVIDER_GAMES_LIMIT = 100;

/** `GET /casino/games?provider_id`: a provider's games, to name the game of a free-spins gift. */
function providerGamesQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: ['bonuses', 'provider-games', providerId] as const,
    queryFn: ({ signal }) =>
      callApi('GET /casino/games', {
        query: { provider_id: providerId, limit: PROVIDER_GAMES_LIMIT },
        signal,
      }).then((payload) => payload.list),
    staleTime: 10 * 60_000,
  });
}

/**
 * The casino game a free-spins gift is played on, found by its provider's code and the game's code
 * there (a gift names them as the provider knows them); null until found or when unknown.
 */
export function useSpinGame(providerCode: string | null, externalId: string | undefined) {
  const providers = useDictionaries().data?.casino.providers;
  const providerId = providers?.find((provider) => provider.code === providerCode)?.id ?? null;
  const games = useQuery({
    ...providerGamesQueryOptions(providerId ?? 0),
    enabled: providerId !== null && externalId !== undefined,
  });
  return games.data?.find((game) => game.external_id === externalId) ?? null;
}
