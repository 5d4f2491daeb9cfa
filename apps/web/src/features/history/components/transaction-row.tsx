import type { Transaction } from '@meridian/contract/payments';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useFormatDateTime } from '../../../shared/format/format-date-time';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { TransactionStatusId } from '../lib/history-filter';
import styles from './history-rows.module.css';
import { StatusBadge, transactionStatusTone } from './status-badge';

/** One deposit or withdrawal: type, time, amount with its currency, status and its reason. */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const formatDateTime = useFormatDateTime();
  const { t } = useTranslation();
  const { format: money } = useMoney();
  const deposit = transaction.type === 'deposit';
  const Icon = deposit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className={`${styles.item} ${styles.row} ${styles.static}`}>
      <span className={styles.head}>
        <span className={styles.title}>
          <Icon aria-hidden size={16} className={deposit ? styles.in : styles.out} />
          {t(`history.transaction.${transaction.type}`)}
        </span>
        <StatusBadge
          tone={transactionStatusTone(transaction.status_id)}
          label={t(`history.transactionStatus.${transaction.status_id as TransactionStatusId}`)}
        />
      </span>
      <span className={styles.meta}>
        <span>#{transaction.id}</span>
        <time dateTime={new Date(transaction.created_at * 1000).toISOString()}>
          {formatDateTime(transaction.created_at)}
        </time>
      </span>
      <span className={styles.figures}>
        <span className={styles.figure}>
          <span className={styles.figureLabel}>{t('history.transaction.amount')}</span>
          <span className={styles.strong}>
            {deposit ? '+' : '−'}
            {money(transaction.amount, transaction.currency_id)}
          </span>
        </span>
      </span>
      {transaction.status_reason && (
        <span className={styles.reason}>{t('history.transaction.reason', { reason: transaction.status_reason })}</span>
      )}
    </li>
  );
}
