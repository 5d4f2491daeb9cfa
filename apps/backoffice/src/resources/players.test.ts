import { describe, expect, it } from 'vitest';
import { playerName } from './players';

describe('a player’s name in the back office', () => {
  it('joins the names the player gave, and is null when they gave none', () => {
    expect(playerName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(playerName({ first_name: null, last_name: 'Lovelace' })).toBe('Lovelace');
    expect(playerName({ first_name: null, last_name: null })).toBeNull();
  });
});
