import type { ComponentProps } from 'react';
import styles from './form.module.css';

interface FormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'> {
  /** The fields pass their checks and nothing is in flight; a submit otherwise does nothing. */
  canSubmit: boolean;
  onValidSubmit: () => void;
}

/**
 * A form that checks its own fields: the browser's validation bubbles stay off (errors show under
 * the fields), and a submit, Enter included, goes through only while `canSubmit` holds.
 */
export function Form({ canSubmit, onValidSubmit, className = styles.form, ...rest }: FormProps) {
  return (
    <form
      {...rest}
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onValidSubmit();
      }}
    />
  );
}
