import type { Market, Match, Source } from '@meridian/contract/events';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useLivePaused } from '../api/network.store';
import { FavoriteToggle } from '../favorites/favorite-toggle';
import type { FormFactor } from '../form-factor/form-factor';
import { useTranslation } from '../i18n/use-translation';
import { totalScore } from './match-clock';
import styles from './match-row.module.css';
import { MatchStatus } from './match-status';
import { OddsButton } from './odds-button';
import { eventPath } from './sport-paths';
import { TeamLine } from './team-line';

interface MatchRowProps {
  match: Match;
  /** Which list the row sits in; its links open the event card of that source. */
  source: Source;
  /** `main` shows up to three markets side by side (desktop), `main_mobile` the first one only. */
  markets?: 'main' | 'main_mobile';
  /** Controls at the end of the row; by default the favorite star (shown to signed-in players only). */
  trailing?: ReactNode;
}

const MARKETS_SHOWN = { main: 3, main_mobile: 1 } as const;

/**
 * A first guess of a row's height in a virtualized list, before the browser measures it: a row with
 * its markets, as laid out on a common screen of each layout (a phone's one market under the teams,
 * the desktop's three beside them).
 */
export const MATCH_ROW_ESTIMATE: Record<FormFactor, number> = { mobile: 140, desktop: 150 };

/** The markets a row shows: one per group, in the feed's order, those of the match's part. */
export function rowMarkets(match: Match, limit: number): Market[] {
  const seen = new Set<string>();
  const shown: Market[] = [];
  for (const market of match.markets) {
    if (market.part_id !== match.event_part_id || seen.has(market.group)) continue;
    seen.add(market.group);
    shown.push(market);
    if (shown.length === limit) break;
  }
  return shown;
}

/**
 * How many prices the row carries, in three sizes: the CSS gives every price room for odds like
 * 501.00 and keeps the markets beside the teams only when the row is wide enough for that many.
 */
function pricesSize(shown: Market[]): 's' | 'm' | 'l' {
  const outcomes = shown.reduce((sum, market) => sum + market.outcomes.length, 0);
  return outcomes <= 3 ? 's' : outcomes <= 6 ? 'm' : 'l';
}

/**
 * A match in a list: status, both teams (with the live score), the main prices and a link to every market.
 * A socket delta keeps the objects of matches it did not change, so only the rows that moved render again.
 */
export const MatchRow = memo(function MatchRow({ match, source, markets = 'main', trailing }: MatchRowProps) {
  const { t } = useTranslation();
  // Read once for the row's status and every price in it.
  const livePaused = useLivePaused();
  const shown = rowMarkets(match, MARKETS_SHOWN[markets]);
  const score = match.is_live ? totalScore(match) : null;
  const more = match.markets_count - shown.length;
  const path = eventPath(source, match);
  const layout = markets === 'main' ? styles.wide : styles.narrow;

  return (
    <article className={styles.row} aria-label={match.name} data-match-id={match.id}>
      <div className={`${styles.grid} ${layout}`} data-prices={pricesSize(shown)}>
        <div className={styles.status}>
          <MatchStatus match={match} livePaused={livePaused} />
        </div>
        <Link to={path} className={styles.teams}>
          <TeamLine
            name={match.team_home.name}
            logo={match.team_home.logo}
            redCards={match.info.red_cards.home}
            score={match.is_live ? (score?.home ?? 0) : null}
          />
          <TeamLine
            name={match.team_away.name}
            logo={match.team_away.logo}
            redCards={match.info.red_cards.away}
            score={match.is_live ? (score?.away ?? 0) : null}
          />
        </Link>
        <div className={styles.markets}>
          {shown.length === 0 ? (
            <span className={styles.noMarkets}>{t('event.noMarkets')}</span>
          ) : (
            shown.map((market) => (
              <fieldset key={market.id} className={styles.market}>
                <legend className={styles.marketName}>{market.name}</legend>
                <div className={styles.outcomes}>
                  {market.outcomes.map((outcome) => (
                    <OddsButton
                      key={outcome.id}
                      match={match}
                      market={market}
                      outcome={outcome}
                      stacked={markets === 'main'}
                      livePaused={livePaused}
                    />
                  ))}
                </div>
              </fieldset>
            ))
          )}
        </div>
        <div className={styles.end}>
          {more > 0 && (
            <Link to={path} className={styles.more} aria-label={t('event.moreMarkets', { count: more })}>
              +{more}
            </Link>
          )}
          {trailing ?? <FavoriteToggle match={match} />}
        </div>
      </div>
    </article>
  );
});
