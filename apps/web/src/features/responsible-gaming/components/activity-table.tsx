import type { MinorAmount } from '@meridian/contract/money';
import type { RgActivity } from '@meridian/contract/responsible-gaming';
import { useId } from 'react';
import { useMoney } from '../../../shared/format/use-money';
import { usePeriodLabel } from '../hooks/use-period-label';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { signedAmount } from '../lib/signed-amount';
import styles from './activity.module.css';

/** The statement's numbers, a row per period: what the chart draws, for reading and for screen readers. */
export function ActivityTable({ activity, currencyCode }: { activity: RgActivity; currencyCode: string }) {
  const t = useRgText();
  const money = useMoney();
  const label = usePeriodLabel(activity.group);
  const captionId = useId();
  const format = (amount: MinorAmount) => money.format(amount, activity.currency_id);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways, and the keyboard must reach it
    <section className={styles.tableScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.tableCaption}>
          {t('rg.activity.table', { currency: currencyCode })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('rg.activity.period')}</th>
            <th scope="col">{t('rg.activity.deposits')}</th>
            <th scope="col">{t('rg.activity.withdrawals')}</th>
            <th scope="col">{t('rg.activity.stakes')}</th>
            <th scope="col">{t('rg.activity.net')}</th>
          </tr>
        </thead>
        <tbody>
          {activity.list.map((row) => (
            <tr key={row.period}>
              <th scope="row">{label(row.period)}</th>
              <td>{format(row.deposits)}</td>
              <td>{format(row.withdrawals)}</td>
              <td>{format(row.stakes)}</td>
              <td data-sign={row.net > 0 ? 'won' : row.net < 0 ? 'lost' : undefined}>
                {signedAmount(row.net, format)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
