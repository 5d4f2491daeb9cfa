import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../sports/lib/format-odds';
import { useBetSlipStore } from '../store/betslip.store';
import styles from './selection-list.module.css';

/** The selections in the slip, each with its match, market, price and a remove button. */
export function SelectionList() {
  const { t } = useTranslation();
  const items = useBetSlipStore((state) => state.items);
  const remove = useBetSlipStore((state) => state.remove);
  return (
    <ul className={styles.list} aria-label={t('betslip.selections', { count: items.length })}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          <div className={styles.text}>
            <span className={styles.match}>{item.matchName}</span>
            <span className={styles.market}>{item.marketName}</span>
            <span className={styles.outcome}>{item.name}</span>
          </div>
          <span className={styles.odds}>{formatOdds(item.odds)}</span>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('odds.remove', {
              subject: t('odds.subject', { outcome: item.name, market: item.marketName }),
            })}
            onClick={() => remove(item.key)}
          >
            <X aria-hidden size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
