import type { Match } from '@meridian/contract/events';
import type { ScreenHead } from '../../../shared/browser/page-name.store';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useTranslation } from '../../../shared/i18n/use-translation';

type HeadMatch = Pick<Match, 'name' | 'start_time' | 'tournament' | 'team_home' | 'team_away'>;

/** schema.org's SportsEvent for a match: what a search engine reads of the event page. */
export function sportsEvent(match: HeadMatch): Record<string, unknown> {
  const team = (name: string) => ({ '@type': 'SportsTeam', name });
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: match.name,
    startDate: new Date(match.start_time * 1000).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    homeTeam: team(match.team_home.name),
    awayTeam: team(match.team_away.name),
    competitor: [team(match.team_home.name), team(match.team_away.name)],
    superEvent: { '@type': 'SportsEvent', name: match.tournament.name },
  };
}

/** The event page's name, description and structured data, once its match is known. */
export function useEventHead(match: HeadMatch | null): ScreenHead {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  if (!match) return { name: null };
  return {
    name: match.name,
    description: t('meta.event', {
      name: match.name,
      league: match.tournament.name,
      date: format(match.start_time),
    }),
    structuredData: sportsEvent(match),
  };
}
