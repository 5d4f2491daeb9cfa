import type { LanguageCode } from '@meridian/contract/constants';
import type { CodePurpose } from '../../db/schema.js';

export type MessageKind = CodePurpose | 'registration_taken' | 'password_changed' | 'support_reply';

interface Text {
  subject: string;
  body: (code: string) => string;
}

const en: Record<MessageKind, Text> = {
  registration: {
    subject: 'Confirm your Meridian account',
    body: (c) => `Your Meridian code is ${c}. Enter it to finish signing up.`,
  },
  recovery: {
    subject: 'Reset your Meridian password',
    body: (c) => `Your Meridian code is ${c}. Enter it to set a new password. If you did not ask for this, ignore it.`,
  },
  activate_email: { subject: 'Confirm your e-mail', body: (c) => `Your Meridian code is ${c}.` },
  activate_phone: { subject: 'Confirm your phone', body: (c) => `Your Meridian code is ${c}.` },
  change_phone: {
    subject: 'Unlink your phone',
    body: (c) => `Your Meridian code is ${c}. Enter it to unlink this phone from your account.`,
  },
  sign_in: {
    subject: 'Your Meridian sign-in code',
    body: (c) =>
      `Your Meridian code is ${c}. Enter it to finish signing in on a new device. If it was not you, someone knows your password: recover your password now.`,
  },
  registration_taken: {
    subject: 'Someone tried to sign up with your address',
    body: () =>
      'Someone tried to create a Meridian account with this address, which already has one. If it was you, sign in or recover your password. If not, ignore this message.',
  },
  password_changed: {
    subject: 'Your Meridian password was changed',
    body: () => 'The password of your Meridian account was changed. If it was not you, recover your password now.',
  },
  // The support module words the body: the answer and the link to the chat (support.texts.ts).
  support_reply: { subject: 'Meridian support has answered you', body: (text) => text },
};

const ru: Record<MessageKind, Text> = {
  registration: {
    subject: 'Подтвердите аккаунт Meridian',
    body: (c) => `Ваш код Meridian: ${c}. Введите его, чтобы завершить регистрацию.`,
  },
  recovery: {
    subject: 'Восстановление пароля Meridian',
    body: (c) =>
      `Ваш код Meridian: ${c}. Введите его, чтобы задать новый пароль. Если вы не запрашивали код, ничего не делайте.`,
  },
  activate_email: { subject: 'Подтвердите e-mail', body: (c) => `Ваш код Meridian: ${c}.` },
  activate_phone: { subject: 'Подтвердите телефон', body: (c) => `Ваш код Meridian: ${c}.` },
  change_phone: {
    subject: 'Отвязка телефона',
    body: (c) => `Ваш код Meridian: ${c}. Введите его, чтобы отвязать телефон от аккаунта.`,
  },
  sign_in: {
    subject: 'Код для входа в Meridian',
    body: (c) =>
      `Ваш код Meridian: ${c}. Введите его, чтобы завершить вход на новом устройстве. Если это были не вы, кто-то знает ваш пароль: восстановите пароль.`,
  },
  registration_taken: {
    subject: 'Попытка регистрации с вашим адресом',
    body: () =>
      'Кто-то пытался создать аккаунт Meridian с этим адресом, но он уже зарегистрирован. Если это были вы, войдите или восстановите пароль. Если нет, ничего не делайте.',
  },
  password_changed: {
    subject: 'Пароль Meridian изменён',
    body: () => 'Пароль вашего аккаунта Meridian изменён. Если это были не вы, восстановите пароль.',
  },
  support_reply: { subject: 'Служба поддержки Meridian ответила вам', body: (text) => text },
};

/** The subject and body of a message in the player's language (English for anything else). */
export function messageText(kind: MessageKind, language: LanguageCode, code = ''): { subject: string; body: string } {
  const text = (language === 'ru' ? ru : en)[kind];
  return { subject: text.subject, body: text.body(code) };
}
