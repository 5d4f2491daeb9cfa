/** The widget's texts and the provider's refusals, in English and Russian (the server and the page share them). */

import type { LanguageCode } from '@meridian/contract/constants';
import { languageOf } from '../shared/client/texts.js';

export type KycLanguage = LanguageCode;

const en = {
  // The page
  title: 'Identity verification',
  loading: 'Loading…',
  not_built: 'The verification widget is not built. Run npm run build.',
  step_of: 'Step {step} of {total}',
  back: 'Back',
  next: 'Continue',
  // Document
  document_title: 'Choose your document',
  document_intro: 'Use a valid document with your photo, full name and date of birth.',
  issuing_country: 'Country of issue',
  document_type: 'Document',
  doc_passport: 'Passport',
  doc_id_card: 'Identity card',
  doc_driving_licence: 'Driving licence',
  // Uploads
  front_title: 'Front of the document',
  front_title_passport: 'Passport photo page',
  back_title: 'Back of the document',
  upload_hint:
    'A sharp colour photo or scan with all four corners visible: JPEG, PNG, WebP or PDF, up to 10 MB, at least 600 × 400 pixels.',
  choose_file: 'Choose a file',
  replace_file: 'Choose another file',
  uploading: 'Uploading…',
  uploaded: 'Uploaded: {name}',
  preview_alt: 'Preview of the uploaded photo',
  // Selfie
  selfie_title: 'Take a selfie',
  selfie_intro: 'Look straight at the camera in good light, without glasses or a hat.',
  start_camera: 'Turn on the camera',
  take_photo: 'Take the photo',
  retake: 'Take another',
  camera_unavailable: 'The camera is not available here. Upload a recent photo of your face instead.',
  camera_denied: 'The camera was not allowed. Upload a recent photo of your face instead.',
  camera_video: 'Camera view',
  selfie_hint: 'A JPEG, PNG or WebP photo, up to 10 MB, at least 600 × 400 pixels.',
  // Details
  details_title: 'Your details',
  details_intro: 'Enter them exactly as they are written in the document.',
  first_name: 'First name',
  last_name: 'Last name',
  birthday: 'Date of birth',
  document_number: 'Document number',
  document_expiry: 'Valid until',
  submit: 'Submit for verification',
  submitting: 'Sending…',
  // Result
  result_title: 'Verification',
  status_pending: 'Your documents are being checked.',
  status_approved: 'You are verified. Thank you!',
  status_review:
    'Your documents are with our reviewers. This usually takes less than a day; you can close this window.',
  status_rejected: 'We could not verify you with these documents.',
  reasons_title: 'What to fix',
  try_again: 'Try again',
  // Refusals of uploads
  file_empty: 'The file is empty.',
  file_too_large: 'The file is larger than 10 MB.',
  file_type: 'This file type is not accepted: upload a JPEG, PNG, WebP or PDF.',
  file_executable: 'This file is a program, not a photo or a scan. Upload a JPEG, PNG, WebP or PDF.',
  file_archive: 'Archives and office documents are not accepted. Upload a JPEG, PNG, WebP or PDF.',
  file_corrupt: 'The file could not be read. Take the photo or the scan again.',
  image_too_small: 'The photo is too small: it must be at least 600 × 400 pixels.',
  image_too_large: 'The photo is too large: at most 12,000 pixels a side.',
  pdf_active_content: 'This PDF contains scripts, actions or attached files. Upload a plain scan or a photo.',
  pdf_encrypted: 'This PDF is protected. Upload an unprotected copy or a photo.',
  selfie_image_only: 'The selfie must be a photo (JPEG, PNG or WebP).',
  upload_failed: 'The upload failed. Check your connection and try again.',
  photo_too_dark: 'The photo is too dark: take it again in good light.',
  photo_blank: 'There is nothing on this photo: photograph the document itself, filling most of the picture.',
  photo_blurred: 'The photo is blurred: hold the camera still, let it focus and take it again.',
  photo_no_document:
    'There is no document or face on this photo, only noise: take a real photo of the document or of yourself.',
  // Refusals of the form
  required: 'This field is required.',
  name_invalid: 'Use letters, spaces, hyphens and apostrophes only.',
  date_invalid: 'Enter a real date.',
  birthday_future: 'The date of birth cannot be in the future.',
  number_invalid: 'Use 4 to 20 letters and digits, as in the document.',
  country_invalid: 'Choose a country from the list.',
  document_not_offered: 'This document is not accepted for the chosen country.',
  missing_front: 'Upload the front of the document.',
  missing_back: 'Upload the back of the document.',
  missing_selfie: 'Take or upload a selfie.',
  already_submitted: 'Your documents have already been sent.',
  token_expired: 'This verification session has expired. Close the window and start again.',
  generic: 'Something went wrong. Please try again.',
  // Reasons of an outcome
  reason_document_expired: 'The document has expired: use a valid one.',
  reason_underage: 'You must be 18 or over to play.',
  reason_birthday_mismatch: 'The date of birth does not match your account: check what you entered.',
  reason_name_mismatch: 'The name does not match your account: enter it as written in the document.',
  reason_name_partial_match: 'The name only partly matches your account.',
  reason_country_mismatch: 'The document was issued by another country than the one of your account.',
  reason_driving_licence: 'Driving licences are checked by a person.',
  reason_photo_unclear: 'A photo could not be judged automatically: a person checks it.',
  reason_photo_unchecked: 'A photo could not be checked automatically: a person checks it.',
  // A demo
  demo_auto_approve: 'Demo: this check approves every submission by itself. No real identity check takes place.',
};

export type KycTextKey = keyof typeof en;

const ru: Record<KycTextKey, string> = {
  title: 'Проверка личности',
  loading: 'Загрузка…',
  not_built: 'Виджет проверки не собран. Выполните npm run build.',
  step_of: 'Шаг {step} из {total}',
  back: 'Назад',
  next: 'Далее',
  document_title: 'Выберите документ',
  document_intro: 'Подойдёт действующий документ с фотографией, полным именем и датой рождения.',
  issuing_country: 'Страна выдачи',
  document_type: 'Документ',
  doc_passport: 'Паспорт',
  doc_id_card: 'Удостоверение личности',
  doc_driving_licence: 'Водительское удостоверение',
  front_title: 'Лицевая сторона документа',
  front_title_passport: 'Страница паспорта с фотографией',
  back_title: 'Оборотная сторона документа',
  upload_hint:
    'Чёткое цветное фото или скан, видны все четыре угла: JPEG, PNG, WebP или PDF, до 10 МБ, не меньше 600 × 400 пикселей.',
  choose_file: 'Выбрать файл',
  replace_file: 'Выбрать другой файл',
  uploading: 'Загружаем…',
  uploaded: 'Загружен: {name}',
  preview_alt: 'Загруженное фото',
  selfie_title: 'Сделайте селфи',
  selfie_intro: 'Смотрите прямо в камеру при хорошем свете, без очков и головного убора.',
  start_camera: 'Включить камеру',
  take_photo: 'Сделать снимок',
  retake: 'Переснять',
  camera_unavailable: 'Камера здесь недоступна. Загрузите недавнее фото своего лица.',
  camera_denied: 'Доступ к камере не разрешён. Загрузите недавнее фото своего лица.',
  camera_video: 'Изображение с камеры',
  selfie_hint: 'Фото JPEG, PNG или WebP, до 10 МБ, не меньше 600 × 400 пикселей.',
  details_title: 'Ваши данные',
  details_intro: 'Введите их точно так, как они написаны в документе.',
  first_name: 'Имя',
  last_name: 'Фамилия',
  birthday: 'Дата рождения',
  document_number: 'Номер документа',
  document_expiry: 'Действителен до',
  submit: 'Отправить на проверку',
  submitting: 'Отправляем…',
  result_title: 'Проверка',
  status_pending: 'Мы проверяем ваши документы.',
  status_approved: 'Ваша личность подтверждена. Спасибо!',
  status_review: 'Документы переданы нашим специалистам. Обычно это занимает меньше суток; окно можно закрыть.',
  status_rejected: 'Не удалось подтвердить личность по этим документам.',
  reasons_title: 'Что исправить',
  try_again: 'Попробовать снова',
  file_empty: 'Файл пустой.',
  file_too_large: 'Файл больше 10 МБ.',
  file_type: 'Такой тип файла не принимается: загрузите JPEG, PNG, WebP или PDF.',
  file_executable: 'Это программа, а не фото или скан. Загрузите JPEG, PNG, WebP или PDF.',
  file_archive: 'Архивы и офисные документы не принимаются. Загрузите JPEG, PNG, WebP или PDF.',
  file_corrupt: 'Не удалось прочитать файл. Сделайте фото или скан ещё раз.',
  image_too_small: 'Фото слишком маленькое: нужно не меньше 600 × 400 пикселей.',
  image_too_large: 'Фото слишком большое: не больше 12 000 пикселей по стороне.',
  pdf_active_content: 'В этом PDF есть скрипты, действия или вложенные файлы. Загрузите обычный скан или фото.',
  pdf_encrypted: 'Этот PDF защищён. Загрузите незащищённую копию или фото.',
  selfie_image_only: 'Селфи должно быть фотографией (JPEG, PNG или WebP).',
  upload_failed: 'Не удалось загрузить файл. Проверьте подключение и попробуйте ещё раз.',
  photo_too_dark: 'Фото слишком тёмное: сделайте его снова при хорошем свете.',
  photo_blank: 'На фото ничего нет: сфотографируйте сам документ, чтобы он занимал большую часть кадра.',
  photo_blurred: 'Фото размыто: держите камеру неподвижно, дайте ей сфокусироваться и снимите снова.',
  photo_no_document: 'На фото нет ни документа, ни лица, только шум: сделайте настоящее фото документа или себя.',
  required: 'Обязательное поле.',
  name_invalid: 'Только буквы, пробелы, дефисы и апострофы.',
  date_invalid: 'Введите существующую дату.',
  birthday_future: 'Дата рождения не может быть в будущем.',
  number_invalid: 'От 4 до 20 букв и цифр, как в документе.',
  country_invalid: 'Выберите страну из списка.',
  document_not_offered: 'Этот документ не принимается для выбранной страны.',
  missing_front: 'Загрузите лицевую сторону документа.',
  missing_back: 'Загрузите оборотную сторону документа.',
  missing_selfie: 'Сделайте или загрузите селфи.',
  already_submitted: 'Документы уже отправлены.',
  token_expired: 'Сеанс проверки истёк. Закройте окно и начните заново.',
  generic: 'Что-то пошло не так. Попробуйте ещё раз.',
  reason_document_expired: 'Срок действия документа истёк: используйте действующий.',
  reason_underage: 'Играть можно только с 18 лет.',
  reason_birthday_mismatch: 'Дата рождения не совпадает с данными аккаунта: проверьте, что вы ввели.',
  reason_name_mismatch: 'Имя не совпадает с данными аккаунта: введите его как в документе.',
  reason_name_partial_match: 'Имя совпадает с данными аккаунта лишь частично.',
  reason_country_mismatch: 'Документ выдан не той страной, что указана в аккаунте.',
  reason_driving_licence: 'Водительские удостоверения проверяет специалист.',
  reason_photo_unclear: 'Фото не удалось оценить автоматически: его проверит специалист.',
  reason_photo_unchecked: 'Фото не удалось проверить автоматически: его проверит специалист.',
  demo_auto_approve: 'Демо: эта проверка сама одобряет любую заявку. Настоящей проверки личности нет.',
};

/** The widget's texts in every language of LANGUAGES. */
export const KYC_TEXTS: Readonly<Record<KycLanguage, Record<KycTextKey, string>>> = { en, ru };

/** One of LANGUAGES when asked for, English otherwise. */
export const kycLanguageOf = (value: unknown): KycLanguage => languageOf(value);

/** A text in a language, its `{name}` marks filled from `values`. */
export function kycText(
  lang: KycLanguage,
  key: KycTextKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return KYC_TEXTS[lang][key].replace(/\{(\w+)\}/g, (mark, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : mark,
  );
}

/** A reason of an outcome in the player's words: a check's code has a text, an operator's words show as written. */
export function reasonText(lang: KycLanguage, reason: string): string {
  const key = `reason_${reason}`;
  return Object.hasOwn(en, key) ? kycText(lang, key as KycTextKey) : reason;
}

export const isTextKey = (value: string): value is KycTextKey => Object.hasOwn(en, value);
