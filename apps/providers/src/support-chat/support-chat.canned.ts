/** A canned answer: a text an operator drops into a reply, in the contact's language. */
export interface CannedAnswer {
  id: string;
  title: string;
  body: string;
  language: string;
}

/** The answers a new installation starts with, so the inbox is usable before anyone writes one. */
export const DEMO_CANNED_ANSWERS: readonly CannedAnswer[] = [
  {
    id: 'ca_greeting_en',
    title: 'Greeting',
    body: 'Hello! Thank you for contacting Meridian support. How can I help you today?',
    language: 'en',
  },
  {
    id: 'ca_greeting_ru',
    title: 'Приветствие',
    body: 'Здравствуйте! Спасибо, что обратились в поддержку Meridian. Чем я могу помочь?',
    language: 'ru',
  },
  {
    id: 'ca_verification_en',
    title: 'Verification time',
    body: 'Verification of your documents takes up to 24 hours. We will let you know by e-mail as soon as it is done.',
    language: 'en',
  },
  {
    id: 'ca_verification_ru',
    title: 'Срок верификации',
    body: 'Проверка ваших документов занимает до 24 часов. Мы сообщим вам по электронной почте, как только она завершится.',
    language: 'ru',
  },
  {
    id: 'ca_withdrawals_en',
    title: 'Withdrawal time',
    body: 'Withdrawals are paid within 24 hours of approval; large withdrawals are reviewed by our team first, which can take up to 3 business days.',
    language: 'en',
  },
  {
    id: 'ca_withdrawals_ru',
    title: 'Срок вывода средств',
    body: 'Выплаты производятся в течение 24 часов после одобрения; крупные выводы сначала проверяет наша команда, это может занять до 3 рабочих дней.',
    language: 'ru',
  },
  {
    id: 'ca_closing_en',
    title: 'Closing',
    body: 'Is there anything else I can help you with? If not, I will close this conversation. Have a great day!',
    language: 'en',
  },
  {
    id: 'ca_closing_ru',
    title: 'Завершение',
    body: 'Могу ли я ещё чем-нибудь помочь? Если нет, я закрою этот диалог. Хорошего дня!',
    language: 'ru',
  },
];
