import type { Ref } from 'react';
import { useCasinoText } from '../i18n/casino-texts';
import type { LiveTableStatus } from '../lib/live-casino';
import { liveResults } from '../lib/live-results';
import type { LiveTableFrame } from '../lib/live-tables';
import styles from './live-table.module.css';

/** Beads the strip holds at most; those that do not fit the tile's width are cut off. */
const SHOWN_RESULTS = 10;

const BACCARAT_NAMES = {
  P: 'casino.live.baccarat.player',
  B: 'casino.live.baccarat.banker',
  T: 'casino.live.baccarat.tie',
} as const;
const BACCARAT_SHORT = {
  P: 'casino.live.baccarat.playerShort',
  B: 'casino.live.baccarat.bankerShort',
  T: 'casino.live.baccarat.tieShort',
} as const;

/** Blackjack's seats, taken and free, and how many are free. */
function Seats({ seated, free }: { seated: number; free: number }) {
  const t = useCasinoText();
  const total = seated + free;
  return (
    <div className={styles.seats} role="img" aria-label={t('casino.live.seatsTaken', { seated, total })}>
      <span className={styles.seatRow}>
        {Array.from({ length: total }, (_, seat) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <span key={seat} className={seat < seated ? `${styles.seat} ${styles.taken}` : styles.seat} />
        ))}
      </span>
      <span className={styles.free}>{free > 0 ? t('casino.live.free', { count: free }) : t('casino.live.full')}</span>
    </div>
  );
}

/** The latest results, newest first: roulette pockets in colour, baccarat winners, wheel values. */
function Results({ frame }: { frame: LiveTableFrame }) {
  const t = useCasinoText();
  const beads = liveResults(frame, SHOWN_RESULTS);
  if (beads.length === 0) return null;
  return (
    <ol className={styles.results} aria-label={t('casino.live.results')}>
      {beads.map((bead, index) => {
        const side = bead.label as keyof typeof BACCARAT_NAMES;
        const isBaccarat = bead.tone === 'player' || bead.tone === 'banker' || bead.tone === 'tie';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: results repeat; their place is their identity
          <li key={index} className={`${styles.bead} ${styles[bead.tone] ?? ''}`}>
            {isBaccarat ? (
              <>
                <span aria-hidden>{t(BACCARAT_SHORT[side])}</span>
                <span className="visually-hidden">{t(BACCARAT_NAMES[side])}</span>
              </>
            ) : (
              bead.label
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Drawn over a live tile's art: the table's latest results, or at blackjack its seats, on a strip
 * along the bottom. The box is always there (the tile watches it to know it is on screen).
 */
interface LiveTableOverlayProps {
  frame: LiveTableFrame | null;
  /** The table's state (spec 001 §4), for whoever inspects the page. */
  status: LiveTableStatus;
  boxRef: Ref<HTMLDivElement>;
}

export function LiveTableOverlay({ frame, status, boxRef }: LiveTableOverlayProps) {
  const value = frame?.value;
  const seats =
    value?.tableType === 'BLACKJACK' && value.totalSeatedPlayers !== null && value.availableSeats !== null
      ? { seated: value.totalSeatedPlayers, free: value.availableSeats }
      : null;
  return (
    <div ref={boxRef} className={styles.overlay} data-table-state={status}>
      {frame && frame.status !== 'unknown_currency' && (
        <div className={styles.strip}>{seats ? <Seats {...seats} /> : <Results frame={frame} />}</div>
      )}
    </div>
  );
}
