import { APP_VERSION } from '@meridian/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { useSettings } from '../../../shared/api/get-settings';
import { attributionCookies, readCookie } from '../../../shared/browser/attribution';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/form/checkbox';
import { Form } from '../../../shared/ui/form/form';
import { PhoneField, type PhoneValue } from '../../../shared/ui/form/phone-field';
import { SelectField } from '../../../shared/ui/form/select-field';
import { TextField } from '../../../shared/ui/form/text-field';
import { type RegistrationResult, register } from '../api/registration';
import { solveCaptcha } from '../captcha/solve-captcha';
import {
  birthdayBounds,
  defaultCurrencyFor,
  isBirthdayInBounds,
  isSignupComplete,
  type RegField,
  type RegistrationForm,
  type RegValues,
  signupCountries,
  signupCurrencies,
  signupFieldErrors,
  signupPayloadFields,
  visibleFields,
} from '../lib/signup-rules';

interface SignupRegisterStepProps {
  form: RegistrationForm;
  values: RegValues;
  onValuesChange: (values: RegValues) => void;
  onRegistered: (result: RegistrationResult) => void;
}

export function SignupRegisterStep({ form, values, onValuesChange, onRegistered }: SignupRegisterStepProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const dictionaries = useDictionaries();
  const countries = useMemo(() => signupCountries(dictionaries.data?.countries ?? []), [dictionaries.data]);
  const countryId = Number(values.country_id ?? settings.country_id);
  const country = countries.find((item) => item.id === countryId);
  const currencies = useMemo(
    () => signupCurrencies(dictionaries.data?.currencies ?? [], country),
    [dictionaries.data, country],
  );
  // Country and currency start on the player's country and its currency without a choice being made.
  const effective: RegValues = {
    ...values,
    country_id: values.country_id ?? String(countryId),
    currency_id: values.currency_id ?? String(defaultCurrencyFor(country, currencies)),
  };
  const [phone, setPhone] = useState<PhoneValue>({ countryId, national: '', e164: values.phone ?? null });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = (code: RegField['code'], value: string, extra: RegValues = {}) => {
    onValuesChange({ ...values, [code]: value, ...extra });
    setErrors((current) => ({ ...current, [code]: '' }));
  };

  const mutation = useMutation({
    mutationFn: async () =>
      register({
        type_id: form.reg_type,
        group_id: settings.partner_group,
        fields: signupPayloadFields(form, effective, readCookie(attributionCookies.btag)),
        app_v: APP_VERSION,
        captcha: await solveCaptcha(settings.services.captcha.provider),
      }),
    onSuccess: onRegistered,
    onError: (failure) => {
      if (!isApiError(failure) || failure.isNetworkError) {
        notify.error(t('auth.error.generic'));
        return;
      }
      const mapped = signupFieldErrors(failure.fieldErrors, form);
      if (mapped.captcha) notify.error(mapped.captcha);
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) notify.error(failure.message);
    },
  });

  const birthdayField = form.fields.find((item) => item.code === 'birthday');
  const birthdayOk = !values.birthday || !birthdayField || isBirthdayInBounds(values.birthday, birthdayField);
  const canSubmit = isSignupComplete(form, effective) && birthdayOk && !mutation.isPending;

  const renderField = (field: RegField) => {
    const common = { label: field.name, required: field.rules.is_required, error: errors[field.code] || null };
    switch (field.code) {
      case 'country_id':
        return (
          <SelectField
            {...common}
            value={String(countryId)}
            disabled={settings.geo.is_off_change_country}
            options={countries.map((item) => ({ value: String(item.id), label: item.name }))}
            onValueChange={(value) => {
              const next = countries.find((item) => item.id === Number(value));
              const nextCurrencies = signupCurrencies(dictionaries.data?.currencies ?? [], next);
              setPhone((current) => ({ ...current, countryId: next?.id ?? null, e164: null }));
              setValue('country_id', value, {
                currency_id: String(defaultCurrencyFor(next, nextCurrencies)),
                phone: '',
              });
            }}
          />
        );
      case 'currency_id':
        return (
          <SelectField
            {...common}
            value={effective.currency_id ?? ''}
            disabled={settings.geo.is_off_wallets}
            options={currencies.map((item) => ({ value: String(item.id), label: item.name_and_val || item.code }))}
            onValueChange={(value) => setValue('currency_id', value)}
          />
        );
      case 'phone':
        return (
          <PhoneField
            value={phone}
            countries={country ? [country] : countries}
            defaultCountryId={countryId}
            required={field.rules.is_required}
            error={errors.phone || null}
            onChange={(next) => {
              setPhone(next);
              setValue('phone', next.e164 ?? '');
            }}
          />
        );
      case 'first_bonus':
        return field.type === 'checkbox' ? (
          <Checkbox
            label={field.name}
            checked={values.first_bonus === '1'}
            onCheckedChange={(checked) => setValue('first_bonus', checked ? '1' : '0')}
          />
        ) : (
          <SelectField
            {...common}
            value={values.first_bonus ?? '0'}
            options={[
              { value: '0', label: t('signup.bonus.refuse') },
              { value: '1', label: t('signup.bonus.sport') },
              { value: '2', label: t('signup.bonus.casino') },
            ]}
            onValueChange={(value) => setValue('first_bonus', value)}
          />
        );
      case 'birthday': {
        const bounds = birthdayBounds(field);
        return (
          <TextField
            {...common}
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={values.birthday ?? ''}
            error={
              common.error ??
              (values.birthday && !isBirthdayInBounds(values.birthday, field) ? t('signup.error.birthday') : null)
            }
            // The birthday cannot be cleared once chosen (spec 000 §5); an empty value keeps the last one.
            onValueChange={(value) => {
              if (value) setValue('birthday', value);
            }}
          />
        );
      }
      default:
        return (
          <TextField
            {...common}
            type={field.code.startsWith('password') ? 'password' : field.code === 'email' ? 'email' : 'text'}
            autoComplete={field.code === 'email' ? 'email' : field.code.startsWith('password') ? 'new-password' : 'off'}
            placeholder={field.placeholder || undefined}
            // Until bonuses exist a code is only kept with the account; say so rather than accept it in silence.
            hint={field.code === 'promo_code' ? t('signup.promoHint') : undefined}
            value={values[field.code] ?? ''}
            onValueChange={(value) => setValue(field.code, value)}
          />
        );
    }
  };

  return (
    <Form canSubmit={canSubmit} onValidSubmit={() => mutation.mutate()}>
      {visibleFields(form).map((field) => (
        <div key={field.code}>{renderField(field)}</div>
      ))}
      <Button type="submit" variant="primary" block disabled={!canSubmit} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('app.loading') : form.reg_type === 3 ? t('auth.signup') : t('signup.continue')}
      </Button>
    </Form>
  );
}
