// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { TableContext } from '../game-view.js';
import { formatChip, formatMoney } from '../money.js';
import { ServerClock } from '../server-clock.js';
import type { Command, CommandResult } from '../socket.js';
import type { RoundView } from '../table-types.js';
import { en } from '../texts/en.js';
import { BetBoard } from './bet-board.js';

/** A context whose commands wait until the test answers them. */
function fakeContext() {
  const sent: { command: Command; answer: (result: CommandResult) => void }[] = [];
  const refusals: string[] = [];
  const ctx: TableContext = {
    texts: en,
    language: 'en',
    tableId: 'roulette-grand',
    clock: new ServerClock(),
    money: (minor) => formatMoney(minor, 'EUR', 'en'),
    chip: (minor) => formatChip(minor, 'EUR'),
    command: (command) => new Promise((answer) => sent.push({ command, answer })),
    refuse: (reason) => refusals.push(reason),
    announce: () => {},
    motion: () => false,
  };
  return { ctx, sent, refusals };
}

const round = (id: string, phase: RoundView['phase'], outcome: Record<string, unknown> | null = null): RoundView => ({
  id,
  number: 1,
  phase,
  phaseEndsAt: 0,
  seedHash: 'h',
  outcome,
  serverSeed: null,
  betCount: 0,
});

function setup() {
  const fake = fakeContext();
  const board = new BetBoard(fake.ctx, {
    label: (spot) => spot,
    winners: (outcome) => new Set([String(outcome.spot)]),
    returns: (bets, outcome) => (bets.get(String(outcome.spot)) ?? 0) * 2,
  });
  board.setChips([50, 250, 500]);
  const red = document.createElement('button');
  const black = document.createElement('button');
  board.register('red', red);
  board.register('black', black);
  const stack = (button: HTMLButtonElement) => button.querySelector('.stack') as HTMLElement;
  return { ...fake, board, red, black, stack };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('BetBoard', () => {
  it('shows a bet at once, keeps it when the studio takes it and sends the chosen chip', async () => {
    const { board, red, stack, sent } = setup();
    board.update(round('r1', 'betting'));
    red.click();
    expect(sent[0]?.command).toEqual({ type: 'bet', spot: 'red', amount: 250 });
    expect(stack(red).hidden).toBe(false);
    expect(stack(red).classList.contains('pending')).toBe(true);
    sent[0]?.answer({ ok: true });
    await settle();
    expect(stack(red).textContent).toBe('2.5');
    expect(stack(red).classList.contains('pending')).toBe(false);
    expect(red.getAttribute('aria-label')).toBe('red: your bet €2.50');
    expect(board.bets.get('red')).toBe(250);
  });

  it('takes a refused bet off the spot', async () => {
    const { board, black, stack, sent } = setup();
    board.update(round('r1', 'betting'));
    black.click();
    sent[0]?.answer({ ok: false, reason: 'wallet_refused' });
    await settle();
    expect(stack(black).hidden).toBe(true);
    expect(board.bets.size).toBe(0);
  });

  it('refuses a click once betting closed, without asking the studio', () => {
    const { board, red, sent, refusals } = setup();
    board.update(round('r1', 'closing'));
    red.click();
    expect(sent).toHaveLength(0);
    expect(refusals).toEqual(['betting_closed']);
  });

  it('lights the winners and reports the win at the result, then clears the table for the next round', async () => {
    const { board, red, black, stack, sent } = setup();
    const settled: number[] = [];
    board.onSettled = (returned) => settled.push(returned);
    board.update(round('r1', 'betting'));
    red.click();
    sent[0]?.answer({ ok: true });
    await settle();
    board.update(round('r1', 'result', { spot: 'red' }));
    expect(red.classList.contains('won')).toBe(true);
    expect(black.classList.contains('won')).toBe(false);
    expect(settled).toEqual([500]);
    board.update(round('r2', 'betting'));
    expect(red.classList.contains('won')).toBe(false);
    expect(stack(red).hidden).toBe(true);
    expect(board.bets.size).toBe(0);
  });

  it('repeats the last round’s bets', async () => {
    const { board, red, sent } = setup();
    board.update(round('r1', 'betting'));
    red.click();
    sent[0]?.answer({ ok: true });
    await settle();
    board.update(round('r2', 'betting'));
    const repeat = [...board.tray.querySelectorAll('button')].find((b) => b.textContent === 'Repeat');
    repeat?.click();
    expect(sent[1]?.command).toEqual({ type: 'bet', spot: 'red', amount: 250 });
  });

  it('redraws the bets the studio took this round when the page comes back mid-round', () => {
    const { board, red, black, stack } = setup();
    board.update(round('r1', 'betting'));
    // Another round's bets, or none, leave the board as it is.
    board.restore({ roundId: 'r0', list: [{ spot: 'red', amount: 250 }] });
    board.restore(null);
    expect(board.bets.size).toBe(0);
    board.restore({ roundId: 'r1', list: [{ spot: 'red', amount: 250 }] });
    expect([...board.bets]).toEqual([['red', 250]]);
    expect(stack(red).hidden).toBe(false);
    expect(stack(black).hidden).toBe(true);
    // Bets of the page's own are not doubled by a later frame.
    board.restore({ roundId: 'r1', list: [{ spot: 'red', amount: 250 }] });
    expect([...board.bets]).toEqual([['red', 250]]);
  });
});
