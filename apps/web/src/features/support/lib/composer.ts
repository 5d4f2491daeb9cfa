/** The longest message a player may send (the provider's limit). */
export const MESSAGE_MAX_LENGTH = 2000;

/** Where the counter starts to show: a short message needs no count in its way. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

export interface ComposerState {
  /** The text as it will be sent: blank lines around it dropped. */
  body: string;
  length: number;
  remaining: number;
  tooLong: boolean;
  canSend: boolean;
  showCounter: boolean;
}

/** What the composer allows for a text: blank text and text over the limit cannot be sent. */
export function composerState(text: string): ComposerState {
  const body = text.trim();
  // UTF-16 units, as the server's schema counts them.
  const length = text.length;
  const tooLong = length > MESSAGE_MAX_LENGTH;
  return {
    body,
    length,
    remaining: MESSAGE_MAX_LENGTH - length,
    tooLong,
    canSend: body.length > 0 && !tooLong,
    showCounter: length >= COUNTER_FROM,
  };
}

/** Enter sends; Shift+Enter (and Enter while an input method composes a word) makes a new line. */
export function sendsOnKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
