import { describe, expect, it } from 'vitest';
import { clockOffsetMs, codeTimerState, formatCountdown } from './code-timer';

const code = { id: 'c', token: 't', sent_at: 1_000_000, repeat_after: 60, code_ttl: 600 };

describe('the code timer', () => {
  it('ignores a clock difference of 30 s or less', () => {
    expect(clockOffsetMs(1_000_030, 1_000_000_000)).toBe(0);
    expect(clockOffsetMs(999_970, 1_000_000_000)).toBe(0);
  });

  it('corrects a clock difference above 30 s either way', () => {
    expect(clockOffsetMs(1_000_031, 1_000_000_000)).toBe(31_000);
    expect(clockOffsetMs(999_900, 1_000_000_000)).toBe(-100_000);
  });

  it('counts down to the resend against server time', () => {
    expect(codeTimerState(code, 1_000_000_000, 0)).toEqual({ resendIn: 60, expired: false });
    expect(codeTimerState(code, 1_000_045_000, 0)).toEqual({ resendIn: 15, expired: false });
    expect(codeTimerState(code, 1_000_060_000, 0).resendIn).toBe(0);
  });

  it('uses the corrected clock: a client 5 minutes behind still sees the right countdown', () => {
    const clientNow = 1_000_010_000 - 300_000;
    const offset = clockOffsetMs(1_000_010, clientNow);
    expect(codeTimerState(code, clientNow, offset)).toEqual({ resendIn: 50, expired: false });
  });

  it('expires after code_ttl', () => {
    expect(codeTimerState(code, 1_000_599_000, 0).expired).toBe(false);
    expect(codeTimerState(code, 1_000_600_000, 0).expired).toBe(true);
  });

  it('shows minutes:seconds', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(125)).toBe('2:05');
  });
});
