import { describe, expect, it } from 'vitest';
import { FreeRoundsTracker, freeRoundsLines, withFreeRound } from './free-rounds.js';
import { formatMoney } from './money.js';
import type { FreeRounds } from './studio-types.js';
import { textsFor } from './texts/texts.js';

const gift = (left: number, won = 0): FreeRounds => ({ reward: 'meridian-gift-12', left, total: 50, bet: 20, won });

// Intl puts a narrow no-break space (U+202F) or a no-break space (U+00A0) in Russian amounts.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('withFreeRound', () => {
  it('adds the reward to the round’s params while free rounds are left', () => {
    expect(withFreeRound({ stake: 20 }, gift(12))).toEqual({ stake: 20, free_round: 'meridian-gift-12' });
    expect(withFreeRound({ stake: 20, target: 150 }, gift(1))).toEqual({
      stake: 20,
      target: 150,
      free_round: 'meridian-gift-12',
    });
  });

  it('leaves a paid round’s params as they are', () => {
    const params = { stake: 100 };
    expect(withFreeRound(params, null)).toBe(params);
    expect(withFreeRound(params, gift(0))).toBe(params);
  });
});

describe('FreeRoundsTracker', () => {
  it('plays free rounds while some are left, then shows their end until dismissed', () => {
    const tracker = new FreeRoundsTracker(gift(2));
    expect(tracker.next()?.bet).toBe(20);
    expect(tracker.panel()).toEqual({ kind: 'playing', free: gift(2) });
    tracker.update(gift(1, 40));
    expect(tracker.panel()).toEqual({ kind: 'playing', free: gift(1, 40) });
    tracker.update(gift(0, 140));
    expect(tracker.next()).toBeNull();
    expect(tracker.panel()).toEqual({ kind: 'over', free: gift(0, 140) });
    // Paid rounds after them keep the end on screen until the player dismisses it.
    tracker.update(gift(0, 140));
    tracker.update(null);
    expect(tracker.panel()?.kind).toBe('over');
    tracker.dismiss();
    expect(tracker.panel()).toBeNull();
  });

  it('shows no end for free rounds already over when the page opened', () => {
    const tracker = new FreeRoundsTracker(gift(0, 140));
    expect(tracker.next()).toBeNull();
    expect(tracker.panel()).toBeNull();
    expect(new FreeRoundsTracker(undefined).panel()).toBeNull();
  });

  it('drops free rounds the operator no longer offers', () => {
    const tracker = new FreeRoundsTracker(gift(12));
    tracker.cancel();
    expect(tracker.next()).toBeNull();
    expect(tracker.panel()).toBeNull();
    // The reload after the refusal answers none.
    tracker.update(null);
    expect(tracker.panel()).toBeNull();
  });

  it('takes new free rounds granted after the last ones ended', () => {
    const tracker = new FreeRoundsTracker(gift(1));
    tracker.update(gift(0));
    tracker.update({ ...gift(10), reward: 'meridian-gift-13', total: 10 });
    expect(tracker.panel()).toEqual({ kind: 'playing', free: { ...gift(10), reward: 'meridian-gift-13', total: 10 } });
  });
});

describe('freeRoundsLines', () => {
  const en = textsFor('en');
  const ru = textsFor('ru');
  const euros = (language: 'en' | 'ru') => (minor: number) => plainSpaces(formatMoney(minor, 'EUR', language));

  it('says what is left, at what bet, and what they won', () => {
    expect(freeRoundsLines({ kind: 'playing', free: gift(50) }, en, euros('en'))).toEqual([
      'Free spins: 50 of 50 left · €0.20 each',
    ]);
    expect(freeRoundsLines({ kind: 'playing', free: gift(12, 140) }, en, euros('en'))).toEqual([
      'Free spins: 12 of 50 left · €0.20 each',
      'Won in free spins so far: €1.40, paid into your casino bonus balance once every spin is played',
    ]);
    expect(freeRoundsLines({ kind: 'playing', free: gift(12, 140) }, ru, euros('ru'))).toEqual([
      'Фриспины: осталось 12 из 50 · по 0,20 €',
      'Выигрыш с фриспинов пока: 1,40 €; он будет зачислен на бонусный счёт казино, когда все фриспины будут сыграны',
    ]);
  });

  it('closes with what they won, or that they won nothing', () => {
    expect(freeRoundsLines({ kind: 'over', free: gift(0, 140) }, en, euros('en'))).toEqual([
      'Your bonus free spins are over: you won €1.40, paid into your casino bonus balance.',
    ]);
    expect(freeRoundsLines({ kind: 'over', free: gift(0) }, en, euros('en'))).toEqual([
      'Your bonus free spins are over: you won nothing this time.',
    ]);
    expect(freeRoundsLines({ kind: 'over', free: gift(0, 140) }, ru, euros('ru'))).toEqual([
      'Бонусные фриспины закончились: выигрыш 1,40 € зачислен на бонусный счёт казино.',
    ]);
  });
});
