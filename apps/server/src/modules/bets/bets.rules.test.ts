import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import type { SelectionState } from './bets.presenter.js';
import { refusalOf } from './bets.service.js';
import { betErrorText } from './bets.texts.js';

const sent = { id: 1, market_id: 1, outcome_id: 11, odds: 2000 };

function state(kind: SelectionState['kind'], odds = 2000): SelectionState {
  if (kind === 'deleted') return { kind };
  return {
    kind,
    match: {} as never,
    market: {} as never,
    index: 0,
    event: { id: 1, market_id: 1, outcome_id: 11, odds, is_live: false, is_blocked: kind === 'closed' },
  };
}

describe('refusalOf', () => {
  it('refuses a deleted selection before a closed one, and a closed one before moved odds', () => {
    const events = [sent, sent];
    expect(refusalOf({ check_odds: 2, events }, [state('open', 2500), state('deleted')])).toBe('eventDeleted');
    expect(refusalOf({ check_odds: 2, events }, [state('closed'), state('open')])).toBe('eventClosed');
    expect(refusalOf({ check_odds: 1, events }, [state('open', 2100), state('closed')])).toBe('oddsChanged');
  });

  it('check_odds 1 refuses any difference, 3 only a fall, 2 nothing', () => {
    const events = [sent];
    const cases: [number, number, string | null][] = [
      [1, 2000, null],
      [1, 2100, 'oddsChanged'],
      [1, 1900, 'oddsChanged'],
      [3, 2100, null],
      [3, 1900, 'oddsChanged'],
      [2, 1900, null],
      [2, 2100, null],
    ];
    for (const [mode, now, expected] of cases) {
      expect(refusalOf({ check_odds: mode, events }, [state('open', now)]), `mode ${mode} at ${now}`).toBe(expected);
    }
  });

  it('treats odds of 1.000 or less as closed', () => {
    expect(refusalOf({ check_odds: 2, events: [sent] }, [state('open', 1000)])).toBe('eventClosed');
  });
});

describe('bet texts and settings', () => {
  it('answers refusals in Russian for ru and in English otherwise', () => {
    expect(betErrorText('codeExpired', 'en')).toBe('Code is expired');
    expect(betErrorText('codeExpired', 'ru')).toBe('Срок действия кода истёк');
    expect(betErrorText('eventDeleted', 'de')).toBe('Event was deleted');
  });

  it('BET_LIVE_DELAY_S defaults to 3 and refuses values out of range', () => {
    expect(loadConfig({}).betLiveDelayS).toBe(3);
    expect(loadConfig({ BET_LIVE_DELAY_S: '0' }).betLiveDelayS).toBe(0);
    expect(() => loadConfig({ BET_LIVE_DELAY_S: '-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ BET_LIVE_DELAY_S: 'soon' })).toThrow(/BET_LIVE_DELAY_S/);
  });
});
