import { useState } from 'react';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { useTimezone } from '../../../shared/format/timezone.store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './footer.module.css';

/**
 * The time zone select. Its 400-odd options were almost half of the top page's elements, built on
 * every first load for a control few players open: until the pointer comes near it or it takes
 * focus (a click, a tap or the keyboard focuses it before its list opens), it holds only the
 * selected zone.
 */
export function TimezonePicker() {
  const { t } = useTranslation();
  const { data } = useDictionaries();
  const timezone = useTimezone((state) => state.timezone);
  const setTimezone = useTimezone((state) => state.setTimezone);
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
  const zones = data?.timezones ?? [];
  const current = zones.find((zone) => zone.zone === timezone);
  // The browser's zone may be missing from the list; it must still show as selected.
  const selected = current ?? { zone: timezone, name: timezone };
  const options = !opened ? [selected] : current ? zones : [selected, ...zones];

  return (
    <label className={`${styles.picker} ${styles.zonePicker}`}>
      <span className={styles.pickerLabel}>{t('footer.timezone')}</span>
      <select
        className={styles.select}
        value={timezone}
        onChange={(event) => setTimezone(event.target.value)}
        onFocus={open}
        onPointerEnter={open}
        onPointerDown={open}
      >
        {options.map((zone) => (
          <option key={zone.zone} value={zone.zone}>
            {zone.name}
          </option>
        ))}
      </select>
    </label>
  );
}
