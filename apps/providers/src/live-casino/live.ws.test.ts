import { describe, expect, it } from 'vitest';
import type { OperatorWallet } from '../shared/seamless-wallet.js';
import { MISSED_ROUNDS_LIMIT } from './blackjack-table.js';
import { ManualClock } from './clock.js';
import { LiveStudio } from './live.service.js';
import type { LiveLaunch, LiveStore } from './live.store.js';
import { LIVE_TABLES } from './live.tables.js';
import { LiveHub, SEAT_GRACE_MS } from './live.ws.js';
import type { LobbyTableFrame, StudioFrame } from './protocol.js';

/** The studio with its tables on a manual clock; launches kept in memory, the wallet always at 1,000. */
function studioOnClock() {
  const clock = new ManualClock(Date.UTC(2026, 10, 26, 12, 0, 0));
  const launches = new Map<string, LiveLaunch>();
  const store = {
    insertLaunch: async (launch: LiveLaunch) => void launches.set(launch.id, launch),
    findLaunch: async (id: string) => launches.get(id) ?? null,
    transaction: async (work: (store: unknown) => Promise<unknown>) => work(store),
    voidOpenRounds: async () => [],
    orphanBets: async () => [],
    insertRound: async () => undefined,
    insertBet: async () => undefined,
    insertCall: async () => 1n,
    finishCall: async () => undefined,
    setBetStatus: async () => undefined,
  };
  const answer = { answered: true, status: 'RS_OK', balance: 100_000, currency: 'EUR' };
  const reads = { count: 0 };
  const wallet = {
    balance: async () => {
      reads.count += 1;
      return { ...answer };
    },
    transaction: async () => ({ ...answer }),
  };
  const studio = new LiveStudio(store as unknown as LiveStore, wallet as unknown as OperatorWallet, clock);
  return { clock, studio, answer, reads };
}

/** The studio started, with its socket hub; `close` ends both. */
async function hubOnClock() {
  const setup = studioOnClock();
  await setup.studio.start();
  const hub = new LiveHub(setup.studio, setup.clock, 'meridian');
  const close = () => {
    hub.close();
    setup.studio.stop();
  };
  return { ...setup, hub, close };
}

/** A player's launch at a table, in euros, English and the dark theme. */
function launchAt(studio: LiveStudio, tableId: string, user = 'u') {
  return studio.launch({ tableId, token: 't', user, currency: 'EUR', language: 'en', theme: 'dark' });
}

/** A simulated socket: every frame it got, parsed. */
function socket() {
  const frames: StudioFrame[] = [];
  return {
    frames,
    send: (text: string) => frames.push(JSON.parse(text) as StudioFrame),
    close: () => undefined,
    of: <T extends StudioFrame['type']>(type: T) =>
      frames.filter((frame): frame is Extract<StudioFrame, { type: T }> => frame.type === type),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A page of a launch at a table, joined and given the table's state. */
async function joinedPage(hub: LiveHub, studio: LiveStudio, tableId: string, user = 'u') {
  const launch = await launchAt(studio, tableId, user);
  const page = socket();
  const member = hub.connect(page);
  member.receive(JSON.stringify({ type: 'join', launch: launch.id }));
  await flush();
  await flush();
  return { launch, page, member };
}

describe('the live studio’s socket hub', () => {
  it('greets a socket and streams a table’s tile in the asked currency as it changes', async () => {
    const { clock, hub, close } = await hubOnClock();
    const lobby = socket();
    const member = hub.connect(lobby);
    expect(lobby.frames[0]).toMatchObject({
      type: 'hello',
      casinoId: 'meridian',
      tables: LIVE_TABLES.map((t) => t.id),
    });

    member.receive(JSON.stringify({ type: 'subscribe', table: 'roulette-grand', currency: 'RUB' }));
    member.receive(JSON.stringify({ type: 'subscribe', table: 'blackjack-emerald', currency: 'EUR' }));
    await flush();
    const tiles = lobby.of('table');
    expect(tiles[0]).toMatchObject({
      providerId: 'meridian-live',
      tableId: 'roulette-grand',
      currencyCode: 'RUB',
      status: 'online',
      value: { tableType: 'ROULETTE', tableLimits: { minBet: 5_000, maxBet: 20_000_000 }, results: [] },
    });
    expect(tiles[1]).toMatchObject({
      tableId: 'blackjack-emerald',
      value: { tableType: 'BLACKJACK', totalSeatedPlayers: 0, availableSeats: 7 },
    });
    // A whole roulette round later, the tile shows the result.
    clock.advance(29_500);
    const last = lobby
      .of('table')
      .filter((f) => f.tableId === 'roulette-grand')
      .at(-1) as LobbyTableFrame;
    expect(last.value.results).toHaveLength(1);
    expect(typeof last.value.results[0]).toBe('number');

    // Unsubscribed, the tile's frames stop.
    member.receive(JSON.stringify({ type: 'unsubscribe', table: 'roulette-grand', currency: 'RUB' }));
    await flush();
    const seen = lobby.of('table').length;
    clock.advance(30_000);
    expect(lobby.of('table').filter((f) => f.tableId === 'roulette-grand')).toHaveLength(
      lobby
        .of('table')
        .slice(0, seen)
        .filter((f) => f.tableId === 'roulette-grand').length,
    );
    close();
  });

  it('tells a tile a currency the table does not take, and refuses unknown tables and frames', async () => {
    const { clock, studio } = studioOnClock();
    const hub = new LiveHub(studio, clock, 'meridian');
    const lobby = socket();
    const member = hub.connect(lobby);
    member.receive(JSON.stringify({ type: 'subscribe', table: 'roulette-grand', currency: 'BTC' }));
    member.receive(JSON.stringify({ type: 'subscribe', table: 'nowhere', currency: 'EUR' }));
    member.receive('not json');
    member.receive(JSON.stringify({ type: 'bet', id: '1', spot: 'red', amount: 100 }));
    await flush();
    expect(lobby.of('table')[0]).toMatchObject({ status: 'unknown_currency', value: { tableLimits: null } });
    expect(lobby.of('error').map((f) => f.message)).toEqual(['No table nowhere.', 'A frame is a JSON object.']);
    expect(lobby.of('result')).toEqual([{ type: 'result', id: '1', ok: false, reason: 'not_joined' }]);
  });

  it('gives a joined player the table’s state, their own frame, and keeps a seat through a short reconnect', async () => {
    const { clock, studio, hub, close } = await hubOnClock();
    const launch = await studio.launch({
      tableId: 'blackjack-emerald',
      token: 't',
      user: 'u',
      currency: 'EUR',
      language: 'ru',
      theme: 'light',
    });
    const page = socket();
    const member = hub.connect(page);
    member.receive(JSON.stringify({ type: 'join', launch: launch.id }));
    await flush();
    await flush();
    expect(page.of('state')[0]).toMatchObject({ tableId: 'blackjack-emerald', view: { game: 'blackjack' } });
    expect(page.of('you')[0]).toMatchObject({ seat: null, balance: 100_000, currency: 'EUR', language: 'ru' });

    member.receive(JSON.stringify({ type: 'sit', id: 'a', seat: 3 }));
    await flush();
    await flush();
    expect(page.of('result')).toEqual([{ type: 'result', id: 'a', ok: true }]);
    expect(page.of('you').at(-1)).toMatchObject({ seat: 3 });
    expect(page.of('state').at(-1)?.view).toMatchObject({ availableSeats: 6 });

    // The page goes away and comes back within the grace: the seat is kept.
    member.closed();
    clock.advance(SEAT_GRACE_MS - 1);
    const again = socket();
    hub.connect(again).receive(JSON.stringify({ type: 'join', launch: launch.id }));
    await flush();
    await flush();
    clock.advance(SEAT_GRACE_MS);
    expect(studio.blackjackTable('blackjack-emerald').seatOf(launch.id)).toBe(3);
    close();
  });

  it('reads the wallet again when the page asks, so the table’s balance follows money moved elsewhere', async () => {
    const { studio, hub, close, answer, reads } = await hubOnClock();
    const { page, member } = await joinedPage(hub, studio, 'roulette-grand');
    expect(page.of('you').at(-1)).toMatchObject({ balance: 100_000 });

    // A sports bet from another page takes 102.90 from the wallet: the table asks again.
    answer.balance = 89_710;
    member.receive(JSON.stringify({ type: 'balance' }));
    await flush();
    await flush();
    expect(page.of('you').at(-1)).toMatchObject({ balance: 89_710, tableId: 'roulette-grand' });
    expect(page.of('error')).toEqual([]);

    // A burst of asks costs the wallet two reads at most, the last one after the last change.
    const before = reads.count;
    answer.balance = 50_000;
    for (let i = 0; i < 5; i += 1) member.receive(JSON.stringify({ type: 'balance' }));
    for (let i = 0; i < 6; i += 1) await flush();
    expect(reads.count - before).toBe(2);
    expect(page.of('you').at(-1)).toMatchObject({ balance: 50_000 });

    // A socket that has not joined gets nothing and costs nothing.
    const lobby = socket();
    hub.connect(lobby).receive(JSON.stringify({ type: 'balance' }));
    await flush();
    expect(lobby.of('you')).toEqual([]);
    expect(lobby.of('error')).toEqual([]);
    close();
  });

  it('frees the seat of a player who does not come back', async () => {
    const { clock, studio, hub, close } = await hubOnClock();
    const launch = await launchAt(studio, 'blackjack-emerald');
    const member = hub.connect(socket());
    member.receive(JSON.stringify({ type: 'join', launch: launch.id }));
    member.receive(JSON.stringify({ type: 'sit', id: 'a', seat: 0 }));
    await flush();
    await flush();
    member.closed();
    clock.advance(SEAT_GRACE_MS);
    expect(studio.blackjackTable('blackjack-emerald').seatOf(launch.id)).toBeNull();
    close();
  });

  it('tells every page of a player when the table frees their seat for sitting out, after the state that shows it', async () => {
    const { clock, studio, hub, close } = await hubOnClock();
    const launch = await launchAt(studio, 'blackjack-emerald');
    const page = socket();
    const member = hub.connect(page);
    member.receive(JSON.stringify({ type: 'join', launch: launch.id }));
    // The same launch open in a second tab.
    const tab = socket();
    hub.connect(tab).receive(JSON.stringify({ type: 'join', launch: launch.id }));
    await flush();
    await flush();
    member.receive(JSON.stringify({ type: 'sit', id: 'a', seat: 4 }));
    await flush();
    await flush();
    expect(tab.of('seat')).toEqual([{ type: 'seat', tableId: 'blackjack-emerald', seat: 4, reason: 'sat' }]);

    // Rounds pass without a bet: one opens as the last one's window shuts, until the seat is freed.
    const { bettingMs, closingMs } = studio.blackjackTable('blackjack-emerald').table.timing;
    clock.advance(MISSED_ROUNDS_LIMIT * (bettingMs + closingMs));
    for (const socket of [page, tab]) {
      expect(socket.of('seat').at(-1)).toEqual({
        type: 'seat',
        tableId: 'blackjack-emerald',
        seat: null,
        reason: 'sat_out',
      });
      const freedAt = socket.frames.findIndex((frame) => frame.type === 'seat' && frame.seat === null);
      const stateBefore = socket.frames
        .slice(0, freedAt)
        .filter((frame) => frame.type === 'state')
        .at(-1);
      expect(stateBefore).toMatchObject({ view: { availableSeats: 7 } });
    }
    // Another player's page hears nothing of it.
    const other = await studio.launch({
      tableId: 'blackjack-emerald',
      token: 't2',
      user: 'u2',
      currency: 'EUR',
      language: 'en',
      theme: 'dark',
    });
    const theirs = socket();
    hub.connect(theirs).receive(JSON.stringify({ type: 'join', launch: other.id }));
    await flush();
    await flush();
    member.receive(JSON.stringify({ type: 'sit', id: 'b', seat: 4 }));
    await flush();
    await flush();
    expect(page.of('result').at(-1)).toEqual({ type: 'result', id: 'b', ok: true });
    expect(theirs.of('seat')).toEqual([]);
    close();
  });

  it('keeps 500 players across the tables on one clock and tells every one of them every change', async () => {
    const { clock, studio, hub, close } = await hubOnClock();
    const tables = LIVE_TABLES.map((table) => table.id);
    const currencies = ['EUR', 'USD', 'RUB', 'GBP'];
    const watchers = Array.from({ length: 500 }, (_, i) => {
      const s = socket();
      const member = hub.connect(s);
      return { s, member, table: tables[i % tables.length] as string, currency: currencies[i % 4] as string };
    });
    const players = watchers.slice(0, 200);
    for (const [i, w] of players.entries()) {
      const launch = await studio.launch({
        tableId: w.table,
        token: `t${i}`,
        user: `u${i}`,
        currency: w.currency,
        language: 'en',
        theme: 'dark',
      });
      w.member.receive(JSON.stringify({ type: 'join', launch: launch.id }));
    }
    for (const w of watchers.slice(200)) {
      w.member.receive(JSON.stringify({ type: 'subscribe', table: w.table, currency: w.currency }));
    }
    await flush();
    await flush();
    expect(hub.connections).toBe(500);

    // Every phase change of every table, with the time the clock says it should start.
    const starts = new Map<string, Array<{ phase: string; at: number; endsAt: number | null }>>();
    for (const [id, runner] of studio.tables) {
      starts.set(id, []);
      runner.subscribe((view) => {
        const round = view.round;
        const list = starts.get(id) ?? [];
        const last = list.at(-1);
        if (round && (last?.phase !== round.phase || last.endsAt !== round.phaseEndsAt)) {
          list.push({ phase: round.phase, at: clock.now(), endsAt: round.phaseEndsAt });
        }
      });
    }
    const before = watchers.map((w) => w.s.frames.length);
    clock.advance(5 * 60_000);

    // No phase started late: each began exactly when the one before it said it would end.
    for (const [id, list] of starts) {
      for (let i = 1; i < list.length; i += 1) {
        const previous = list[i - 1];
        const current = list[i];
        if (!previous || !current || previous.endsAt === null) continue;
        expect([id, current.at - previous.endsAt]).toEqual([id, 0]);
      }
      // The VIP table opens in the evening: at noon it deals nothing.
      if (id === 'blackjack-sapphire') expect(list).toEqual([]);
      else expect(list.length).toBeGreaterThan(10);
    }
    // Every player of a table got the same state frames, as many as the table changed.
    for (const table of tables) {
      const counts = players.filter((w) => w.table === table).map((w) => w.s.of('state').length);
      expect(new Set(counts).size).toBe(1);
      if (table !== 'blackjack-sapphire') expect(counts[0]).toBeGreaterThan(10);
    }
    // Every lobby watcher of a table got a frame per change, whatever its currency.
    for (const table of tables) {
      const counts = watchers
        .slice(200)
        .filter((w) => w.table === table)
        .map((w) => w.s.of('table').length);
      expect(new Set(counts).size).toBe(1);
    }
    const dealing = watchers.filter((w) => w.table !== 'blackjack-sapphire');
    expect(dealing.every((w) => w.s.frames.length > (before[watchers.indexOf(w)] ?? 0))).toBe(true);
    close();
  });

  it('holds one player to one seat and one maximum across their launches and sockets', async () => {
    const { studio, hub, close } = await hubOnClock();
    const open = (tableId: string) => joinedPage(hub, studio, tableId, 'u7');
    const [first, second] = [await open('blackjack-emerald'), await open('blackjack-emerald')];
    first.member.receive(JSON.stringify({ type: 'sit', id: 's1', seat: 0 }));
    second.member.receive(JSON.stringify({ type: 'sit', id: 's2', seat: 1 }));
    await flush();
    await flush();
    expect(first.page.of('result')).toEqual([{ type: 'result', id: 's1', ok: true }]);
    expect(second.page.of('result')).toEqual([{ type: 'result', id: 's2', ok: false, reason: 'seated_elsewhere' }]);
    expect(studio.blackjackTable('blackjack-emerald').view().totalSeatedPlayers).toBe(1);

    // The table's maximum (EUR 2,000) sent from two launches at once, twice from one of them.
    const max = 200_000;
    const [one, two] = [await open('roulette-grand'), await open('roulette-grand')];
    one.member.receive(JSON.stringify({ type: 'bet', id: 'b1', spot: 'red', amount: max }));
    two.member.receive(JSON.stringify({ type: 'bet', id: 'b2', spot: 'black', amount: max }));
    one.member.receive(JSON.stringify({ type: 'bet', id: 'b3', spot: 'odd', amount: max }));
    for (let i = 0; i < 5; i += 1) await flush();
    const results = [...one.page.of('result'), ...two.page.of('result')];
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => r.reason)).toEqual([
      'above_maximum_pending',
      'above_maximum_pending',
    ]);
    close();
  });

  it('gives a page opened again mid-round the bets the studio took from that player', async () => {
    const { studio, hub, close } = await hubOnClock();
    const { launch, page: first, member } = await joinedPage(hub, studio, 'roulette-grand');
    member.receive(JSON.stringify({ type: 'bet', id: 'b1', spot: 'red', amount: 500 }));
    member.receive(JSON.stringify({ type: 'bet', id: 'b2', spot: 'straight:17', amount: 100 }));
    await flush();
    await flush();
    expect(first.of('result').map((r) => r.ok)).toEqual([true, true]);
    member.closed();

    const again = socket();
    hub.connect(again).receive(JSON.stringify({ type: 'join', launch: launch.id }));
    await flush();
    await flush();
    const roundId = studio.sharedTable('roulette-grand').view().round?.id;
    expect(again.of('you').at(-1)?.bets).toEqual({
      roundId,
      list: [
        { spot: 'red', amount: 500 },
        { spot: 'straight:17', amount: 100 },
      ],
    });
    close();
  });
});
