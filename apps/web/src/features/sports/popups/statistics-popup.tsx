import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import type { StatisticsPopupData } from '../../../shared/popups/statistics-popup-data';
import { Dialog } from '../../../shared/ui/dialog';
import { StatisticsPanel } from '../components/statistics-panel';

function isStatisticsPopupData(data: unknown): data is StatisticsPopupData {
  return typeof data === 'object' && data !== null && typeof (data as StatisticsPopupData).matchId === 'number';
}

/** The Statistics popup (spec 001 §2): titled statistics, no footer. */
export function StatisticsPopup({ data, onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('popup.Statistics')} onClose={onClose} isTop={isTop}>
      {isStatisticsPopupData(data) ? (
        <StatisticsPanel matchId={data.matchId} live={data.live} header={data.header} />
      ) : (
        <p>{t('statistics.empty')}</p>
      )}
    </Dialog>
  );
}
