import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TabPanel } from '../../../shared/ui/form/tabs';
import type { CasinoSection } from '../lib/game-paths';
import { appliedName, filterFromParams, type GamesFilter, withFilter } from '../lib/games-filter';
import { useCasinoSearchStore } from '../store/casino-search.store';
import { GameGrid } from './game-grid';
import { GamesFilters } from './games-filters';

interface GamesBrowserProps {
  section: CasinoSection;
  providerId?: number;
}

/**
 * A section's lobby: filters kept in the address (`type`, `category`, `provider`), so a filtered list
 * can be shared and comes back with the browser's back button, and the games they select. The
 * provider page passes its provider, which then is not a choice.
 */
export function GamesBrowser({ section, providerId }: GamesBrowserProps) {
  const panelId = useId();
  const [params, setParams] = useSearchParams();
  const searchText = useCasinoSearchStore((state) => state.texts[section]);
  const fromParams = filterFromParams(params);
  const type = fromParams.type;
  const categoryId = fromParams.categoryId;
  const selectedProvider = providerId ?? fromParams.providerId;
  const name = appliedName(searchText);
  const filter = useMemo<GamesFilter>(
    () => ({ type, categoryId, providerId: selectedProvider, name }),
    [type, categoryId, selectedProvider, name],
  );

  return (
    <>
      <GamesFilters
        section={section}
        filter={filter}
        panelId={panelId}
        withProvider={providerId === undefined}
        onChange={(change) => setParams((previous) => withFilter(previous, change), { replace: true })}
      />
      <TabPanel id={panelId} value={filter.type}>
        <GameGrid section={section} filter={filter} />
      </TabPanel>
    </>
  );
}
