import type { Source } from '@meridian/contract/events';
import { useLocation } from 'react-router';

export interface SportRoute {
  /** The source of the page, or null outside the line and live screens. */
  source: Source | null;
  sportId: number | null;
  leagueId: number | null;
  eventId: number | null;
}

const PATH = /^\/(line|live)(?:\/(\d+))?(?:\/(\d+))?(?:\/(\d+))?/;

/** Reads source, sport, league and event from the path (the sidebar sits outside the routed screen). */
export function parseSportPath(pathname: string): SportRoute {
  const match = PATH.exec(pathname);
  const id = (value: string | undefined) => (value === undefined ? null : Number(value));
  return {
    source: (match?.[1] as Source | undefined) ?? null,
    sportId: id(match?.[2]),
    leagueId: id(match?.[3]),
    eventId: id(match?.[4]),
  };
}

export function useSportRoute(): SportRoute {
  return parseSportPath(useLocation().pathname);
}
