import { describe, expect, it } from 'vitest';
import { secondFactorText } from './player-sections';
import { playerName } from './players';

describe('a player’s name in the back office', () => {
  it('joins the names the player gave, and is null when they gave none', () => {
    expect(playerName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(playerName({ first_name: null, last_name: 'Lovelace' })).toBe('Lovelace');
    expect(playerName({ first_name: null, last_name: null })).toBeNull();
  });
});

describe('a session’s second factor on a player’s page', () => {
  it('says Off for a player without two-factor, and whether the code was entered for one with it', () => {
    expect(secondFactorText(false, true)).toBe('meridian.players.off');
    expect(secondFactorText(true, true)).toBe('meridian.trading.yes');
    expect(secondFactorText(true, false)).toBe('meridian.trading.no');
  });
});
