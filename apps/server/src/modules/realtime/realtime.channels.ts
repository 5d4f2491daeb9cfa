import type { Source } from '@meridian/contract/events';
import { channelPattern, matchChannel, statisticsChannel, tournamentChannel } from '@meridian/contract/realtime';

/** A channel name of packages/contract/src/realtime.ts, parsed. */
export type Channel =
  | { kind: 'tournament'; name: string; source: Source; tournamentId: number }
  | { kind: 'match'; name: string; matchId: number }
  | { kind: 'statistics'; name: string; matchId: number }
  | { kind: 'tracker'; name: string; matchId: number };

/** The channel a name denotes, or null when the name is not one of the protocol's channels. */
export function parseChannel(name: string): Channel | null {
  if (!channelPattern.test(name)) return null;
  const [kind, a, b] = name.split(':');
  if (kind === 'tournament') return { kind, name, source: a as Source, tournamentId: Number(b) };
  if (kind === 'match' || kind === 'statistics' || kind === 'tracker') return { kind, name, matchId: Number(a) };
  return null;
}

/** Every channel whose subscribers a change of one match may concern. */
export function channelsOfChange(change: {
  matchId: number;
  tournamentId: number;
  before: Source | null;
  after: Source | null;
  statisticsChanged: boolean;
}): string[] {
  const names = [matchChannel(change.matchId)];
  if (change.before) names.push(tournamentChannel(change.before, change.tournamentId));
  if (change.after && change.after !== change.before) names.push(tournamentChannel(change.after, change.tournamentId));
  if (change.statisticsChanged) names.push(statisticsChannel(change.matchId));
  return names;
}
