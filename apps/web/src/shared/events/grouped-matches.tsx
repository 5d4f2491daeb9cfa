import type { Match, Source } from '@meridian/contract/events';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { useDictionaries } from '../api/get-dictionaries';
import { useFormFactor } from '../form-factor/form-factor';
import { flattenGroups, groupMatches, type ListItem } from './group-matches';
import styles from './grouped-matches.module.css';
import { MATCH_ROW_ESTIMATE, MatchRow } from './match-row';
import { listPath } from './sport-paths';
import { VirtualList } from './virtual-list';

interface GroupedMatchesProps {
  matches: Match[];
  source: Source;
  markets: 'main' | 'main_mobile';
  label: string;
  /** Render only what is near the viewport (long lists); the top page's ten rows need not. */
  virtualize?: boolean;
}

const HEADER_ESTIMATES = { sport: 48, tournament: 38 } as const;

/** Matches under sport and tournament headers, each header linking to its list. */
export function GroupedMatches({ matches, source, markets, label, virtualize = false }: GroupedMatchesProps) {
  const dictionaries = useDictionaries();
  const formFactor = useFormFactor();
  const sports = new Map((dictionaries.data?.sports ?? []).map((sport) => [sport.id, sport]));
  const items = flattenGroups(groupMatches(matches));

  const renderItem = (item: ListItem) => {
    if (item.kind === 'sport') {
      const sport = sports.get(item.sportId);
      return (
        <h2 className={styles.sport}>
          {sport && (
            <span aria-hidden className={styles.icon} style={{ '--icon': `url("${sport.image}")` } as CSSProperties} />
          )}
          <Link to={listPath(source, item.sportId)} className={styles.sportLink}>
            {sport?.name ?? item.sportId}
          </Link>
        </h2>
      );
    }
    if (item.kind === 'tournament') {
      return (
        <h3 className={styles.tournament}>
          {item.tournament.image && (
            <img src={item.tournament.image} alt="" width={18} height={13} className={styles.flag} loading="lazy" />
          )}
          <Link to={listPath(source, item.sportId, item.tournament.id)} className={styles.tournamentLink}>
            {item.tournament.name}
          </Link>
        </h3>
      );
    }
    return <MatchRow match={item.match} source={source} markets={markets} />;
  };

  if (virtualize) {
    return (
      <VirtualList
        items={items}
        label={label}
        getKey={(item) => item.key}
        estimateSize={(item) => (item.kind === 'match' ? MATCH_ROW_ESTIMATE[formFactor] : HEADER_ESTIMATES[item.kind])}
        renderItem={renderItem}
      />
    );
  }
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => (
        <li key={item.key}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
