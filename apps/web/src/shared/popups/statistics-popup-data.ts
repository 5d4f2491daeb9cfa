import type { StatisticsHeader } from '../events/statistics-header';

/**
 * What opens the Statistics popup: the match, whether it is live, and the teams when known.
 * Here rather than beside the popup because results and sports both open it by name.
 */
export interface StatisticsPopupData {
  matchId: number;
  live: boolean;
  header?: StatisticsHeader;
}
