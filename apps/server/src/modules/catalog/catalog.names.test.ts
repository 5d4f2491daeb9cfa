import { describe, expect, it } from 'vitest';
import { namesFor, roundName } from './catalog.names.js';

describe('roundName', () => {
  it('names numbered league rounds and cup stages in Russian', () => {
    const ru = namesFor('ru');
    expect(roundName('Round 23', ru)).toBe('23-й тур');
    expect(roundName('Round of 16', ru)).toBe('1/8 финала');
    expect(roundName('Final', ru)).toBe('Финал');
  });

  it('keeps English, unknown rounds and a missing round as they are', () => {
    expect(roundName('Round 23', namesFor('en'))).toBe('Round 23');
    expect(roundName('Matchday special', namesFor('ru'))).toBe('Matchday special');
    expect(roundName(null, namesFor('ru'))).toBeNull();
  });
});
