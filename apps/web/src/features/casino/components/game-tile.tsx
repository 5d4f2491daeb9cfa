import type { CasinoGame } from '@meridian/contract/casino';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../shared/ui/button';
import { useCasinoText } from '../i18n/casino-texts';
import { type CasinoSection, gamePath } from '../lib/game-paths';
import styles from './game-tile.module.css';
import { LiveTableDetailsSkeleton } from './live-table-details';

interface GameTileProps {
  section: CasinoSection;
  game: CasinoGame;
  providerName: string | null;
  /** The first tiles of the lobby are in the first screen: their art loads eagerly. */
  eager?: boolean;
  /** Drawn over the art (a live table's results). */
  overlay?: ReactNode;
  /** Lines under the provider (a live table's status and limits). */
  details?: ReactNode;
  /** The art is dimmed (a live table that is closed). */
  dimmed?: boolean;
}

/** One game of the lobby: its art, name, provider, new and top badges, and play and demo links. */
export function GameTile({
  section,
  game,
  providerName,
  eager = false,
  overlay,
  details,
  dimmed = false,
}: GameTileProps) {
  const t = useCasinoText();
  return (
    <li className={styles.tile}>
      <article aria-label={game.name} className={styles.card}>
        <div className={dimmed ? `${styles.art} ${styles.dimmed}` : styles.art}>
          <img
            src={game.image}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
          />
          {(game.is_new || game.is_top) && (
            <div className={styles.badges}>
              {game.is_top && <span className={`${styles.badge} ${styles.top}`}>{t('casino.badge.top')}</span>}
              {game.is_new && <span className={`${styles.badge} ${styles.new}`}>{t('casino.badge.new')}</span>}
            </div>
          )}
          {overlay}
        </div>
        <div className={styles.body}>
          <h3 className={styles.name}>{game.name}</h3>
          <p className={styles.provider}>{providerName}</p>
          {details}
          <div className={styles.actions}>
            <Link
              to={gamePath(section, game.id)}
              aria-label={t('casino.tile.playName', { name: game.name })}
              className={buttonClassName({ variant: 'primary', size: 'sm' }, styles.action)}
            >
              {t('casino.tile.play')}
            </Link>
            {game.has_demo && (
              <Link
                to={gamePath(section, game.id, 'demo')}
                aria-label={t('casino.tile.demoName', { name: game.name })}
                className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.action)}
              >
                {t('casino.tile.demo')}
              </Link>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}

/**
 * A tile's stand-in while the lobby loads: the same box, so nothing moves when the games arrive (a
 * live table's tile has its two lines of live state more).
 */
export function GameTileSkeleton({ live = false }: { live?: boolean }) {
  return (
    <li className={styles.tile} aria-hidden>
      <div className={styles.card}>
        <div className={`${styles.art} ${styles.placeholder}`} />
        <div className={styles.body}>
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.short}`} />
          {live && <LiveTableDetailsSkeleton />}
          <div className={styles.actions}>
            <span className={`${styles.action} ${styles.actionPlaceholder} ${styles.placeholder}`} />
          </div>
        </div>
      </div>
    </li>
  );
}
