import type { Match, Source } from '@meridian/contract/events';
import { MatchRow } from '../../../shared/events/match-row';
import { FavoriteToggle } from '../../../shared/favorites/favorite-toggle';
import { useFormFactor } from '../../../shared/form-factor/form-factor';
import styles from './search-group.module.css';

/** The live or the line matches found; nothing when that group found none. */
export function SearchGroup({ title, source, matches }: { title: string; source: Source; matches: Match[] }) {
  const markets = useFormFactor() === 'desktop' ? 'main' : 'main_mobile';
  if (matches.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.title}>
        {title} <span className={styles.count}>{matches.length}</span>
      </h2>
      <div className={styles.list}>
        {matches.map((match) => (
          <MatchRow
            key={match.id}
            match={match}
            source={source}
            markets={markets}
            trailing={<FavoriteToggle match={match} />}
          />
        ))}
      </div>
    </section>
  );
}
