import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const NOW = 1_800_000_000;

describe('countdownParts', () => {
  it('gives whole days and the rest as hh:mm:ss', () => {
    const left = 29 * 86_400 + 23 * 3600 + 59 * 60 + 59;
    expect(countdownParts(NOW + left, NOW)).toEqual({ days: 29, time: '23:59:59', duration: 'P29DT23H59M59S' });
  });

  it('pads hours, minutes and seconds to two digits, with no days under a day', () => {
    expect(countdownParts(NOW + 3 * 3600 + 4 * 60 + 5, NOW)).toEqual({
      days: 0,
      time: '03:04:05',
      duration: 'P0DT3H4M5S',
    });
    expect(countdownParts(NOW + 1, NOW)?.time).toBe('00:00:01');
    expect(countdownParts(NOW + 86_400, NOW)).toMatchObject({ days: 1, time: '00:00:00' });
  });

  it('is null once the end has come or passed: the bonus reads as expired', () => {
    expect(countdownParts(NOW, NOW)).toBeNull();
    expect(countdownParts(NOW - 60, NOW)).toBeNull();
  });

  it('ticks down one second at a time', () => {
    const end = NOW + 86_400 + 60;
    expect(countdownParts(end, NOW)?.time).toBe('00:01:00');
    expect(countdownParts(end, NOW + 1)?.time).toBe('00:00:59');
    expect(countdownParts(end, NOW + 61)).toMatchObject({ days: 0, time: '23:59:59' });
  });
});
