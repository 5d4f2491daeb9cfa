import type { RegType, registrationFormSchema } from '@meridian/contract/auth';
import type { LanguageCode } from '@meridian/contract/constants';
import { minAgeDate } from '@meridian/contract/validation';
import type { z } from 'zod';
import type { FormRow } from './registration.repository.js';
import type { StoredRegField } from './registration.seed.js';

type Form = z.infer<typeof registrationFormSchema>;

/**
 * Forms as the contract gives them, texts in the request language (English where a field has no
 * translation), the birthday bound computed for today.
 */
export function presentForms(rows: FormRow[], language: LanguageCode = 'en', today = new Date()): Form[] {
  const bound = minAgeDate(today);
  return rows.map((row, index) => ({
    reg_type: row.reg_type as RegType,
    index,
    fields: (row.fields as StoredRegField[]).map((field) => ({
      code: field.code as Form['fields'][number]['code'],
      name: field.translations?.[language]?.name || field.name,
      placeholder: field.translations?.[language]?.placeholder || field.placeholder,
      type: field.type,
      is_hidden: field.is_hidden,
      rules: { is_required: field.is_required, 'min-age-date': field.min_age ? bound : null },
    })),
  }));
}
