/**
 * The studio's WebSocket hub: lobby tiles subscribe to tables by currency, table pages join with
 * their launch. A table's change is turned into one frame per (table, currency) for the lobby and
 * one `state` frame for the table's players, each serialised once and written to every socket that
 * wants it, so a busy table costs a string per change, not one per watcher.
 */
import type { BlackjackTable, BlackjackView, SeatChange } from './blackjack-table.js';
import type { Clock } from './clock.js';
import { type LiveStudio, LiveStudioError, type LiveTableRunner } from './live.service.js';
import type { LiveLaunch } from './live.store.js';
import { type LiveTable, tableLimits } from './live.tables.js';
import {
  type ClientFrame,
  LIVE_PROVIDER_CODE,
  type LiveTableType,
  type LobbyTableFrame,
  type StudioFrame,
} from './protocol.js';
import type { TableView } from './table-runner.js';

/** A socket as the hub sees it: real ones from the plugin, simulated ones in tests. */
export interface LiveSocket {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

/** A player whose page went away keeps the seat this long, for a reload or a dropped connection. */
export const SEAT_GRACE_MS = 20_000;
/** The most subscriptions one socket may hold (a lobby page shows a few dozen tiles). */
export const MAX_SUBSCRIPTIONS = 200;

const TABLE_TYPES: Readonly<Record<LiveTable['game'], LiveTableType>> = {
  blackjack: 'BLACKJACK',
  roulette: 'ROULETTE',
  baccarat: 'BACCARAT',
  'money-wheel': 'MONEY_WHEEL',
};

interface Member {
  socket: LiveSocket;
  subscriptions: Set<string>;
  launch: LiveLaunch | null;
  /** A balance read asked for while one is on its way: read once more when it answers. */
  balance: 'idle' | 'reading' | 'again';
}

const keyOf = (table: string, currency: string) => `${table}|${currency}`;

function joinSet<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (set) set.add(value);
  else map.set(key, new Set([value]));
}

/** The latest results a tile shows, newest first. */
function resultsOf(table: LiveTable, view: TableView | BlackjackView): Array<string | number> {
  if (table.game === 'blackjack') return (view as BlackjackView).history.slice(0, 12);
  return (view as TableView).history.slice(0, 12).map((outcome) => {
    if (table.game === 'roulette') return outcome.pocket as number;
    if (table.game === 'baccarat') return String(outcome.winner).charAt(0).toUpperCase();
    return outcome.value as number;
  });
}

export function lobbyFrame(
  table: LiveTable,
  view: TableView | BlackjackView,
  currency: string,
  serverTime: number,
): LobbyTableFrame {
  const limits = tableLimits(table, currency);
  const blackjack = table.game === 'blackjack' ? (view as BlackjackView) : null;
  return {
    type: 'table',
    providerId: LIVE_PROVIDER_CODE,
    tableId: table.id,
    currencyCode: currency,
    status: !limits ? 'unknown_currency' : view.open ? 'online' : 'offline',
    serverTime,
    value: {
      tableName: table.name,
      tableType: TABLE_TYPES[table.game],
      tableLimits: limits ? { minBet: Number(limits.minBet), maxBet: Number(limits.maxBet) } : null,
      totalSeatedPlayers: blackjack ? blackjack.totalSeatedPlayers : null,
      availableSeats: blackjack ? blackjack.availableSeats : null,
      players: blackjack ? blackjack.totalSeatedPlayers : (view as TableView).players,
      results: resultsOf(table, view),
      opensAt: view.opensAt,
    },
  };
}

export class LiveHub {
  readonly #members = new Set<Member>();
  /** Subscribers per `table|currency`. */
  readonly #lobby = new Map<string, Set<Member>>();
  /** Joined players per table. */
  readonly #players = new Map<string, Set<Member>>();
  /** Seats of players whose page went away, freed when the grace runs out. */
  readonly #leaving = new Map<string, () => void>();
  readonly #stop: Array<() => void> = [];

  constructor(
    private readonly studio: LiveStudio,
    private readonly clock: Clock,
    private readonly casinoId: string,
  ) {
    for (const runner of studio.tables.values()) {
      this.#stop.push(runner.subscribe((view) => this.#changed(runner, view)));
      if (runner.table.game === 'blackjack') {
        this.#stop.push((runner as BlackjackTable).onSeatChange((change) => this.#seatChanged(runner, change)));
      }
    }
    this.#stop.push(studio.onBalance((launch, balance) => this.#balance(launch, balance)));
  }

  close(): void {
    for (const stop of this.#stop) stop();
    for (const cancel of this.#leaving.values()) cancel();
    for (const member of this.#members) member.socket.close(1001, 'going away');
  }

  get connections(): number {
    return this.#members.size;
  }

  /** A new socket: greeted with the tables the studio deals. */
  connect(socket: LiveSocket): { receive(text: string): void; closed(): void } {
    const member: Member = { socket, subscriptions: new Set(), launch: null, balance: 'idle' };
    this.#members.add(member);
    this.#send(member, {
      type: 'hello',
      casinoId: this.casinoId,
      tables: [...this.studio.tables.keys()],
      serverTime: this.clock.now(),
    });
    return {
      receive: (text) => {
        let frame: ClientFrame;
        try {
          frame = JSON.parse(text) as ClientFrame;
        } catch {
          this.#send(member, { type: 'error', message: 'A frame is a JSON object.' });
          return;
        }
        this.#receive(member, frame).catch((error: unknown) => {
          const message = error instanceof LiveStudioError ? error.message : 'The studio could not do that.';
          this.#send(member, { type: 'error', message });
        });
      },
      closed: () => this.#closed(member),
    };
  }

  async #receive(member: Member, frame: ClientFrame): Promise<void> {
    switch (frame?.type) {
      case 'ping':
        this.#send(member, { type: 'pong' });
        return;
      case 'subscribe': {
        const runner = this.studio.tables.get(String(frame.table));
        if (!runner || typeof frame.currency !== 'string') {
          this.#send(member, { type: 'error', message: `No table ${String(frame.table)}.` });
          return;
        }
        if (member.subscriptions.size >= MAX_SUBSCRIPTIONS) {
          this.#send(member, { type: 'error', message: 'Too many subscriptions.' });
          return;
        }
        const key = keyOf(runner.table.id, frame.currency);
        member.subscriptions.add(key);
        joinSet(this.#lobby, key, member);
        this.#send(member, lobbyFrame(runner.table, runner.view(), frame.currency, this.clock.now()));
        return;
      }
      case 'unsubscribe': {
        const key = keyOf(String(frame.table), String(frame.currency));
        member.subscriptions.delete(key);
        this.#lobby.get(key)?.delete(member);
        return;
      }
      case 'join':
        await this.#join(member, String(frame.launch));
        return;
      case 'balance':
        await this.#readBalance(member);
        return;
      case 'bet':
      case 'sit':
      case 'leave':
      case 'action':
        await this.#command(member, frame);
        return;
      default:
        this.#send(member, { type: 'error', message: 'Unknown frame.' });
    }
  }

  async #join(member: Member, launchId: string): Promise<void> {
    const launch = await this.studio.findLaunch(launchId);
    const runner = this.studio.table(launch.tableId);
    if (member.launch) this.#players.get(member.launch.tableId)?.delete(member);
    member.launch = launch;
    joinSet(this.#players, launch.tableId, member);
    // Back within the grace: the seat is still theirs.
    this.#leaving.get(launch.id)?.();
    this.#leaving.delete(launch.id);
    this.#send(member, { type: 'state', tableId: launch.tableId, view: runner.view(), serverTime: this.clock.now() });
    await this.#sendYou(member, runner, await this.studio.balanceOf(launch));
  }

  /**
   * The page asks for the wallet's balance again (money moved elsewhere: the player's other pages, a
   * deposit): it gets a `you` frame with the operator's answer. Asks that come while a read is on its
   * way make one more read after it, so a burst costs the wallet two calls and the last answer is fresh.
   */
  async #readBalance(member: Member): Promise<void> {
    if (!member.launch) return;
    if (member.balance !== 'idle') {
      member.balance = 'again';
      return;
    }
    try {
      let launch: LiveLaunch | null = member.launch;
      while (launch) {
        member.balance = 'reading';
        const runner = this.studio.tables.get(launch.tableId);
        const balance = await this.studio.balanceOf(launch);
        if (runner && balance !== null && member.launch === launch) await this.#sendYou(member, runner, balance);
        launch = (member.balance as Member['balance']) === 'again' ? member.launch : null;
      }
    } finally {
      member.balance = 'idle';
    }
  }

  async #command(member: Member, frame: Extract<ClientFrame, { id: string }>): Promise<void> {
    const launch = member.launch;
    const id = String(frame.id);
    if (!launch) {
      this.#send(member, { type: 'result', id, ok: false, reason: 'not_joined' });
      return;
    }
    const runner = this.studio.table(launch.tableId);
    const answer = await this.#apply(runner, launch, frame);
    this.#send(member, { type: 'result', id, ok: answer.ok, ...(answer.ok ? {} : { reason: answer.reason }) });
    if (answer.ok && (frame.type === 'sit' || frame.type === 'leave')) await this.#sendYou(member, runner, undefined);
  }

  async #apply(
    runner: LiveTableRunner,
    launch: LiveLaunch,
    frame: Extract<ClientFrame, { id: string }>,
  ): Promise<{ ok: boolean; reason?: string }> {
    const amount = (value: unknown) =>
      typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? BigInt(value) : null;
    const blackjack = runner.table.game === 'blackjack' ? (runner as BlackjackTable) : null;
    switch (frame.type) {
      case 'bet': {
        const stake = amount(frame.amount);
        if (stake === null) return { ok: false, reason: 'bad_amount' };
        if (blackjack) return blackjack.bet(launch.id, stake);
        return this.studio
          .sharedTable(launch.tableId)
          .bet(launch.id, launch.currency, String(frame.spot), stake, launch.userRef);
      }
      case 'sit':
        if (!blackjack) return { ok: false, reason: 'no_seats' };
        return blackjack.sit(launch.id, Number(frame.seat), launch.currency, launch.userRef);
      case 'leave':
        if (!blackjack) return { ok: false, reason: 'no_seats' };
        blackjack.leave(launch.id);
        return { ok: true };
      case 'action': {
        if (!blackjack) return { ok: false, reason: 'not_allowed' };
        const action = frame.action;
        if (action !== 'hit' && action !== 'stand' && action !== 'double') return { ok: false, reason: 'not_allowed' };
        return blackjack.act(launch.id, action);
      }
    }
  }

  async #sendYou(member: Member, runner: LiveTableRunner, balance: number | null | undefined): Promise<void> {
    const launch = member.launch;
    if (!launch) return;
    const limits = tableLimits(runner.table, launch.currency);
    const blackjack = runner.table.game === 'blackjack';
    const seat = blackjack ? (runner as BlackjackTable).seatOf(launch.id) : null;
    const taken = blackjack ? null : this.studio.sharedTable(launch.tableId).betsOf(launch.id);
    this.#send(member, {
      type: 'you',
      launch: launch.id,
      tableId: launch.tableId,
      tableName: runner.table.name,
      game: runner.table.game,
      currency: launch.currency,
      limits: { minBet: Number(limits?.minBet ?? 0n), maxBet: Number(limits?.maxBet ?? 0n) },
      seat,
      bets: taken
        ? { roundId: taken.roundId, list: taken.list.map((bet) => ({ spot: bet.spot, amount: Number(bet.amount) })) }
        : null,
      balance: balance === undefined ? null : balance,
      language: launch.language,
      theme: launch.theme,
      lobbyUrl: launch.lobbyUrl,
    });
  }

  #balance(launchId: string, balance: number): void {
    for (const member of this.#members) {
      if (member.launch?.id !== launchId) continue;
      const runner = this.studio.tables.get(member.launch.tableId);
      if (runner) void this.#sendYou(member, runner, balance);
    }
  }

  #changed(runner: LiveTableRunner, view: TableView | BlackjackView): void {
    const table = runner.table;
    for (const [key, members] of this.#lobby) {
      if (members.size === 0 || !key.startsWith(`${table.id}|`)) continue;
      const text = JSON.stringify(lobbyFrame(table, view, key.slice(table.id.length + 1), this.clock.now()));
      for (const member of members) member.socket.send(text);
    }
    const players = this.#players.get(table.id);
    if (players && players.size > 0) {
      const text = JSON.stringify({ type: 'state', tableId: table.id, view, serverTime: this.clock.now() });
      for (const member of players) member.socket.send(text);
    }
  }

  /** A player's seat changed: every page of theirs at the table hears it, whichever page (or the table) changed it. */
  #seatChanged(runner: LiveTableRunner, change: SeatChange): void {
    const players = this.#players.get(runner.table.id);
    if (!players) return;
    const frame: StudioFrame = { type: 'seat', tableId: runner.table.id, seat: change.seat, reason: change.reason };
    for (const member of players) if (member.launch?.id === change.player) this.#send(member, frame);
  }

  #closed(member: Member): void {
    this.#members.delete(member);
    for (const key of member.subscriptions) this.#lobby.get(key)?.delete(member);
    const launch = member.launch;
    if (!launch) return;
    this.#players.get(launch.tableId)?.delete(member);
    const runner = this.studio.tables.get(launch.tableId);
    if (runner?.table.game !== 'blackjack') return;
    const stillHere = [...this.#members].some((other) => other.launch?.id === launch.id);
    if (stillHere) return;
    this.#leaving.get(launch.id)?.();
    const cancel = this.clock.at(this.clock.now() + SEAT_GRACE_MS, () => {
      this.#leaving.delete(launch.id);
      (runner as BlackjackTable).leave(launch.id);
    });
    this.#leaving.set(launch.id, cancel);
  }

  #send(member: Member, frame: StudioFrame): void {
    member.socket.send(JSON.stringify(frame));
  }
}
