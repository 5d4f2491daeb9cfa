import { isEmail } from '@meridian/contract/validation';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { emptyPhone, PhoneField, type PhoneValue } from './phone-field';
import { TextField } from './text-field';

export type ContactKind = 'email' | 'phone';

/** What the player typed for both kinds, so switching between them keeps each entry. */
export interface ContactValue {
  email: string;
  phone: PhoneValue;
}

const emptyContact: ContactValue = { email: '', phone: emptyPhone };

/** The address a code goes to: the trimmed e-mail or the phone in E.164; null while it is not valid. */
function contactAddress(kind: ContactKind, value: ContactValue): string | null {
  if (kind === 'phone') return value.phone.e164;
  const email = value.email.trim();
  return isEmail(email) ? email : null;
}

/**
 * The entry of a code flow's first step: what was typed, the server's error (typing clears it), the
 * valid address, and the props of the ContactField that edits it.
 */
export function useContactEntry(kind: ContactKind, initialEmail = '') {
  const [value, setValue] = useState<ContactValue>(() => ({ ...emptyContact, email: initialEmail }));
  const [error, setError] = useState<string | null>(null);
  const onChange = (next: ContactValue) => {
    setValue(next);
    setError(null);
  };
  return { address: contactAddress(kind, value), setError, field: { kind, value, onChange, error } };
}

interface ContactFieldProps {
  kind: ContactKind;
  value: ContactValue;
  onChange: (value: ContactValue) => void;
  /** The server's word on the address; it wins over the local check. */
  error: string | null;
  defaultCountryId?: number;
}

/** An e-mail field or a phone field, each with its own local check, for flows that send a code to either. */
export function ContactField({ kind, value, onChange, error, defaultCountryId }: ContactFieldProps) {
  const { t } = useTranslation();
  if (kind === 'email') {
    return (
      <TextField
        label={t('signup.tab.1')}
        type="email"
        autoComplete="email"
        value={value.email}
        onValueChange={(email) => onChange({ ...value, email })}
        error={error ?? (value.email && !isEmail(value.email.trim()) ? t('recovery.error.email') : null)}
        required
      />
    );
  }
  return (
    <PhoneField
      value={value.phone}
      onChange={(phone) => onChange({ ...value, phone })}
      defaultCountryId={defaultCountryId}
      error={error ?? (value.phone.national && !value.phone.e164 ? t('auth.error.phone') : null)}
      required
    />
  );
}
