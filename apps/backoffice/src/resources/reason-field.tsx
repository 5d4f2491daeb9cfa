import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The reason an operator types for an action the audit keeps (every dialog that changes something). */
export function ReasonField({
  value,
  onChange,
  autoFocus = false,
}: {
  value: string;
  onChange: (reason: string) => void;
  autoFocus?: boolean;
}) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('resources.operators.fields.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required
      multiline
      minRows={2}
      autoFocus={autoFocus}
      slotProps={{ htmlInput: { maxLength: 500 } }}
      helperText={translate('meridian.operators.reasonHelp')}
    />
  );
}
