// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlackjackView, SeatView } from '../blackjack-table.js';
import type { StudioFrame } from '../protocol.js';
import { startTable } from './table-app.js';
import type { YouFrame } from './table-types.js';

/** The page's socket, driven by the test: frames are handed to the page as the studio would send them. */
class FakeSocket {
  static last: FakeSocket | null = null;
  static readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }
  close(): void {}
  receive(frame: StudioFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const seats = (taken: Record<number, string>): SeatView[] =>
  Array.from({ length: 7 }, (_, seat) => ({
    seat,
    alias: taken[seat] ?? null,
    bet: 0,
    cards: [],
    total: null,
    doubled: false,
    result: null,
  }));

function state(roundNumber: number, taken: Record<number, string>): StudioFrame {
  const view: BlackjackView = {
    tableId: 'blackjack-emerald',
    game: 'blackjack',
    open: true,
    opensAt: null,
    round: {
      id: `r${roundNumber}`,
      number: roundNumber,
      phase: 'betting',
      phaseEndsAt: Date.now() + 10_000,
      seedHash: 'hash',
      serverSeed: null,
      dealer: [],
      dealerTotal: null,
      turn: null,
    },
    seats: seats(taken),
    totalSeatedPlayers: Object.keys(taken).length,
    availableSeats: 7 - Object.keys(taken).length,
    history: [],
  };
  return { type: 'state', tableId: 'blackjack-emerald', view, serverTime: Date.now() };
}

const you = (seat: number | null): YouFrame => ({
  type: 'you',
  launch: 'L1',
  tableId: 'blackjack-emerald',
  tableName: 'Emerald Blackjack',
  game: 'blackjack',
  currency: 'EUR',
  limits: { minBet: 100, maxBet: 50_000 },
  seat,
  bets: null,
  balance: 10_000,
  language: 'en',
  theme: 'dark',
  lobbyUrl: null,
});

function openPage(language: 'en' | 'ru') {
  document.body.innerHTML = `<div id="live" data-launch="L1" data-base="/live" data-lang="${language}"></div>`;
  startTable();
  const socket = FakeSocket.last as FakeSocket;
  socket.onopen?.();
  const seat = (n: number) => document.querySelector(`li.seat[data-seat="${n}"]`) as HTMLElement;
  const takeButtons = () =>
    [...document.querySelectorAll<HTMLButtonElement>('button.take-seat')].filter((b) => !b.hidden);
  const chips = () => document.querySelector('.chip-row') as HTMLElement;
  const leave = () => document.querySelector('button.leave') as HTMLButtonElement;
  const status = () => document.querySelector('.bj-status')?.textContent ?? '';
  return { socket, seat, takeButtons, chips, leave, status };
}

describe('the blackjack table page', () => {
  const realSocket = globalThis.WebSocket;
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.WebSocket = realSocket;
    document.body.innerHTML = '';
  });

  it('shows the seat free, the seats to take and why, when the studio frees it for sitting out', () => {
    const page = openPage('en');
    page.socket.receive(state(1, { 2: 'Player 3' }));
    page.socket.receive(you(2));
    expect(page.seat(3).getAttribute('aria-label')).toBe('Seat 3, You');
    expect(page.chips().hidden).toBe(false);
    expect(page.takeButtons()).toHaveLength(0);
    expect(page.leave().hidden).toBe(false);

    // Three rounds on, the studio frees the seat: the new round's state, then the seat's release.
    page.socket.receive(state(4, {}));
    page.socket.receive({ type: 'seat', tableId: 'blackjack-emerald', seat: null, reason: 'sat_out' });
    expect(page.seat(3).getAttribute('aria-label')).toBe('Seat 3');
    expect(page.seat(3).textContent).not.toContain('You');
    expect(page.chips().hidden).toBe(true);
    expect(page.leave().hidden).toBe(true);
    expect(page.takeButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Take seat 7',
      'Take seat 6',
      'Take seat 5',
      'Take seat 4',
      'Take seat 3',
      'Take seat 2',
      'Take seat 1',
    ]);
    expect(page.takeButtons().every((b) => !b.disabled)).toBe(true);
    expect(page.status()).toBe('Your seat was freed: no bet for three rounds in a row. Take a free seat to play.');

    // Taking a seat again asks the studio; once it says so, the seat is theirs and the notice goes.
    page.takeButtons()[0]?.click();
    expect(page.socket.sent.at(-1)).toMatchObject({ type: 'sit', seat: 6 });
    page.socket.receive(state(4, { 6: 'Player 7' }));
    page.socket.receive({ type: 'seat', tableId: 'blackjack-emerald', seat: 6, reason: 'sat' });
    expect(page.seat(7).getAttribute('aria-label')).toBe('Seat 7, You');
    expect(page.status()).toBe('Choose a chip to bet on your hand.');
  });

  it('never shows a seat as the player’s once the table shows it free', () => {
    const page = openPage('en');
    page.socket.receive(state(1, { 2: 'Player 3' }));
    page.socket.receive(you(2));
    page.socket.receive(state(2, {}));
    expect(page.seat(3).getAttribute('aria-label')).toBe('Seat 3');
    expect(page.takeButtons()).toHaveLength(7);
    expect(page.chips().hidden).toBe(true);
  });

  it('says why in Russian on a Russian page, and when the table closes', () => {
    const page = openPage('ru');
    page.socket.receive(state(1, { 0: 'Player 1' }));
    page.socket.receive({ ...you(0), language: 'ru' });
    page.socket.receive(state(2, {}));
    page.socket.receive({ type: 'seat', tableId: 'blackjack-emerald', seat: null, reason: 'sat_out' });
    expect(page.status()).toBe(
      'Ваше место освобождено: три раунда подряд без ставки. Займите свободное место, чтобы играть.',
    );
    page.socket.receive({ type: 'seat', tableId: 'blackjack-emerald', seat: null, reason: 'table_closed' });
    expect(page.status()).toMatch(/^Стол закрылся, и ваше место освобождено\./);
  });

  it('shows its own way back to the lobby on its own, and leaves it and the name to the operator’s page when embedded', () => {
    const withLobby = { ...you(null), lobbyUrl: 'https://operator.example/live-casino/games' };
    const lobby = () => document.querySelector<HTMLAnchorElement>('a.lobby');
    const { socket } = openPage('en');
    socket.receive(state(1, {}));
    socket.receive(withLobby);
    expect(lobby()?.hidden).toBe(false);
    expect(lobby()?.href).toBe('https://operator.example/live-casino/games');
    expect(document.getElementById('live')?.hasAttribute('data-embedded')).toBe(false);

    window.history.replaceState(null, '', '/live/table/L1?lang=en&theme=dark&embedded=1');
    try {
      const page = openPage('en');
      page.socket.receive(state(1, {}));
      page.socket.receive(withLobby);
      // One way back, the operator's: the table's header keeps the phase, the balance and the limits.
      expect(lobby()?.hidden).toBe(true);
      expect(document.getElementById('live')?.hasAttribute('data-embedded')).toBe(true);
      expect(document.querySelector('.limits')?.textContent).toBe('Limits €1 – €500');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says nothing when the player left the seat themselves', () => {
    const page = openPage('en');
    page.socket.receive(state(1, { 0: 'Player 1' }));
    page.socket.receive(you(0));
    page.socket.receive(state(1, {}));
    page.socket.receive({ type: 'seat', tableId: 'blackjack-emerald', seat: null, reason: 'left' });
    expect(page.status()).toBe('Take a free seat to play.');
  });
});

describe('the table page’s balance', () => {
  const realSocket = globalThis.WebSocket;
  const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
  beforeEach(() => {
    vi.useFakeTimers();
    globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;
  });
  afterEach(() => {
    vi.useRealTimers();
    globalThis.WebSocket = realSocket;
    if (realParent) Object.defineProperty(window, 'parent', realParent);
    document.body.innerHTML = '';
  });

  it('asks the studio again when the operator’s page says the balance moved, and shows the new one', () => {
    const operator = { postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { value: operator, configurable: true });
    const { socket } = openPage('en');
    socket.receive(state(1, {}));
    socket.receive(you(null));
    const balance = () => document.querySelector('.balance-value')?.textContent ?? '';
    expect(balance()).toContain('100.00');
    const asked = () => socket.sent.filter((frame) => (frame as { type: string }).type === 'balance').length;

    // Another window's message, or another kind of message, asks for nothing.
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'meridian:balance-changed' }, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'other' }, source: operator as never }));
    expect(asked()).toBe(0);

    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'meridian:balance-changed' }, source: operator as never }),
    );
    expect(asked()).toBe(1);
    socket.receive({ ...you(null), balance: 8_971 });
    expect(balance()).toContain('89.71');
    expect(operator.postMessage).toHaveBeenCalledWith({ type: 'meridian:balance' }, '*');
  });
});
