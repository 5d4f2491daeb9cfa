import type { LanguageCode } from '@meridian/contract/constants';
import type { Database } from '../../db/database.js';

/** A field's texts in one language; a text left out shows the English one. */
export interface RegFieldTexts {
  name?: string;
  placeholder?: string;
}

/**
 * A stored field: the contract's field with its rules flattened; `min_age` asks for today's
 * min-age-date. `name` and `placeholder` are English; `translations` holds the other languages.
 */
export interface StoredRegField {
  code: string;
  name: string;
  placeholder: string;
  translations?: Partial<Record<LanguageCode, RegFieldTexts>>;
  type: 'string' | 'checkbox' | 'ignore';
  is_hidden: boolean;
  is_required: boolean;
  min_age?: boolean;
}

/** Russian texts of the default fields; migration 20261121150000 gives them to forms seeded before. */
const russian: Record<string, Required<RegFieldTexts>> = {
  email: { name: 'Эл. почта', placeholder: 'Введите эл. почту' },
  phone: { name: 'Телефон', placeholder: 'Номер телефона' },
  password: { name: 'Пароль', placeholder: 'Не менее 6 символов' },
  password_confirmation: { name: 'Повторите пароль', placeholder: 'Повторите пароль' },
  country_id: { name: 'Страна', placeholder: 'Выберите страну' },
  currency_id: { name: 'Валюта', placeholder: 'Выберите валюту' },
  birthday: { name: 'Дата рождения', placeholder: 'ДД.ММ.ГГГГ' },
  promo_code: { name: 'Промокод', placeholder: 'Промокод (необязательно)' },
  first_bonus: { name: 'Бонус на первый депозит', placeholder: 'Выберите бонус' },
};

const f = (
  code: string,
  name: string,
  placeholder: string,
  is_required: boolean,
  extra: Partial<StoredRegField> = {},
): StoredRegField => ({
  code,
  name,
  placeholder,
  ...(russian[code] ? { translations: { ru: russian[code] } } : {}),
  type: 'string',
  is_hidden: false,
  is_required,
  ...extra,
});

const country = f('country_id', 'Country', 'Choose your country', true);
const currency = f('currency_id', 'Currency', 'Choose a currency', true);
const promo = f('promo_code', 'Promo code', 'Promo code (optional)', false);
// Three choices (000 §4: 0 refuse, 1 sport, 2 casino): the app draws a select for a field that is not a checkbox.
const bonus = f('first_bonus', 'First deposit bonus', 'Choose a bonus', false);
const password = f('password', 'Password', 'At least 6 characters', true);
const confirmation = f('password_confirmation', 'Repeat password', 'Repeat the password', true);
const birthday = f('birthday', 'Date of birth', 'DD.MM.YYYY', true, { min_age: true });

/** The default forms of partner group 1: e-mail, phone and one-click. */
export const defaultForms: { reg_type: 1 | 2 | 3; position: number; fields: StoredRegField[] }[] = [
  {
    reg_type: 1,
    position: 1,
    fields: [
      f('email', 'E-mail', 'Enter your e-mail', true),
      password,
      confirmation,
      country,
      currency,
      birthday,
      promo,
      bonus,
    ],
  },
  {
    reg_type: 2,
    position: 2,
    fields: [
      f('phone', 'Phone', 'Phone number', true),
      password,
      confirmation,
      country,
      currency,
      birthday,
      promo,
      bonus,
    ],
  },
  { reg_type: 3, position: 0, fields: [country, currency, promo, bonus] },
];

export const DEFAULT_FORM_GROUP = 1;

/** Inserts the default forms where missing; an operator's edits are kept. */
export async function seedRegistrationForms(db: Database): Promise<void> {
  await db
    .insertInto('registration_forms')
    .values(
      defaultForms.map((form) => ({
        group_id: DEFAULT_FORM_GROUP,
        reg_type: form.reg_type,
        position: form.position,
        fields: JSON.stringify(form.fields),
      })),
    )
    .onConflict((oc) => oc.columns(['group_id', 'reg_type']).doNothing())
    .execute();
}
