/**
 * A live blackjack table: seven seats, one shoe dealt to every seated player at once, hands played
 * in turn. A player takes a free seat, bets in the betting window, and when the cards are out plays
 * their hand (hit, stand, double) within the decision time, after which it stands. The dealer then
 * draws to 17 (standing on all 17s), and every hand is paid: blackjack 3 to 2, a win 1 to 1, a push
 * returns the stake. The dealer peeks under an ace or a ten: a dealer blackjack ends the round at
 * once. A seat frees when its player leaves, or after three rounds in a row without a bet.
 *
 * Every watcher sees the same cards. The round's shoe comes from its provably fair seeds (the hash is
 * shown when betting opens, the seed with the result).
 */
import { randomUUID } from 'node:crypto';
import { handTotal, isNatural } from '../shared/games/cards.js';
import { createServerSeed, fairRandom, hashServerSeed } from '../shared/games/provably-fair.js';
import { shuffleInPlace } from '../shared/games/random.js';
import type { Clock } from './clock.js';
import { isOpen, type LiveTable, nextOpening, tableLimits } from './live.tables.js';
import { type Payout, type TableBank, type TableBet, type TableRecord, walletRefusal } from './table-runner.js';

export const BLACKJACK_DECKS = 6;
/** Rounds in a row a seated player may sit out before the seat is freed. */
export const MISSED_ROUNDS_LIMIT = 3;
/** How long the dealer's own draw is shown before the result. */
export const DEALER_MS = 2_000;

export type BlackjackPhase = 'betting' | 'closing' | 'dealing' | 'playing' | 'dealer' | 'result';
export type BlackjackAction = 'hit' | 'stand' | 'double';
export type HandResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export type SeatRefusal =
  | 'table_closed'
  | 'no_such_seat'
  | 'seat_taken'
  | 'already_seated'
  | 'seated_elsewhere'
  | 'not_seated'
  | 'betting_closed'
  | 'currency_not_taken'
  | 'below_minimum'
  | 'above_maximum'
  | 'above_maximum_pending'
  | 'wallet_refused'
  | 'limit_reached'
  | 'play_disabled'
  | 'not_your_turn'
  | 'action_pending'
  | 'not_allowed';

interface Seat {
  player: string;
  /** Whose seat it is across launches: the operator's user. */
  person: string;
  /** What other watchers see instead of the player's key. */
  alias: string;
  currency: string;
  missed: number;
  leaving: boolean;
  stakes: TableBet[];
  bet: bigint;
  /** Bets of the round on their way to the wallet: held against the maximum until it answers. */
  held: bigint;
  cards: number[];
  doubled: boolean;
  done: boolean;
  result: HandResult | null;
  /** A double's stake is with the wallet: the hand waits for its answer, and takes no other decision. */
  busy: boolean;
}

/** A seat's hand before the round's bets: nothing staked, held or dealt. */
function emptyHand(): Pick<Seat, 'stakes' | 'bet' | 'held' | 'cards' | 'doubled' | 'done' | 'result' | 'busy'> {
  return { stakes: [], bet: 0n, held: 0n, cards: [], doubled: false, done: false, result: null, busy: false };
}

export interface SeatView {
  readonly seat: number;
  readonly alias: string | null;
  readonly bet: number;
  readonly cards: readonly number[];
  readonly total: number | null;
  readonly doubled: boolean;
  readonly result: HandResult | null;
}

export interface BlackjackView {
  readonly tableId: string;
  readonly game: 'blackjack';
  readonly open: boolean;
  readonly opensAt: number | null;
  readonly round: {
    readonly id: string;
    readonly number: number;
    readonly phase: BlackjackPhase;
    readonly phaseEndsAt: number | null;
    readonly seedHash: string;
    readonly serverSeed: string | null;
    /** The dealer's cards; the hole card is null until the dealer plays. */
    readonly dealer: readonly (number | null)[];
    readonly dealerTotal: number | null;
    /** The seat whose turn it is (0-based), while hands are played. */
    readonly turn: number | null;
  } | null;
  readonly seats: readonly SeatView[];
  readonly totalSeatedPlayers: number;
  readonly availableSeats: number;
  /** The latest rounds' dealer totals, newest first ("BJ" for a dealer blackjack). */
  readonly history: readonly string[];
}

export type BlackjackListener = (view: BlackjackView) => void;

/**
 * Why a player's seat changed: they sat, they left (or their page did not come back), they sat out
 * MISSED_ROUNDS_LIMIT rounds in a row, or the table closed for the night.
 */
export type SeatChangeReason = 'sat' | 'left' | 'sat_out' | 'table_closed';

/** A player's seat as it now is (0-based), or null when it was freed. */
export interface SeatChange {
  readonly player: string;
  readonly seat: number | null;
  readonly reason: SeatChangeReason;
}

export type SeatListener = (change: SeatChange) => void;

interface Round {
  id: string;
  number: number;
  phase: BlackjackPhase;
  phaseEndsAt: number | null;
  serverSeed: string;
  seedHash: string;
  shoe: number[];
  dealt: number;
  dealer: number[];
  turn: number | null;
}

const aliasOf = (seat: number) => `Player ${seat + 1}`;

/** Splits what a hand returns over its stakes (the bet, a double), the remainder of the division on the last. */
function shares(stakes: readonly TableBet[], staked: bigint, returned: bigint): Payout[] {
  let left = returned;
  return stakes.flatMap((bet, i) => {
    const amount = i === stakes.length - 1 ? left : (returned * bet.amount) / staked;
    left -= amount;
    return amount > 0n ? [{ bet, amount }] : [];
  });
}

/** A whole shoe of BLACKJACK_DECKS decks shuffled by the round's seeds. */
export function fairShoe(seeds: { serverSeed: string; clientSeed: string; nonce: number }): number[] {
  const shoe = Array.from({ length: 52 * BLACKJACK_DECKS }, (_, i) => i % 52);
  return shuffleInPlace(shoe, fairRandom(seeds));
}

export class BlackjackTable {
  #seats: (Seat | null)[];
  #round: Round | null = null;
  #number = 0;
  #history: string[] = [];
  #listeners = new Set<BlackjackListener>();
  #seatListeners = new Set<SeatListener>();
  #timers = new Set<() => void>();
  #stopped = true;

  constructor(
    readonly table: LiveTable,
    private readonly clock: Clock,
    private readonly bank: TableBank,
    private readonly record: TableRecord,
    /** The round's shoe in dealing order; by default shuffled from the round's provably fair seeds. */
    private readonly shoeOf: (seeds: { serverSeed: string; clientSeed: string; nonce: number }) => number[] = fairShoe,
  ) {
    this.#seats = Array.from({ length: table.seats ?? 7 }, () => null);
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#openNext(this.clock.now());
  }

  stop(): void {
    this.#stopped = true;
    for (const cancel of this.#timers) cancel();
    this.#timers.clear();
  }

  subscribe(listener: BlackjackListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Each change of a player's seat, told after the table's view that shows it. */
  onSeatChange(listener: SeatListener): () => void {
    this.#seatListeners.add(listener);
    return () => this.#seatListeners.delete(listener);
  }

  /** The seat a player holds (0-based), or null. */
  seatOf(player: string): number | null {
    const index = this.#seats.findIndex((seat) => seat?.player === player);
    return index < 0 ? null : index;
  }

  /**
   * Seats a player's launch. One person holds one seat at a table: `person` is the operator's user
   * (the launch itself when not given), so a second launch of theirs is refused a seat of its own.
   */
  sit(
    player: string,
    seat: number,
    currency: string,
    person: string = player,
  ): { ok: true } | { ok: false; reason: SeatRefusal } {
    if (!this.#round && !isOpen(this.table, this.clock.now())) return { ok: false, reason: 'table_closed' };
    if (!Number.isInteger(seat) || seat < 0 || seat >= this.#seats.length) return { ok: false, reason: 'no_such_seat' };
    if (this.seatOf(player) !== null) return { ok: false, reason: 'already_seated' };
    if (this.#seats.some((taken) => taken?.person === person)) return { ok: false, reason: 'seated_elsewhere' };
    if (this.#seats[seat]) return { ok: false, reason: 'seat_taken' };
    if (!tableLimits(this.table, currency)) return { ok: false, reason: 'currency_not_taken' };
    this.#seats[seat] = { player, person, alias: aliasOf(seat), currency, missed: 0, leaving: false, ...emptyHand() };
    this.#publish();
    this.#tellSeats([{ player, seat, reason: 'sat' }]);
    return { ok: true };
  }

  /** Frees the player's seat; a hand in play stands and is paid when the round ends. */
  leave(player: string): void {
    const index = this.seatOf(player);
    const seat = index === null ? null : this.#seats[index];
    if (index === null || !seat) return;
    if (seat.bet > 0n && this.#round && this.#round.phase !== 'result') {
      seat.leaving = true;
      if (this.#round.turn === index) this.#act(index, 'stand');
      return;
    }
    this.#seats[index] = null;
    this.#publish();
    this.#tellSeats([{ player, seat: null, reason: 'left' }]);
  }

  /**
   * The seated player's bet for the round, added to what they bet already, within the table's limits.
   * The amount is held against the maximum while the wallet is asked, so bets sent together cannot
   * pass it between them; a refused or unanswered stake frees it again.
   */
  async bet(
    player: string,
    amount: bigint,
  ): Promise<{ ok: true } | { ok: false; reason: SeatRefusal; detail?: string }> {
    const index = this.seatOf(player);
    const seat = index === null ? null : this.#seats[index];
    const round = this.#round;
    if (!round) return { ok: false, reason: 'table_closed' };
    if (index === null || !seat || seat.leaving) return { ok: false, reason: 'not_seated' };
    if (round.phase !== 'betting') return { ok: false, reason: 'betting_closed' };
    const limits = tableLimits(this.table, seat.currency);
    if (!limits) return { ok: false, reason: 'currency_not_taken' };
    if (seat.bet + amount < limits.minBet) return { ok: false, reason: 'below_minimum' };
    if (seat.bet + amount > limits.maxBet) return { ok: false, reason: 'above_maximum' };
    if (seat.bet + seat.held + amount > limits.maxBet) return { ok: false, reason: 'above_maximum_pending' };
    const stake: TableBet = {
      id: randomUUID(),
      roundId: round.id,
      player,
      currency: seat.currency,
      spot: `seat:${index + 1}`,
      amount,
    };
    seat.held += amount;
    try {
      const answer = await this.bank.stake(stake);
      if (!answer.ok) return { ok: false, reason: walletRefusal(answer.reason), detail: answer.reason };
      if (this.#round !== round || round.dealt > 0) {
        this.bank.refund(stake);
        return { ok: false, reason: 'betting_closed' };
      }
      seat.stakes.push(stake);
      seat.bet += amount;
      seat.missed = 0;
      this.#publish();
      return { ok: true };
    } finally {
      seat.held -= amount;
    }
  }

  /**
   * A decision on the hand whose turn it is. While a double's stake is with the wallet the hand takes
   * no other decision (another double, a hit, from any socket): it is refused, and only one extra
   * stake is ever asked for.
   */
  async act(player: string, action: BlackjackAction): Promise<{ ok: true } | { ok: false; reason: SeatRefusal }> {
    const index = this.seatOf(player);
    const round = this.#round;
    if (index === null) return { ok: false, reason: 'not_seated' };
    if (round?.phase !== 'playing' || round.turn !== index) return { ok: false, reason: 'not_your_turn' };
    const seat = this.#seats[index];
    if (!seat) return { ok: false, reason: 'not_allowed' };
    if (seat.busy) return { ok: false, reason: 'action_pending' };
    if (action === 'double') {
      if (seat.cards.length !== 2) return { ok: false, reason: 'not_allowed' };
      const extra: TableBet = {
        id: randomUUID(),
        roundId: round.id,
        player,
        currency: seat.currency,
        spot: `double:${index + 1}`,
        amount: seat.bet,
      };
      seat.busy = true;
      let taken = false;
      try {
        const answer = await this.bank.stake(extra);
        if (this.#round !== round || round.turn !== index) {
          if (answer.ok) this.bank.refund(extra);
          return { ok: false, reason: 'not_your_turn' };
        }
        if (!answer.ok) return { ok: false, reason: walletRefusal(answer.reason) };
        seat.stakes.push(extra);
        taken = true;
      } finally {
        seat.busy = false;
        // The decision time ran out while the wallet was asked (the timer waits for it): a hand
        // whose double did not go through stands now rather than holding up the table.
        if (!taken && this.#round === round && round.turn === index && this.clock.now() >= (round.phaseEndsAt ?? 0)) {
          this.#act(index, 'stand');
        }
      }
    }
    this.#act(index, action);
    return { ok: true };
  }

  view(): BlackjackView {
    const now = this.clock.now();
    const round = this.#round;
    const open = round !== null || isOpen(this.table, now);
    const dealerShown = round && (round.phase === 'dealer' || round.phase === 'result');
    const seated = this.#seats.filter((seat) => seat !== null).length;
    return {
      tableId: this.table.id,
      game: 'blackjack',
      open,
      opensAt: open ? null : nextOpening(this.table, now),
      round: round
        ? {
            id: round.id,
            number: round.number,
            phase: round.phase,
            phaseEndsAt: round.phaseEndsAt,
            seedHash: round.seedHash,
            serverSeed: round.phase === 'result' ? round.serverSeed : null,
            dealer: dealerShown ? round.dealer : round.dealer.map((card, i) => (i === 1 ? null : card)),
            dealerTotal: handTotal(dealerShown ? round.dealer : round.dealer.slice(0, 1)).total || null,
            turn: round.turn,
          }
        : null,
      seats: this.#seats.map((seat, index) => ({
        seat: index,
        alias: seat?.alias ?? null,
        bet: Number(seat ? seat.bet * (seat.doubled ? 2n : 1n) : 0n),
        cards: seat?.cards ?? [],
        total: seat && seat.cards.length > 0 ? handTotal(seat.cards).total : null,
        doubled: seat?.doubled ?? false,
        result: seat?.result ?? null,
      })),
      totalSeatedPlayers: seated,
      availableSeats: this.#seats.length - seated,
      history: this.#history,
    };
  }

  #openNext(atMs: number): void {
    if (this.#stopped) return;
    // The last round's hands leave the table; seats of players who left, or sat out too long, free.
    const freed: SeatChange[] = [];
    this.#seats = this.#seats.map((seat) => {
      if (!seat) return null;
      const satOut = seat.bet === 0n ? seat.missed + 1 : 0;
      if (seat.leaving || satOut >= MISSED_ROUNDS_LIMIT) {
        freed.push({ player: seat.player, seat: null, reason: seat.leaving ? 'left' : 'sat_out' });
        return null;
      }
      return { ...seat, missed: satOut, ...emptyHand() };
    });
    if (!isOpen(this.table, atMs)) {
      this.#round = null;
      for (const seat of this.#seats) {
        if (seat) freed.push({ player: seat.player, seat: null, reason: 'table_closed' });
      }
      this.#seats = this.#seats.map(() => null);
      this.#publish();
      this.#tellSeats(freed);
      const opens = nextOpening(this.table, atMs);
      this.#at(opens, () => this.#openNext(opens));
      return;
    }
    const serverSeed = createServerSeed();
    this.#number += 1;
    const round: Round = {
      id: randomUUID(),
      number: this.#number,
      phase: 'betting',
      phaseEndsAt: atMs + this.table.timing.bettingMs,
      serverSeed,
      seedHash: hashServerSeed(serverSeed),
      shoe: [],
      dealt: 0,
      dealer: [],
      turn: null,
    };
    this.#round = round;
    this.record.roundOpened({
      id: round.id,
      tableId: this.table.id,
      number: round.number,
      seedHash: round.seedHash,
      openedAt: atMs,
    });
    this.#publish();
    this.#tellSeats(freed);
    const closingAt = atMs + this.table.timing.bettingMs;
    const dealAt = closingAt + this.table.timing.closingMs;
    this.#at(closingAt, () => {
      this.#enter(round, 'closing', dealAt);
      this.#at(dealAt, () => this.#deal(round, dealAt));
    });
  }

  #deal(round: Round, atMs: number): void {
    const playing = this.#playingSeats();
    if (playing.length === 0) {
      // Nobody bet: the next round opens at once.
      this.#openNext(atMs);
      return;
    }
    round.shoe = this.shoeOf({ serverSeed: round.serverSeed, clientSeed: this.table.id, nonce: round.number });
    // Two passes round the table, the dealer last each time.
    for (let pass = 0; pass < 2; pass += 1) {
      for (const index of playing) this.#seats[index]?.cards.push(this.#draw(round));
      round.dealer.push(this.#draw(round));
    }
    for (const index of playing) {
      const seat = this.#seats[index];
      if (seat && isNatural(seat.cards)) seat.done = true;
    }
    const dealtAt = atMs + this.table.timing.revealMs;
    this.#enter(round, 'dealing', dealtAt);
    this.#at(dealtAt, () => {
      if (isNatural(round.dealer)) this.#dealerPlays(round, dealtAt);
      else this.#nextTurn(round, dealtAt);
    });
  }

  #playingSeats(): number[] {
    return this.#seats.flatMap((seat, index) => (seat && seat.bet > 0n ? [index] : []));
  }

  #draw(round: Round): number {
    const card = round.shoe[round.dealt];
    if (card === undefined) throw new Error('the shoe is empty');
    round.dealt += 1;
    return card;
  }

  #turnTimer: (() => void) | null = null;

  #nextTurn(round: Round, atMs: number): void {
    const next = this.#playingSeats().find((index) => {
      const seat = this.#seats[index];
      return seat && !seat.done && (round.turn === null || index > round.turn);
    });
    if (next === undefined) {
      round.turn = null;
      this.#dealerPlays(round, atMs);
      return;
    }
    round.turn = next;
    const deadline = atMs + (this.table.timing.decisionMs ?? 10_000);
    this.#enter(round, 'playing', deadline);
    const seat = this.#seats[next];
    if (seat?.leaving) {
      this.#act(next, 'stand');
      return;
    }
    this.#turnTimer = this.#at(deadline, () => {
      if (round.turn === next && !this.#seats[next]?.busy) this.#act(next, 'stand');
    });
  }

  #act(index: number, action: BlackjackAction): void {
    const round = this.#round;
    const seat = this.#seats[index];
    if (!round || !seat || round.turn !== index) return;
    if (action === 'hit' || action === 'double') seat.cards.push(this.#draw(round));
    if (action === 'double') seat.doubled = true;
    const total = handTotal(seat.cards).total;
    if (action !== 'hit' || total >= 21) seat.done = true;
    if (!seat.done) {
      // Another decision on the same hand: the decision time starts again.
      this.#turnTimer?.();
      const deadline = this.clock.now() + (this.table.timing.decisionMs ?? 10_000);
      round.phaseEndsAt = deadline;
      this.#turnTimer = this.#at(deadline, () => {
        if (round.turn === index && !seat.busy) this.#act(index, 'stand');
      });
      this.#publish();
      return;
    }
    this.#turnTimer?.();
    this.#turnTimer = null;
    this.#nextTurn(round, this.clock.now());
  }

  #dealerPlays(round: Round, atMs: number): void {
    const someoneStands = this.#playingSeats().some((index) => {
      const seat = this.#seats[index];
      return seat && handTotal(seat.cards).total <= 21 && !isNatural(seat.cards);
    });
    // The dealer draws only when a hand is left for it to beat.
    if (someoneStands && !isNatural(round.dealer)) {
      for (;;) {
        const { total } = handTotal(round.dealer);
        if (total >= 17) break;
        round.dealer.push(this.#draw(round));
      }
    }
    const resultAt = atMs + DEALER_MS;
    this.#enter(round, 'dealer', resultAt);
    this.#at(resultAt, () => this.#settle(round, resultAt));
  }

  #settle(round: Round, atMs: number): void {
    const dealer = handTotal(round.dealer).total;
    const dealerNatural = isNatural(round.dealer);
    const payouts: Payout[] = [];
    for (const index of this.#playingSeats()) {
      const seat = this.#seats[index];
      if (!seat) continue;
      const total = handTotal(seat.cards).total;
      const natural = isNatural(seat.cards);
      const stake = seat.bet * (seat.doubled ? 2n : 1n);
      let result: HandResult;
      let returned: bigint;
      if (total > 21) [result, returned] = ['bust', 0n];
      else if (natural && dealerNatural) [result, returned] = ['push', seat.bet];
      else if (natural) [result, returned] = ['blackjack', (seat.bet * 5n) / 2n];
      else if (dealerNatural) [result, returned] = ['lose', 0n];
      else if (dealer > 21 || total > dealer) [result, returned] = ['win', stake * 2n];
      else if (total === dealer) [result, returned] = ['push', stake];
      else [result, returned] = ['lose', 0n];
      seat.result = result;
      // Each stake (the bet, a double) has its share of the return in the round's record; the studio
      // pays the player's shares as one win.
      if (returned > 0n) payouts.push(...shares(seat.stakes, stake, returned));
    }
    this.#history = [dealerNatural ? 'BJ' : String(dealer), ...this.#history].slice(0, 20);
    this.record.roundSettled({
      id: round.id,
      tableId: this.table.id,
      serverSeed: round.serverSeed,
      outcome: { dealer: round.dealer, seats: this.view().seats.filter((seat) => seat.bet > 0) },
      settledAt: this.clock.now(),
      payouts,
    });
    const nextAt = atMs + this.table.timing.resultMs;
    this.#enter(round, 'result', nextAt);
    this.#at(nextAt, () => this.#openNext(nextAt));
  }

  #enter(round: Round, phase: BlackjackPhase, endsAt: number | null): void {
    round.phase = phase;
    round.phaseEndsAt = endsAt;
    this.#publish();
  }

  #at(atMs: number, task: () => void): () => void {
    const cancel = this.clock.at(atMs, () => {
      this.#timers.delete(cancel);
      task();
    });
    this.#timers.add(cancel);
    return () => {
      cancel();
      this.#timers.delete(cancel);
    };
  }

  #publish(): void {
    if (this.#listeners.size === 0) return;
    const view = this.view();
    for (const listener of this.#listeners) listener(view);
  }

  #tellSeats(changes: readonly SeatChange[]): void {
    for (const change of changes) for (const listener of this.#seatListeners) listener(change);
  }
}
