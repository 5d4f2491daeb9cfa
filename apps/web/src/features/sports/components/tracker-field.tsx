import type { TrackerState } from '@meridian/contract/realtime';
import styles from './match-tracker.module.css';

const W = 300;
const H = 160;

/** Where the ball is drawn along the field: the home side attacks to the right. */
function ballX(state: TrackerState, sportId: number): number {
  if (sportId === 2) {
    // Tennis: at the server's baseline.
    if (!state.server) return W / 2;
    return state.server === 'home' ? 28 : W - 28;
  }
  const possession = state.possession;
  if (!possession) return W / 2;
  const forward = { safe: 0.36, attack: 0.66, dangerous: 0.88 }[possession.zone];
  return possession.side === 'home' ? W * forward : W * (1 - forward);
}

/** The highlighted area: the attacked half, or its last third in a dangerous attack. */
function zoneRect(state: TrackerState): { x: number; width: number } | null {
  const possession = state.possession;
  if (!possession || possession.zone === 'safe') return null;
  const width = possession.zone === 'dangerous' ? W / 3 : W / 2;
  return { x: possession.side === 'home' ? W - width : 0, width };
}

function Markings({ sportId }: { sportId: number }) {
  if (sportId === 2) {
    return (
      <g className={styles.lines}>
        <rect x={12} y={14} width={W - 24} height={H - 28} />
        <line x1={12} y1={32} x2={W - 12} y2={32} />
        <line x1={12} y1={H - 32} x2={W - 12} y2={H - 32} />
        <line x1={W / 2 - 64} y1={32} x2={W / 2 - 64} y2={H - 32} />
        <line x1={W / 2 + 64} y1={32} x2={W / 2 + 64} y2={H - 32} />
        <line x1={W / 2 - 64} y1={H / 2} x2={W / 2 + 64} y2={H / 2} />
        <line className={styles.net} x1={W / 2} y1={8} x2={W / 2} y2={H - 8} />
      </g>
    );
  }
  if (sportId === 3) {
    return (
      <g className={styles.lines}>
        <rect x={8} y={8} width={W - 16} height={H - 16} />
        <line x1={W / 2} y1={8} x2={W / 2} y2={H - 8} />
        <circle cx={W / 2} cy={H / 2} r={18} />
        <rect x={8} y={H / 2 - 22} width={52} height={44} />
        <rect x={W - 60} y={H / 2 - 22} width={52} height={44} />
        <path d={`M 8 ${H / 2 - 62} A 66 66 0 0 1 8 ${H / 2 + 62}`} />
        <path d={`M ${W - 8} ${H / 2 - 62} A 66 66 0 0 0 ${W - 8} ${H / 2 + 62}`} />
        <circle cx={22} cy={H / 2} r={4} />
        <circle cx={W - 22} cy={H / 2} r={4} />
      </g>
    );
  }
  if (sportId === 4) {
    return (
      <g className={styles.rinkLines}>
        <rect x={8} y={8} width={W - 16} height={H - 16} rx={36} />
        <line className={styles.redLine} x1={W / 2} y1={8} x2={W / 2} y2={H - 8} />
        <line className={styles.blueLine} x1={W / 2 - 50} y1={8} x2={W / 2 - 50} y2={H - 8} />
        <line className={styles.blueLine} x1={W / 2 + 50} y1={8} x2={W / 2 + 50} y2={H - 8} />
        <circle cx={W / 2} cy={H / 2} r={16} />
        <line className={styles.redLine} x1={26} y1={20} x2={26} y2={H - 20} />
        <line className={styles.redLine} x1={W - 26} y1={20} x2={W - 26} y2={H - 20} />
        <rect x={18} y={H / 2 - 9} width={8} height={18} />
        <rect x={W - 26} y={H / 2 - 9} width={8} height={18} />
      </g>
    );
  }
  return (
    <g className={styles.lines}>
      <rect x={8} y={8} width={W - 16} height={H - 16} />
      <line x1={W / 2} y1={8} x2={W / 2} y2={H - 8} />
      <circle cx={W / 2} cy={H / 2} r={20} />
      <rect x={8} y={H / 2 - 40} width={40} height={80} />
      <rect x={W - 48} y={H / 2 - 40} width={40} height={80} />
      <rect x={8} y={H / 2 - 18} width={14} height={36} />
      <rect x={W - 22} y={H / 2 - 18} width={14} height={36} />
    </g>
  );
}

/** The pitch, court or rink with the side in possession and how far it got, drawn in SVG. */
export function TrackerField({ state, sportId }: { state: TrackerState; sportId: number }) {
  const zone = zoneRect(state);
  const side = state.possession?.side ?? state.server;
  const surface = sportId === 4 ? styles.ice : sportId === 3 || sportId === 2 ? styles.court : styles.pitch;
  return (
    <svg className={styles.field} viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
      <rect className={surface} x={0} y={0} width={W} height={H} rx={sportId === 4 ? 40 : 6} />
      {zone && (
        <rect
          key={`${state.possession?.side}-${state.possession?.zone}`}
          className={`${styles.zone} ${state.possession?.side === 'home' ? styles.home : styles.away} ${
            state.possession?.zone === 'dangerous' ? styles.dangerous : ''
          }`}
          x={zone.x}
          y={8}
          width={zone.width}
          height={H - 16}
        />
      )}
      <Markings sportId={sportId} />
      <g className={styles.ball} style={{ transform: `translate(${ballX(state, sportId)}px, ${H / 2}px)` }}>
        <circle className={side === 'away' ? styles.ballAway : styles.ballHome} r={11} />
        <circle className={styles.ballCore} r={5} />
      </g>
    </svg>
  );
}
