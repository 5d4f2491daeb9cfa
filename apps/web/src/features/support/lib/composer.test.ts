import { describe, expect, it } from 'vitest';
import { composerState, MESSAGE_MAX_LENGTH, sendsOnKey } from './composer';

describe('composerState', () => {
  it('cannot send a blank message', () => {
    expect(composerState('').canSend).toBe(false);
    expect(composerState('  \n ').canSend).toBe(false);
  });

  it('sends the text without the blank lines around it', () => {
    expect(composerState('\n  Hello\nthere  \n')).toMatchObject({ body: 'Hello\nthere', canSend: true });
  });

  it('allows exactly the limit and refuses one more', () => {
    expect(composerState('a'.repeat(MESSAGE_MAX_LENGTH))).toMatchObject({
      canSend: true,
      remaining: 0,
      tooLong: false,
    });
    expect(composerState('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({
      canSend: false,
      remaining: -1,
      tooLong: true,
    });
  });

  it('shows the counter only near the limit', () => {
    expect(composerState('a'.repeat(100)).showCounter).toBe(false);
    expect(composerState('a'.repeat(MESSAGE_MAX_LENGTH - 10)).showCounter).toBe(true);
  });
});

describe('sendsOnKey', () => {
  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
