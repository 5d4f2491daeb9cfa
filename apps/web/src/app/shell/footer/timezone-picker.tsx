import { useTranslation } from 'react-i18next';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { useTimezone } from '../../../shared/format/timezone.store';
import styles from './footer.module.css';

export function TimezonePicker() {
  const { t } = useTranslation();
  const { data } = useDictionaries();
  const timezone = useTimezone((state) => state.timezone);
  const setTimezone = useTimezone((state) => state.setTimezone);
  const zones = data?.timezones ?? [];
  // The browser's zone may be missing from the list; it must still show as selected.
  const options = zones.some((zone) => zone.zone === timezone) ? zones : [{ zone: timezone, name: timezone }, ...zones];

  return (
    <label className={styles.picker}>
      <span className={styles.pickerLabel}>{t('footer.timezone')}</span>
      <select className={styles.select} value={timezone} onChange={(event) => setTimezone(event.target.value)}>
        {options.map((zone) => (
          <option key={zone.zone} value={zone.zone}>
            {zone.name}
          </option>
        ))}
      </select>
    </label>
  );
}
