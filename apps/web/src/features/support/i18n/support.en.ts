/**
 * English texts of the support chat (namespace "support"): the source of truth for their keys and the
 * fallback of every other language.
 */
export const supportEn = {
  'support.title': 'Support',
  'support.subtitle': 'We usually answer within a few minutes.',
  'support.close': 'Close the chat',
  'support.unread': '{{count}} unread',
  'support.loading': 'Loading the conversation…',
  'support.error.title': 'The chat could not load',
  'support.error.text': 'Check your connection and try again.',
  'support.error.retry': 'Try again',
  'support.empty.title': 'How can we help?',
  'support.empty.text': 'Write your question below: an operator will answer here.',
  'support.closed': 'This conversation is closed. Write again to start a new one.',
  'support.you': 'You',
  'support.bot': 'Meridian',
  'support.operator': 'Support',
  'support.sending': 'Sending…',
  'support.failed': 'Not sent.',
  'support.failedRateLimit': 'Not sent: too many messages in a short time. Wait a minute.',
  'support.retry': 'Retry',
  'support.composer.label': 'Your message',
  'support.composer.placeholder': 'Write a message…',
  'support.composer.hint': 'Enter sends, Shift+Enter starts a new line.',
  'support.composer.counter': '{{count}} characters left',
  'support.composer.tooLong': '{{count}} characters over the limit',
  'support.composer.send': 'Send',
  'support.newMessage': '{{author}}: {{body}}',
  'support.visitor.title': 'Chat with support',
  'support.visitor.text':
    'You are not signed in. Start a chat as a guest: we run a quick automatic check that you are not a robot first.',
  'support.visitor.start': 'Start chat',
  'support.visitor.checking': 'Checking you are not a robot…',
  'support.visitor.failed': 'The check did not pass. Try again.',
  'support.visitor.signIn': 'Have an account? Sign in to chat with your account.',
} as const;

export type SupportTextKey = keyof typeof supportEn;
