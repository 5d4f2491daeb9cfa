import { describe, expect, it } from 'vitest';
import { baccaratTotal as engineTotal } from '../../engine/baccarat.js';
import { en } from '../texts/en.js';
import { ru } from '../texts/ru.js';
import { baccaratTotal, dealOrder } from './baccarat-view.js';
import { aliasText, handReturn, seatLift } from './blackjack-view.js';
import { dealerIndex } from './dealer.js';

describe('baccarat on the page', () => {
  it('counts a hand as the engine does', () => {
    for (let a = 0; a < 52; a += 3)
      for (let b = 0; b < 52; b += 5) expect(baccaratTotal([a, b])).toBe(engineTotal([a, b]));
  });

  it('deals player, banker, player, banker, then the third cards', () => {
    const order = dealOrder({
      player: { cards: [1, 2, 3], labels: [], total: 0 },
      banker: { cards: [11, 12], labels: [], total: 0 },
    });
    expect(order.map((card) => `${card.side[0]}${card.code}`)).toEqual(['p1', 'b11', 'p2', 'b12', 'p3']);
  });
});

describe('blackjack on the page', () => {
  it('announces what a settled hand returned', () => {
    expect(handReturn({ bet: 100, result: 'blackjack' })).toBe(250);
    expect(handReturn({ bet: 101, result: 'blackjack' })).toBe(252);
    expect(handReturn({ bet: 200, result: 'win' })).toBe(400);
    expect(handReturn({ bet: 200, result: 'push' })).toBe(200);
    expect(handReturn({ bet: 200, result: 'bust' })).toBe(0);
    expect(handReturn({ bet: 200, result: null })).toBe(0);
  });

  it('names the other players in the page’s language', () => {
    expect(aliasText(ru, 'Player 6')).toBe('Игрок 6');
    expect(aliasText(en, 'Player 6')).toBe('Player 6');
    expect(aliasText(ru, 'Someone')).toBe('Someone');
  });

  it('sets the seats along a curve, lowest in the middle', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => Number(seatLift(i, 7).toFixed(3)))).toEqual([
      0, 0.556, 0.889, 1, 0.889, 0.556, 0,
    ]);
  });
});

describe('the dealer', () => {
  it('is the same for a table every time', () => {
    expect(dealerIndex('roulette-grand')).toBe(dealerIndex('roulette-grand'));
    expect(dealerIndex('money-wheel')).toBeGreaterThanOrEqual(0);
  });
});
