import { useState } from 'react';
import { defaultRange } from '../../../shared/date-range/date-range';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { PopupProps } from '../../../shared/popups/popup-props';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { ResultsFilterForm } from '../components/results-filter-form';
import { useResultsDays } from '../hooks/use-results-days';
import { initialResultsFilter, useResultsFilterStore } from '../store/results-filter.store';
import styles from './results-filter-popup.module.css';

/** The mobile ResultsFilter popup: the choice applies when the player confirms it. */
export function ResultsFilterPopup({ onClose, isTop }: PopupProps) {
  const { t } = useTranslation();
  const current = useResultsFilterStore();
  const days = useResultsDays();
  const [sportId, setSportId] = useState(current.sportId);
  const [range, setRange] = useState(days.range);

  const handleReset = () => {
    setSportId(initialResultsFilter().sportId);
    setRange(defaultRange(days.today, days.timeZone));
  };
  const handleApply = () => {
    current.apply({ sportId, range });
    onClose();
  };

  return (
    <Dialog title={t('popup.ResultsFilter')} onClose={onClose} isTop={isTop}>
      <ResultsFilterForm
        sportId={sportId}
        range={range}
        onSportChange={setSportId}
        onRangeChange={setRange}
        today={days.today}
        timeZone={days.timeZone}
      />
      <div className={styles.actions}>
        <Button onClick={handleReset}>{t('results.reset')}</Button>
        <Button variant="primary" onClick={handleApply}>
          {t('results.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
