import type { Country } from '@meridian/contract/dictionaries';
import { useEffect, useId, useMemo } from 'react';
import { useDictionaries } from '../../api/get-dictionaries';
import { useTranslation } from '../../i18n/use-translation';
import styles from './form.module.css';
import { dialingCode, formatNational, phoneCountries, toE164, usePhoneLib } from './phone';
import { TextField } from './text-field';

export interface PhoneValue {
  countryId: number | null;
  national: string;
  /** The full number when it is valid for the country, else null. */
  e164: string | null;
}

interface PhoneFieldProps {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  defaultCountryId?: number;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Countries the player may pick; all with a dialing code by default. */
  countries?: Country[];
}

/** A dialing-code picker and a national number, checked and formatted for the chosen country. */
export function PhoneField({
  value,
  onChange,
  defaultCountryId,
  error,
  required,
  disabled,
  countries,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const lib = usePhoneLib();
  const dictionaries = useDictionaries();
  const options = useMemo(
    () => countries ?? phoneCountries(dictionaries.data?.countries ?? []),
    [countries, dictionaries.data],
  );
  const country = options.find((item) => item.id === value.countryId) ?? null;

  useEffect(() => {
    if (value.countryId !== null || options.length === 0) return;
    const initial = options.find((item) => item.id === defaultCountryId) ?? options[0];
    if (initial) onChange({ ...value, countryId: initial.id });
  }, [value, options, defaultCountryId, onChange]);

  const update = (countryId: number | null, national: string) => {
    const next = options.find((item) => item.id === countryId) ?? null;
    const formatted = lib && next ? formatNational(lib, next, national) : national;
    onChange({ countryId, national: formatted, e164: lib && next ? toE164(lib, next, formatted) : null });
  };

  const picker = (
    <>
      <label htmlFor={selectId} className="visually-hidden">
        {t('auth.phoneCountry')}
      </label>
      <select
        id={selectId}
        className={`${styles.input} ${styles.select}`}
        value={value.countryId ?? ''}
        disabled={disabled || options.length === 0}
        onChange={(event) => update(Number(event.target.value), value.national)}
      >
        {options.map((item) => (
          <option key={item.id} value={item.id}>
            {`${item.code.toUpperCase()} ${dialingCode(item)}`}
          </option>
        ))}
      </select>
    </>
  );

  return (
    <TextField
      label={t('auth.phone')}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value.national}
      onValueChange={(national) => update(value.countryId, national)}
      placeholder={country ? dialingCode(country) : undefined}
      error={error}
      required={required}
      disabled={disabled}
      addon={picker}
    />
  );
}

export const emptyPhone: PhoneValue = { countryId: null, national: '', e164: null };
