import type { LanguageCode } from '@meridian/contract/constants';

/** The body of the mail of an operator's answer the player has not read: the answer and the way back to the chat. */
export function unreadReplyMail(
  language: LanguageCode,
  answer: { operator: string | null; body: string; link: string },
) {
  if (language === 'ru') {
    const who = answer.operator ? `${answer.operator} из службы поддержки Meridian` : 'Служба поддержки Meridian';
    return `${who} ответил(а) вам:\n\n${answer.body}\n\nЧтобы ответить, откройте чат: ${answer.link}`;
  }
  const who = answer.operator ? `${answer.operator} from Meridian support` : 'Meridian support';
  return `${who} answered you:\n\n${answer.body}\n\nTo reply, open the chat: ${answer.link}`;
}

/** What a player or visitor reads when the chat provider cannot answer. */
export function unavailableText(language: LanguageCode): string {
  return language === 'ru'
    ? 'Чат поддержки сейчас недоступен. Попробуйте позже.'
    : 'The support chat is not available right now. Try again later.';
}
