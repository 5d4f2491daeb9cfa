import { LANGUAGES } from '@meridian/contract/constants';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { page } from '../../../shared/browser/page';
import { storeLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './footer.module.css';

/** Changing the language reloads the page so every text and cached answer comes in the new one. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const { data } = useDictionaries();
  const languages = data?.languages.length
    ? data.languages.map((language) => ({ code: language.code, name: language.native }))
    : LANGUAGES.map((code) => ({ code, name: code.toUpperCase() }));

  return (
    <label className={styles.picker}>
      <span className={styles.pickerLabel}>{t('footer.language')}</span>
      <select
        className={styles.select}
        value={i18n.language}
        onChange={(event) => {
          storeLanguage(event.target.value);
          page.reload();
        }}
      >
        {languages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
