import { useTranslation } from '../i18n/use-translation';
import styles from './team-line.module.css';

interface TeamLineProps {
  name: string;
  logo: string;
  redCards: number;
  score: number | null;
}

/** One side of a match: logo, name, red cards and (live) goals. */
export function TeamLine({ name, logo, redCards, score }: TeamLineProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.team}>
      {logo ? (
        <img className={styles.logo} src={logo} alt="" width={20} height={20} loading="lazy" />
      ) : (
        <span className={styles.logo} aria-hidden />
      )}
      <span className={styles.name}>{name}</span>
      {redCards > 0 && (
        <span className={styles.redCard} role="img" aria-label={t('event.redCards', { count: redCards })}>
          {redCards}
        </span>
      )}
      {score !== null && <span className={styles.score}>{score}</span>}
    </span>
  );
}
