import {
  RG_COOLING_OFF_HOURS,
  RG_SESSION_MINUTES,
  type RgLimit,
  type RgLimitKind,
} from '@meridian/contract/responsible-gaming';
import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useMoney } from '../../../shared/format/use-money';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form/text-field';
import { useRgText } from '../i18n/responsible-gaming-texts';
import { type AmountInputError, amountInputText, parseAmountInput, parseWholeNumber } from '../lib/amount-input';
import styles from './limits.module.css';

interface LimitEditorProps {
  /** The limit's full name: the field's label. */
  name: string;
  kind: RgLimitKind;
  currencyId: number | null;
  limit: RgLimit | undefined;
  pending: boolean;
  /** The currency's code, named in the field's hint. */
  currencyCode: string;
  /** Sends the amount; rejects with the server's refusal. */
  onSubmit: (amount: number) => Promise<unknown>;
  onCancel: () => void;
}

const decimalSeparator = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';

/**
 * The field that sets, lowers or raises one limit: money in the currency's decimals, or whole minutes
 * for the session limit. Its own checks first, then the server's field errors under the field.
 */
export function LimitEditor({
  name,
  kind,
  currencyId,
  currencyCode,
  limit,
  pending,
  onSubmit,
  onCancel,
}: LimitEditorProps) {
  const t = useRgText();
  const { t: site, i18n } = useTranslation();
  const money = useMoney();
  const formId = useId();
  const fieldRef = useRef<HTMLDivElement>(null);
  const isSession = kind === 'session' || currencyId === null;
  const scale = isSession ? 0 : money.scale(currencyId);
  const [value, setValue] = useState(() =>
    limit ? amountInputText(Number(limit.amount), scale, decimalSeparator(i18n.language)) : '',
  );
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    fieldRef.current?.querySelector('input')?.focus();
  }, []);

  const amountError = (code: AmountInputError) => {
    if (code === 'decimals') return scale === 0 ? t('rg.error.whole') : t('rg.error.decimals', { count: scale });
    return t(`rg.error.${code}`);
  };

  const check = (): number | null => {
    if (isSession) {
      const minutes = parseWholeNumber(value, RG_SESSION_MINUTES.min, RG_SESSION_MINUTES.max);
      if (minutes === null) setError(t('rg.error.minutes', { ...RG_SESSION_MINUTES }));
      return minutes;
    }
    const parsed = parseAmountInput(value, scale);
    if (!parsed.ok) {
      setError(amountError(parsed.error));
      return null;
    }
    return parsed.minor;
  };

  const handleSubmit = () => {
    const amount = check();
    if (amount === null) return;
    if (limit && !limit.pending && amount === Number(limit.amount)) {
      setError(t('rg.error.same'));
      return;
    }
    onSubmit(amount).catch((failure: unknown) => {
      if (!isApiError(failure)) return setFormError(site('auth.error.generic'));
      const field = failure.fieldError('amount');
      if (field) setError(field);
      else setFormError(failure.fieldError('period') ?? failure.fieldError('currency_id') ?? failure.message);
    });
  };

  const affixes = isSession ? null : money.affixes(currencyId);
  const unit = isSession ? t('rg.unit.minutes') : (affixes?.prefix || affixes?.suffix || '').trim();
  const hint = isSession
    ? t('rg.limit.sessionHint', { ...RG_SESSION_MINUTES, hours: RG_COOLING_OFF_HOURS })
    : t('rg.limit.moneyHint', { currency: currencyCode, hours: RG_COOLING_OFF_HOURS });

  return (
    <form
      id={formId}
      className={styles.editor}
      aria-label={name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) handleSubmit();
      }}
    >
      <div ref={fieldRef}>
        <TextField
          label={name}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            setError(null);
            setFormError(null);
          }}
          inputMode={isSession ? 'numeric' : 'decimal'}
          autoComplete="off"
          error={error}
          hint={hint}
          addon={
            unit ? (
              <span className={styles.unit} aria-hidden>
                {unit}
              </span>
            ) : undefined
          }
        />
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <div className={styles.editorButtons}>
        <Button type="submit" variant="primary" size="sm" disabled={pending} aria-busy={pending || undefined}>
          {t('rg.save')}
        </Button>
        <Button size="sm" onClick={onCancel}>
          {t('rg.cancel')}
        </Button>
      </div>
    </form>
  );
}
