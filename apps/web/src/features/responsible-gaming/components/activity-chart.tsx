import type { RgActivity } from '@meridian/contract/responsible-gaming';
import { useMoney } from '../../../shared/format/use-money';
import { usePeriodLabel } from '../hooks/use-period-label';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { signedAmount } from '../lib/signed-amount';
import styles from './activity.module.css';

/** The drawing's own units: each period a slot this wide, the whole this tall. */
const SLOT = 10;
const BAR = 6;
const HEIGHT = 100;

/**
 * The net result of each period as a bar, up for a win and down for a loss, from a line at zero. Plain
 * SVG: one picture to screen readers, which read the same numbers in the table below it.
 */
export function ActivityChart({ activity }: { activity: RgActivity }) {
  const t = useRgText();
  const money = useMoney();
  const label = usePeriodLabel(activity.group);
  const rows = activity.list;
  const nets = rows.map((row) => Number(row.net));
  const top = Math.max(0, ...nets);
  const bottom = Math.max(0, ...nets.map((net) => -net));
  const span = top + bottom || 1;
  const zeroY = (top / span) * HEIGHT;
  const width = Math.max(1, rows.length) * SLOT;
  const first = rows[0];
  const last = rows[rows.length - 1];
  const from = first ? label(first.period) : '';
  const to = last ? label(last.period) : '';

  return (
    <figure className={styles.figure}>
      <svg
        role="img"
        aria-label={t(`rg.activity.chart.${activity.group}`, { from, to })}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className={styles.chart}
      >
        {rows.map((row, index) => {
          const net = nets[index] ?? 0;
          const height = net === 0 ? 0 : Math.max(0.75, (Math.abs(net) / span) * HEIGHT);
          return (
            <rect
              key={row.period}
              x={index * SLOT + (SLOT - BAR) / 2}
              y={net > 0 ? zeroY - height : zeroY}
              width={BAR}
              height={height}
              className={net > 0 ? styles.won : styles.lost}
            >
              <title>{`${label(row.period)}: ${signedAmount(row.net, (amount) => money.format(amount, activity.currency_id))}`}</title>
            </rect>
          );
        })}
        <line x1={0} x2={width} y1={zeroY} y2={zeroY} className={styles.zero} vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.range}>
          {from} – {to}
        </span>
        <span className={styles.legend} aria-hidden>
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.wonSwatch}`} />
            {t('rg.activity.won')}
          </span>
          <span className={styles.key}>
            <span className={`${styles.swatch} ${styles.lostSwatch}`} />
            {t('rg.activity.lost')}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
