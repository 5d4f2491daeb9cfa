import type { CasinoGame } from '@meridian/contract/casino';
import { useRef } from 'react';
import { useInView } from '../../../shared/hooks/use-in-view';
import type { CasinoProvider } from '../api/get-casino-dictionaries';
import { useLiveTable } from '../hooks/use-live-table';
import { GameTile } from './game-tile';
import { LiveTableDetails } from './live-table-details';
import { LiveTableOverlay } from './live-table-overlay';

interface LiveGameTileProps {
  game: CasinoGame;
  /** The game's provider; undefined while the providers load, null when there is none. */
  provider: CasinoProvider | null | undefined;
  eager?: boolean;
}

/** Tiles a little below the screen subscribe already, so a scrolled-to tile is filled in. */
const IN_VIEW_MARGIN = '200px 0px';

/**
 * A live table's tile (spec 001 §3): the game's tile with the table's live state, subscribed to
 * (by its `external_id`, the studio's table id) while the tile is on screen.
 */
export function LiveGameTile({ game, provider, eager }: LiveGameTileProps) {
  const box = useRef<HTMLDivElement>(null);
  const onScreen = useInView(box, IN_VIEW_MARGIN);
  const table = useLiveTable(provider === undefined ? undefined : (provider?.code ?? null), game.external_id, onScreen);
  return (
    <GameTile
      section="live"
      game={game}
      providerName={provider?.name ?? null}
      eager={eager}
      dimmed={table.frame?.status === 'offline'}
      overlay={<LiveTableOverlay frame={table.frame} status={table.status} boxRef={box} />}
      details={<LiveTableDetails table={table} />}
    />
  );
}
