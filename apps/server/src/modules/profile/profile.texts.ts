import type { LanguageCode } from '@meridian/contract/constants';

export interface FieldTexts {
  name: string;
  placeholder: string;
}

/**
 * The profile form's texts in languages other than English, by field code. The English texts live
 * with the field definitions and are the fallback for a field or language missing here.
 */
export const PROFILE_FIELD_TEXTS: Partial<Record<LanguageCode, Record<string, FieldTexts>>> = {
  ru: {
    first_name: { name: 'Имя', placeholder: 'Ваше имя' },
    last_name: { name: 'Фамилия', placeholder: 'Ваша фамилия' },
    birthday: { name: 'Дата рождения', placeholder: 'ГГГГ-ММ-ДД' },
    country_id: { name: 'Страна', placeholder: 'Выберите страну' },
    city: { name: 'Город', placeholder: 'Город' },
    address: { name: 'Адрес', placeholder: 'Улица и дом' },
    zip: { name: 'Почтовый индекс', placeholder: 'Почтовый индекс' },
    document_type: { name: 'Тип документа', placeholder: 'Выберите документ' },
    document_number: { name: 'Номер документа', placeholder: 'Как указано в документе' },
    email: { name: 'Эл. почта', placeholder: 'Эл. почта' },
    phone: { name: 'Телефон', placeholder: 'Телефон' },
  },
};

/** Names of the identity documents, by document id; English is in DOCUMENT_TYPES. */
export const DOCUMENT_TYPE_NAMES: Partial<Record<LanguageCode, Record<string, string>>> = {
  ru: {
    passport: 'Паспорт',
    id_card: 'Удостоверение личности',
    driving_licence: 'Водительское удостоверение',
  },
};
