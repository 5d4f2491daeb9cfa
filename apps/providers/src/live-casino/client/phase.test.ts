import { describe, expect, it } from 'vitest';
import { outcomeText, phaseText, resultChips } from './phase.js';
import type { BlackjackView, TableView } from './table-types.js';
import { en } from './texts/en.js';
import { ru } from './texts/ru.js';

const round = (phase: 'betting' | 'closing' | 'reveal' | 'result', outcome: Record<string, unknown> | null = null) => ({
  id: 'r1',
  number: 4,
  phase,
  phaseEndsAt: 0,
  seedHash: 'abc',
  outcome,
  serverSeed: null,
  betCount: 0,
});

const shared = (
  game: TableView['game'],
  r: TableView['round'],
  history: Record<string, unknown>[] = [],
): TableView => ({
  tableId: 't',
  game,
  open: true,
  opensAt: null,
  round: r,
  history,
  players: 0,
});

describe('phaseText', () => {
  it('names the shared table’s phases, the reveal by its game', () => {
    expect(phaseText(en, shared('roulette', round('betting')), null)).toBe('Place your bets');
    expect(phaseText(en, shared('roulette', round('closing')), null)).toBe('No more bets');
    expect(phaseText(en, shared('roulette', round('reveal')), null)).toBe('The wheel is spinning');
    expect(phaseText(en, shared('baccarat', round('reveal')), null)).toBe('Dealing');
    expect(phaseText(ru, shared('money-wheel', round('betting')), null)).toBe('Делайте ставки');
  });

  it('says the outcome at the result', () => {
    expect(phaseText(en, shared('roulette', round('result', { pocket: 17, color: 'black' })), null)).toBe('17 Black');
    expect(phaseText(ru, shared('roulette', round('result', { pocket: 0, color: 'green' })), null)).toBe('0, зелёное');
    expect(phaseText(en, shared('money-wheel', round('result', { segment: 0, value: 24, spot: 'x24' })), null)).toBe(
      'The wheel stops on ×24',
    );
  });

  it('tells a seated player it is their turn at blackjack', () => {
    const view = {
      game: 'blackjack',
      open: true,
      round: { phase: 'playing', turn: 2 },
      seats: [],
      history: [],
    } as unknown as BlackjackView;
    expect(phaseText(en, view, 2)).toBe('Your turn');
    expect(phaseText(en, view, 0)).toBe('Player 3 is playing');
    expect(phaseText(en, view, null)).toBe('Player 3 is playing');
  });

  it('says when the table is closed or between rounds', () => {
    expect(phaseText(en, { ...shared('roulette', null), open: false }, null)).toBe('The table is closed.');
    expect(phaseText(en, shared('roulette', null), null)).toBe('Waiting for the next round…');
  });
});

describe('outcomeText and resultChips', () => {
  it('reads a baccarat deal by its winner and totals', () => {
    const deal = (winner: string, player: number, banker: number) => ({
      player: { cards: [], labels: [], total: player },
      banker: { cards: [], labels: [], total: banker },
      winner,
      playerPair: false,
      bankerPair: false,
    });
    expect(outcomeText(en, 'baccarat', deal('banker', 5, 7))).toBe('Banker wins 7 to 5');
    expect(outcomeText(en, 'baccarat', deal('tie', 6, 6))).toBe('Tie, 6 all');
    const chips = resultChips(en, shared('baccarat', null, [deal('player', 9, 2), deal('tie', 4, 4)]));
    expect(chips.map((chip) => [chip.text, chip.tone])).toEqual([
      ['P', 'player'],
      ['T', 'tie'],
    ]);
  });

  it('shows roulette pockets in their colours and at most twelve results, newest first', () => {
    const history = Array.from({ length: 20 }, (_, i) => ({ pocket: i, color: i === 0 ? 'green' : 'red' }));
    const chips = resultChips(en, shared('roulette', null, history));
    expect(chips).toHaveLength(12);
    expect(chips[0]).toEqual({ text: '0', tone: 'green', label: '0 Green' });
  });

  it('marks the dealer’s busts and blackjacks', () => {
    const view = { game: 'blackjack', history: ['BJ', '22', '19'] } as unknown as BlackjackView;
    expect(resultChips(en, view).map((chip) => chip.tone)).toEqual(['bj', 'bust', 'total']);
    expect(resultChips(en, view)[1]?.label).toBe('Dealer busts with 22');
  });
});
