import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Form } from '../../../shared/ui/form/form';
import { TextField } from '../../../shared/ui/form/text-field';
import styles from './code-form.module.css';

interface CodeFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  onSuccess: (answer: unknown) => void;
  /** More rules than "not empty", for example a set-up that must be ready first. */
  canSubmit?: boolean;
  children?: ReactNode;
  /** The children scroll on their own while the field and button stay in sight (in a `contentScrolls` dialog). */
  scrollChildren?: boolean;
}

/** One code field and a button: the error shows under the field and clears when it changes (spec 000 §5). */
export function CodeForm({
  label,
  submitLabel,
  onSubmit,
  onSuccess,
  canSubmit = true,
  children,
  scrollChildren = false,
}: CodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => onSubmit(code.trim()),
    onSuccess,
    onError: (failure) =>
      setError(isApiError(failure) ? (failure.fieldError('code') ?? failure.message) : t('auth.error.generic')),
  });
  const enabled = canSubmit && code.trim().length > 0 && !mutation.isPending;
  return (
    <Form
      canSubmit={enabled}
      onValidSubmit={() => mutation.mutate()}
      className={scrollChildren ? styles.scrollingForm : undefined}
    >
      {scrollChildren ? <div className={styles.scrollArea}>{children}</div> : children}
      <TextField
        label={label}
        autoComplete="one-time-code"
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setError(null);
        }}
        error={error}
        required
      />
      <Button type="submit" variant="primary" block disabled={!enabled} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('app.loading') : submitLabel}
      </Button>
    </Form>
  );
}
