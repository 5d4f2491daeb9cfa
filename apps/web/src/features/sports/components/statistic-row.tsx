import { barWeights, type StatisticRow as Row } from '../lib/statistics-rows';
import styles from './statistics-panel.module.css';

/** A score-type row with its two-sided bar, or a text row with its result. */
export function StatisticRow({ row, homeName, awayName }: { row: Row; homeName: string; awayName: string }) {
  if (row.kind === 'text') {
    return (
      <li className={styles.textRow}>
        <span className={styles.rowName}>{row.name}</span>
        <span className={styles.textResult}>{row.result}</span>
      </li>
    );
  }
  const weights = barWeights(row.home, row.away);
  return (
    <li className={styles.scoreRow} aria-label={`${row.name}: ${homeName} ${row.home}, ${awayName} ${row.away}`}>
      <div className={styles.scoreLine} aria-hidden>
        <span className={styles.value} data-leader={weights.leader === 'home' || undefined}>
          {row.home}
        </span>
        <span className={styles.rowName}>{row.name}</span>
        <span className={styles.value} data-leader={weights.leader === 'away' || undefined}>
          {row.away}
        </span>
      </div>
      <div className={styles.bar} aria-hidden>
        <span className={styles.half} data-side="home">
          <span
            className={styles.fill}
            data-leader={weights.leader === 'home' || undefined}
            style={{ width: `${weights.home}%` }}
          />
        </span>
        <span className={styles.half} data-side="away">
          <span
            className={styles.fill}
            data-leader={weights.leader === 'away' || undefined}
            style={{ width: `${weights.away}%` }}
          />
        </span>
      </div>
    </li>
  );
}
