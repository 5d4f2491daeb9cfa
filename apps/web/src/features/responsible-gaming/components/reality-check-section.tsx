import { RG_REALITY_CHECK_MINUTES, type RgState } from '@meridian/contract/responsible-gaming';
import { useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { notify } from '../../../shared/notifications/notification.store';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/form/select-field';
import { useSetRealityCheck } from '../api/set-reality-check';
import { useRgText } from '../i18n/responsible-gaming-texts';
import page from './responsible-gaming.module.css';

const OFF = 'off';

/** How often the reality check comes: off, or every 15 minutes to 2 hours since the sign-in. */
export function RealityCheckSection({ state }: { state: RgState }) {
  const t = useRgText();
  const { t: site } = useTranslation();
  const headingId = useId();
  const current = state.reality_check_minutes === null ? OFF : String(state.reality_check_minutes);
  const [value, setValue] = useState(current);
  const [shown, setShown] = useState(current);
  const [error, setError] = useState<string | null>(null);
  // A change saved here or elsewhere becomes the choice shown.
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }
  const save = useSetRealityCheck();
  const options = [
    { value: OFF, label: t('rg.reality.off') },
    ...RG_REALITY_CHECK_MINUTES.map((minutes) => ({ value: String(minutes), label: t(`rg.reality.every.${minutes}`) })),
  ];

  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t('rg.reality.title')}
      </h2>
      <p className={page.sectionText}>{t('rg.reality.about')}</p>
      <form
        className={page.inlineForm}
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (save.isPending || value === current) return;
          const minutes = value === OFF ? null : Number(value);
          save.mutate(minutes, {
            onSuccess: () =>
              notify.success(minutes === null ? t('rg.reality.savedOff') : t('rg.reality.savedOn', { count: minutes })),
            onError: (failure) =>
              setError(
                isApiError(failure) ? (failure.fieldError('minutes') ?? failure.message) : site('auth.error.generic'),
              ),
          });
        }}
      >
        <div className={page.grow}>
          <SelectField
            label={t('rg.reality.label')}
            value={value}
            options={options}
            error={error}
            onValueChange={(next) => {
              setValue(next);
              setError(null);
            }}
          />
        </div>
        <Button
          type="submit"
          variant="primary"
          className={page.inlineButton}
          disabled={value === current || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t('rg.save')}
        </Button>
      </form>
    </section>
  );
}
