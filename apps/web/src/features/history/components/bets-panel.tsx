import { ReceiptText, SearchX } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { useBetHistory } from '../api/get-bet-history';
import { isBetFilterNarrowed } from '../lib/history-filter';
import { useHistoryFilterStore } from '../store/history-filter.store';
import { BetRow } from './bet-row';
import { FilterBar } from './filter-bar';
import { HistoryMessage } from './history-message';
import { HistoryTab } from './history-tab';

/** The bets tab: the filter, then the bets 10 at a time, newest first. */
export function BetsPanel() {
  const { t } = useTranslation();
  const filter = useHistoryFilterStore((state) => state.bets);
  const open = usePopupStore((state) => state.open);
  const bets = useBetHistory(filter);
  const narrowed = isBetFilterNarrowed(filter);
  const choices = [
    filter.feedType === 'all' ? null : t(`history.feed.${filter.feedType}`),
    filter.betType === null ? null : t(`history.betType.${filter.betType}`),
    filter.status === null ? null : t(`history.betStatus.${filter.status}`),
  ].filter((choice) => choice !== null);

  return (
    <HistoryTab
      history={bets}
      filterBar={
        <FilterBar choices={choices} range={filter.range} narrowed={narrowed} onOpen={() => open('BetFilter')} />
      }
      rowHeight={112}
      empty={
        narrowed ? (
          <HistoryMessage
            icon={<SearchX size={32} />}
            title={t('history.bets.noMatching')}
            text={t('history.bets.noMatchingHint')}
          />
        ) : (
          <HistoryMessage
            icon={<ReceiptText size={32} />}
            title={t('history.bets.empty')}
            text={t('history.bets.emptyHint')}
          />
        )
      }
      label={t('history.bets.list')}
      row={(bet) => <BetRow key={bet.id} bet={bet} />}
    />
  );
}
