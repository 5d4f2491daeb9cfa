import type { CodeObject } from '@meridian/contract/auth';
import { CLOCK_SKEW_TOLERANCE_S } from '@meridian/contract/constants';
import { useEffect, useState } from 'react';

/**
 * How far the server clock is ahead of this one, in ms. Differences within the tolerance are ignored
 * (spec 000 §4: only a difference above 30 s is corrected).
 */
export function clockOffsetMs(serverUnixSeconds: number, clientMsAtAnswer: number): number {
  const offset = serverUnixSeconds * 1000 - clientMsAtAnswer;
  return Math.abs(offset) > CLOCK_SKEW_TOLERANCE_S * 1000 ? offset : 0;
}

export interface CodeTimerState {
  /** Seconds until the code may be sent again; 0 when it may. */
  resendIn: number;
  expired: boolean;
}

export function codeTimerState(code: CodeObject, nowMs: number, offsetMs: number): CodeTimerState {
  const serverNow = Math.floor((nowMs + offsetMs) / 1000);
  return {
    resendIn: Math.max(0, code.sent_at + code.repeat_after - serverNow),
    expired: serverNow >= code.sent_at + code.code_ttl,
  };
}

/** minutes:seconds, seconds padded (spec 000 §4). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

/** Ticks each second against server time. */
export function useCodeTimer(code: CodeObject | null, offsetMs: number): CodeTimerState {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!code) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [code]);
  return code ? codeTimerState(code, now, offsetMs) : { resendIn: 0, expired: false };
}
