import type { Match, Source } from '@meridian/contract/events';
import type { MatchDelta } from '@meridian/contract/realtime';
import { tournamentChannel } from '@meridian/contract/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { applyDeltasToList } from '../realtime/apply-match-delta';
import { useFrameBatch } from '../realtime/frame-batch';
import { useChannel, useChannels } from '../realtime/realtime';
import type { ChannelFrame } from '../realtime/realtime-client';

function snapshotMatches(frame: ChannelFrame): Match[] | null {
  return frame.type === 'snapshot' && 'list' in frame.data ? (frame.data.list as Match[]) : null;
}

function updateDeltas(frame: ChannelFrame): MatchDelta[] | null {
  return frame.type === 'update' && 'deltas' in frame.data ? frame.data.deltas : null;
}

/**
 * Keeps one tournament's cached list live: the snapshot replaces it, deltas change it (those that
 * arrive between two frames together, in one update). `accept` tells which of the channel's matches
 * belong in this list (the time range of a line list).
 */
export function useTournamentChannel(
  source: Source,
  tournamentId: number,
  queryKey: QueryKey,
  accept: (match: Match) => boolean,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const batch = useFrameBatch<MatchDelta>((deltas) =>
    queryClient.setQueryData<Match[]>(queryKey, (list) => list && applyDeltasToList(list, deltas, { accept })),
  );
  useChannel(enabled ? tournamentChannel(source, tournamentId) : null, (frame) => {
    const snapshot = snapshotMatches(frame);
    if (snapshot) {
      // The snapshot is newer than every delta still waiting for its frame.
      batch.cancel();
      queryClient.setQueryData<Match[]>(queryKey, snapshot.filter(accept));
      return;
    }
    const deltas = updateDeltas(frame);
    if (deltas) batch.push(deltas);
  });
}

/**
 * Keeps a fixed selection of matches live (best matches): each shown match's tournament channel
 * updates or removes it; matches the channel brings in are not added, the selection is the server's.
 * A selection whose last match leaves it (they ended, or a snapshot after a reconnect no longer has
 * them) asks the server for the selection again: while the socket is up nothing polls it, and the
 * channels follow the matches shown, so an empty selection has no channel to refill it. One that
 * only shrank keeps what it shows, with no call (a match ends every few seconds on a busy day).
 */
export function useMatchSelectionChannels(source: Source, matches: Match[] | undefined, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const channels = [...new Set((matches ?? []).map((match) => match.tournament.id))].map((id) =>
    tournamentChannel(source, id),
  );
  const update = (change: (list: Match[]) => Match[]) => {
    let emptied = false;
    queryClient.setQueryData<Match[]>(queryKey, (list) => {
      if (!list) return list;
      const next = change(list);
      emptied = next.length === 0 && list.length > 0;
      return next;
    });
    if (emptied) void queryClient.invalidateQueries({ queryKey, exact: true });
  };
  const batch = useFrameBatch<MatchDelta>((deltas) => update((list) => applyDeltasToList(list, deltas)));
  useChannels(channels, (frame) => {
    const snapshot = snapshotMatches(frame);
    if (snapshot) {
      // Deltas of the other channels still waiting for their frame go first.
      batch.flush();
      const tournamentId = Number(frame.channel.split(':')[2]);
      const fresh = new Map(snapshot.map((match) => [match.id, match]));
      update((list) =>
        list.flatMap((match) => {
          if (match.tournament.id !== tournamentId) return [match];
          const latest = fresh.get(match.id);
          return latest ? [latest] : [];
        }),
      );
      return;
    }
    const deltas = updateDeltas(frame);
    if (deltas) batch.push(deltas);
  });
}
