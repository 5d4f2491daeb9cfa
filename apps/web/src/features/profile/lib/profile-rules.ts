import type { ProfileField } from '@meridian/contract/user';

/** Contacts are confirmed through their own popup, never typed into the form (spec 000 §4). */
export const CONTACT_CODES = new Set(['email', 'phone']);

export type ProfileValues = Record<string, string>;

/** Only an empty field can be filled in; a stored value is final for the player. */
export function isEditable(field: ProfileField): boolean {
  return field.type !== 'ignored' && !CONTACT_CODES.has(field.code) && (field.value ?? '') === '';
}

function currentValue(field: ProfileField, values: ProfileValues): string {
  return values[field.code] ?? field.value ?? '';
}

export interface FieldState {
  disabled: boolean;
  required: boolean;
  /** The pattern the value must match, from the chosen option of the field it depends on. */
  pattern: RegExp | null;
}

/**
 * A field with required_with waits for the field it depends on; when that one is a dictionary whose
 * chosen option carries a regex, this field becomes required and must match it (spec 000 §5).
 */
export function fieldState(field: ProfileField, fields: ProfileField[], values: ProfileValues): FieldState {
  const base = { disabled: !isEditable(field), required: field.rules.is_required, pattern: null };
  const dependsOn = field.rules.required_with;
  if (!dependsOn) return base;
  const parent = fields.find((item) => item.code === dependsOn);
  if (!parent) return base;
  const parentValue = currentValue(parent, values);
  if (parentValue === '') return { ...base, disabled: true };
  const option = parent.type === 'dict' ? parent.dict?.find((item) => String(item.id) === parentValue) : undefined;
  const regex = option?.rules?.regex;
  if (!regex) return base;
  try {
    return { ...base, required: true, pattern: new RegExp(regex) };
  } catch {
    return { ...base, required: true };
  }
}

export type ProfileError = 'required' | 'pattern';

/** Problems of the editable fields; saving waits until there are none. */
export function validateProfile(fields: ProfileField[], values: ProfileValues): Record<string, ProfileError> {
  const errors: Record<string, ProfileError> = {};
  for (const field of fields) {
    if (!isEditable(field)) continue;
    const state = fieldState(field, fields, values);
    if (state.disabled) continue;
    const value = (values[field.code] ?? '').trim();
    // Saving fills in some fields at a time, so only a required_with field blocks it when empty.
    if (state.required && value === '' && field.rules.required_with) errors[field.code] = 'required';
    if (value !== '' && state.pattern && !state.pattern.test(value)) errors[field.code] = 'pattern';
  }
  return errors;
}

/** The fields to save: editable ones the player filled in; stored values are left out. */
export function profilePayload(fields: ProfileField[], values: ProfileValues): Record<string, string> {
  const payload: Record<string, string> = {};
  for (const field of fields) {
    if (!isEditable(field)) continue;
    const value = (values[field.code] ?? '').trim();
    if (value !== '') payload[field.code] = value;
  }
  return payload;
}

export function hasChanges(fields: ProfileField[], values: ProfileValues): boolean {
  return Object.keys(profilePayload(fields, values)).length > 0;
}
