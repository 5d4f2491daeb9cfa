import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { TabPanel, Tabs } from '../../../shared/ui/form/tabs';
import { PageHeading } from '../../../shared/ui/page-heading';
import { useBonusWalletActive } from '../api/get-active-wallet';
import { BetsPanel } from '../components/bets-panel';
import styles from '../components/history.module.css';
import { TransactionsPanel } from '../components/transactions-panel';

export type HistoryTab = 'bets' | 'transactions';
/** The query parameter that keeps the open tab across a reload. */
export const HISTORY_TAB_PARAM = 'tab';

/** /profile/history: the player's bets and transactions, each with its filter (spec 001 §2). */
export function HistoryPage() {
  const { t } = useTranslation();
  const panelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  // Bonus money has no deposits or withdrawals: a bonus wallet shows its bets (spec 001 §4).
  const bonusWallet = useBonusWalletActive();
  const tab: HistoryTab =
    searchParams.get(HISTORY_TAB_PARAM) === 'transactions' && !bonusWallet ? 'transactions' : 'bets';

  const choose = (next: HistoryTab) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === 'bets') updated.delete(HISTORY_TAB_PARAM);
        else updated.set(HISTORY_TAB_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className={styles.page}>
      <PageHeading>{t('history.title')}</PageHeading>
      <Tabs
        label={t('history.sections')}
        value={tab}
        onChange={choose}
        panelId={panelId}
        tabs={[
          { value: 'bets', label: t('history.tab.bets') },
          { value: 'transactions', label: t('history.tab.transactions'), disabled: bonusWallet },
        ]}
      />
      {bonusWallet && <p className={styles.note}>{t('history.bonusWalletNote')}</p>}
      <TabPanel id={panelId} value={tab} className={styles.panel}>
        {tab === 'bets' ? <BetsPanel /> : <TransactionsPanel />}
      </TabPanel>
    </div>
  );
}
