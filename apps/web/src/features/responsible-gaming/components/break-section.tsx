import { RG_TIMEOUT_DAYS, type RgExclusion } from '@meridian/contract/responsible-gaming';
import { useId, useState } from 'react';
import { usePopupStore } from '../../../shared/popups/popup.store';
import { Button } from '../../../shared/ui/button';
import { RadioGroup } from '../../../shared/ui/form/radio-group';
import { TextField } from '../../../shared/ui/form/text-field';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { parseWholeNumber } from '../lib/amount-input';
import { EXCLUSION_CHOICES, TIMEOUT_CHOICES } from '../lib/exclusion';
import styles from './break.module.css';
import page from './responsible-gaming.module.css';

const OTHER = 'other';
const choiceClasses = { group: styles.options, legend: styles.legend, option: styles.option };

/** A time-out of 24 hours, a week, six weeks or a typed number of days; confirmed in a popup. */
function TimeoutForm() {
  const t = useRgText();
  const headingId = useId();
  const open = usePopupStore((state) => state.open);
  const [choice, setChoice] = useState<string>(String(TIMEOUT_CHOICES[0]));
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className={page.panel}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const chosen =
          choice === OTHER ? parseWholeNumber(days, RG_TIMEOUT_DAYS.min, RG_TIMEOUT_DAYS.max) : Number(choice);
        if (chosen === null) {
          setError(t('rg.error.days', { ...RG_TIMEOUT_DAYS }));
          return;
        }
        open('ExclusionConfirm', { kind: 'timeout', days: chosen });
      }}
    >
      <h3 id={headingId} className={page.panelTitle}>
        {t('rg.timeout.title')}
      </h3>
      <p className={page.panelText}>{t('rg.timeout.about')}</p>
      <RadioGroup
        legend={t('rg.timeout.legend')}
        options={[
          ...TIMEOUT_CHOICES.map((days) => ({ value: String(days), label: t(`rg.timeout.option.${days}`) })),
          { value: OTHER, label: t('rg.timeout.other') },
        ]}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(null);
        }}
        classNames={choiceClasses}
      />
      {choice === OTHER && (
        <TextField
          label={t('rg.timeout.days')}
          value={days}
          onValueChange={(next) => {
            setDays(next);
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          hint={t('rg.timeout.daysHint', { ...RG_TIMEOUT_DAYS })}
          error={error}
        />
      )}
      <Button type="submit" className={styles.submit}>
        {t('rg.timeout.submit')}
      </Button>
    </form>
  );
}

/** A self-exclusion of 6 months to 5 years, or for good; confirmed in a popup. */
function SelfExclusionForm() {
  const t = useRgText();
  const headingId = useId();
  const open = usePopupStore((state) => state.open);
  const [choice, setChoice] = useState<string>(String(EXCLUSION_CHOICES[0]));

  return (
    <form
      className={page.panel}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        open('ExclusionConfirm', { kind: 'self_exclusion', months: choice === 'null' ? null : Number(choice) });
      }}
    >
      <h3 id={headingId} className={page.panelTitle}>
        {t('rg.exclusion.title')}
      </h3>
      <p className={page.panelText}>{t('rg.exclusion.about')}</p>
      <RadioGroup
        legend={t('rg.exclusion.legend')}
        options={EXCLUSION_CHOICES.map((months) => ({
          value: String(months),
          label: months === null ? t('rg.exclusion.option.permanent') : t(`rg.exclusion.option.${months}`),
        }))}
        value={choice}
        onChange={setChoice}
        classNames={choiceClasses}
      />
      <Button type="submit" className={styles.submit}>
        {t('rg.exclusion.submit')}
      </Button>
    </form>
  );
}

/**
 * Time-out and self-exclusion, each behind a confirmation that says what happens. A permanent
 * self-exclusion in force leaves nothing to choose; a timed one can be made longer.
 */
export function BreakSection({ exclusion }: { exclusion: RgExclusion | null }) {
  const t = useRgText();
  const headingId = useId();
  const permanent = exclusion?.kind === 'self_exclusion' && exclusion.ends_at === null;
  return (
    <section className={page.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t('rg.break.title')}
      </h2>
      <p className={page.sectionText}>{t('rg.break.about')}</p>
      {exclusion && !permanent && <p className={page.note}>{t('rg.inForce.extend')}</p>}
      {!permanent && (
        <div className={page.panels}>
          <TimeoutForm />
          <SelfExclusionForm />
        </div>
      )}
    </section>
  );
}
