import type { Fixture } from './match-model.js';
import type { FeedTeam, FeedTournament } from './messages.js';
import { placeName, teamColors, teamName } from './names.js';
import { hash32, Rng, unitHash } from './prng.js';
import { SPORTS, type SportDefinition } from './sports.js';

/**
 * The rolling schedule as a pure function of (seed, speed, time). Each sport's wall clock is cut into
 * slots (the sport's slot length in match time divided by the speed); slot k of sport s holds
 * `perSlot` fixtures drawn from a generator seeded by (seed, s, k), so any window is built without
 * building the rest. A fixture is published some time before it starts: most a few match-hours
 * ahead, a share up to two days ahead, so both the near and the far line are populated at any speed.
 *
 * No team plays two matches at once: the pairings of a sport follow one round-robin (circle method)
 * over its fixture number, so a team's appearances are at least `teams / 2 - 1` fixtures apart, and
 * each tournament of the sport has enough teams that fixtures that far apart cannot overlap,
 * whichever tournament each fixture is drawn into.
 */

export const SCHEDULE_EPOCH_MS = Date.UTC(2024, 0, 1);
/** The furthest ahead of its start a fixture is published (wall time). */
export const MAX_LEAD_MS = 49 * 3_600_000;
const BASE_LEAD_MATCH_MS = 12 * 3_600_000;
const MIN_LEAD_MATCH_MS = 30 * 60_000;
const LONG_LEAD_SHARE = 0.2;
/** Short leads are exponential; this many means caps them (the tail beyond is negligible). */
const SHORT_LEAD_CAP = 8;
const MAX_PER_SLOT = 4;
/** Event ids run 1 … this and then start again. */
const EVENT_ID_CYCLE = 2_147_483_646;
const MIN_TEAMS_PER_TOURNAMENT = 18;
/** A fixture starts within the first this-much of its share of a slot. */
const START_SPREAD = 0.8;
export const CANCEL_SHARE = 0.015;

export interface SlotRef {
  sport: SportDefinition;
  sportIndex: number;
  slot: number;
  index: number;
}

const CUP_ROUNDS = ['Round of 64', 'Round of 32', 'Round of 16', 'Quarter-final', 'Semi-final', 'Final'];
const STAGES = ['Group stage', 'Group stage', 'Playoffs', 'Quarter-final', 'Semi-final', 'Final'];

function mod(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

/**
 * Fixtures of a sport that are at least this many apart (in fixture numbers) never overlap: the
 * earlier one starts before `(n + 0.8) × gap` and lasts under `maxMinutes`, the later one starts at
 * or after `(n + d) × gap`, with `gap = slotMinutes / perSlot`. Integer arithmetic keeps it exact.
 */
export function clearFixtures(sport: SportDefinition): number {
  const tenths = START_SPREAD * 10;
  return Math.ceil((10 * sport.maxMinutes * sport.perSlot + tenths * sport.slotMinutes) / (10 * sport.slotMinutes));
}

/**
 * Teams in each tournament of a sport: even, and enough that the round-robin keeps a team's
 * appearances at least `clearFixtures` apart (`teams / 2 - 1 >= clearFixtures`).
 */
export function teamsPerTournament(sport: SportDefinition): number {
  return Math.max(MIN_TEAMS_PER_TOURNAMENT, 2 * clearFixtures(sport) + 2);
}

/**
 * The pairing (positions in a tournament's team list) of a sport's fixture number `n` by the
 * circle method: every `teams / 2` fixtures make one round in which each position plays once.
 */
export function circlePairing(n: number, teams: number): [number, number] {
  const half = teams / 2;
  const rotating = teams - 1;
  const round = Math.floor(n / half);
  const pair = mod(n, half);
  if (pair === 0) return [rotating, mod(round, rotating)];
  return [mod(round + pair, rotating), mod(round - pair, rotating)];
}

export class Schedule {
  private readonly tournaments = new Map<
    number,
    { tournament: FeedTournament; teams: FeedTeam[]; ratings: number[]; order: number[] }
  >();

  constructor(
    readonly seed: number,
    readonly speed: number,
  ) {}

  slotMs(sport: SportDefinition): number {
    return (sport.slotMinutes * 60_000) / this.speed;
  }

  /** Upper bound of a match's wall duration. */
  maxDurationMs(sport: SportDefinition): number {
    return (sport.maxMinutes * 60_000) / this.speed;
  }

  startOf(ref: SlotRef): number {
    const width = this.slotMs(ref.sport);
    const granularity = Math.max(1000, 300_000 / this.speed);
    const share =
      (ref.index + START_SPREAD * unitHash(this.seed, ref.sport.id, ref.slot, ref.index, 1)) / ref.sport.perSlot;
    return SCHEDULE_EPOCH_MS + ref.slot * width + Math.floor((share * width) / granularity) * granularity;
  }

  /**
   * Long-lead fixtures are every `longLeadEvery`-th slot's first fixture (a share of about
   * 0.2 / speed), so the far line can be enumerated without visiting every slot in between.
   */
  get longLeadEvery(): number {
    return Math.max(1, Math.round(this.speed / LONG_LEAD_SHARE));
  }

  /** The latest a fixture that is not long-lead is published before its start (wall time). */
  get shortLeadMaxMs(): number {
    return Math.min(MAX_LEAD_MS, (SHORT_LEAD_CAP * BASE_LEAD_MATCH_MS) / this.speed);
  }

  isLongLead(ref: SlotRef): boolean {
    return ref.index === 0 && mod(ref.slot, this.longLeadEvery) === 0;
  }

  publishOf(ref: SlotRef, startMs: number): number {
    const depth = unitHash(this.seed, ref.sport.id, ref.slot, ref.index, 3);
    let lead = this.isLongLead(ref)
      ? MAX_LEAD_MS * depth
      : Math.min(this.shortLeadMaxMs, (BASE_LEAD_MATCH_MS / this.speed) * -Math.log(1 - depth));
    lead = Math.max(lead, MIN_LEAD_MATCH_MS / this.speed);
    return startMs - Math.round(lead / 1000) * 1000;
  }

  /**
   * Calls back every fixture that may be published by `toMs` and may still run after `fromMs`:
   * starts in (fromMs, toMs + short lead] slot by slot, then long-lead slots up to the furthest lead.
   */
  forEachCandidate(fromMs: number, toMs: number, visit: (ref: SlotRef, startMs: number) => void): void {
    const near = toMs + this.shortLeadMaxMs;
    this.forEachStart(fromMs, near, visit);
    if (near >= toMs + MAX_LEAD_MS) return;
    const every = this.longLeadEvery;
    SPORTS.forEach((sport, sportIndex) => {
      const width = this.slotMs(sport);
      const first = Math.floor((near - SCHEDULE_EPOCH_MS) / width);
      const last = Math.floor((toMs + MAX_LEAD_MS - SCHEDULE_EPOCH_MS) / width);
      for (let slot = first + mod(-first, every); slot <= last; slot += every) {
        const ref = { sport, sportIndex, slot, index: 0 };
        const start = this.startOf(ref);
        if (start > near && start <= toMs + MAX_LEAD_MS) visit(ref, start);
      }
    });
  }

  eventId(ref: SlotRef): number {
    const raw = (ref.slot * SPORTS.length + ref.sportIndex) * MAX_PER_SLOT + ref.index;
    return (((raw % EVENT_ID_CYCLE) + EVENT_ID_CYCLE) % EVENT_ID_CYCLE) + 1;
  }

  /**
   * The fixture slot of an event id that is published or playing at `atMs`, or null when none is.
   * Ids repeat once the numbering wraps (after years at the highest speeds), so the slot is the one
   * whose fixture is on the feed at that moment: published by then and not yet past its longest end.
   */
  refOf(eventId: number, atMs: number): SlotRef | null {
    if (!Number.isInteger(eventId) || eventId < 1 || eventId > EVENT_ID_CYCLE) return null;
    for (const [sportIndex, sport] of SPORTS.entries()) {
      const width = this.slotMs(sport);
      // Slots whose fixtures may be on the feed at atMs: starting up to the longest lead after it,
      // or at most one match before it.
      const firstSlot = Math.floor((atMs - this.maxDurationMs(sport) - SCHEDULE_EPOCH_MS) / width);
      const lastSlot = Math.floor((atMs + MAX_LEAD_MS - SCHEDULE_EPOCH_MS) / width);
      const firstRaw = (firstSlot * SPORTS.length + sportIndex) * MAX_PER_SLOT;
      const lastRaw = (lastSlot * SPORTS.length + sportIndex) * MAX_PER_SLOT + MAX_PER_SLOT - 1;
      for (let cycle = Math.floor(firstRaw / EVENT_ID_CYCLE); cycle * EVENT_ID_CYCLE <= lastRaw; cycle += 1) {
        const raw = eventId - 1 + cycle * EVENT_ID_CYCLE;
        if (raw < firstRaw || raw > lastRaw) continue;
        const index = mod(raw, MAX_PER_SLOT);
        const rest = (raw - index) / MAX_PER_SLOT;
        if (mod(rest, SPORTS.length) !== sportIndex || index >= sport.perSlot) continue;
        const ref = { sport, sportIndex, slot: (rest - sportIndex) / SPORTS.length, index };
        const startMs = this.startOf(ref);
        if (this.publishOf(ref, startMs) <= atMs && atMs <= startMs + this.maxDurationMs(sport)) return ref;
      }
    }
    return null;
  }

  /** Calls back every fixture slot whose start lies in (fromMs, toMs]. */
  forEachStart(fromMs: number, toMs: number, visit: (ref: SlotRef, startMs: number) => void): void {
    SPORTS.forEach((sport, sportIndex) => {
      const width = this.slotMs(sport);
      const first = Math.floor((fromMs - SCHEDULE_EPOCH_MS) / width);
      const last = Math.floor((toMs - SCHEDULE_EPOCH_MS) / width);
      for (let slot = first; slot <= last; slot += 1) {
        for (let index = 0; index < sport.perSlot; index += 1) {
          const ref = { sport, sportIndex, slot, index };
          const start = this.startOf(ref);
          if (start > fromMs && start <= toMs) visit(ref, start);
        }
      }
    });
  }

  fixture(ref: SlotRef): Fixture {
    const startMs = this.startOf(ref);
    const publishMs = this.publishOf(ref, startMs);
    const eventId = this.eventId(ref);
    const rng = Rng.of(this.seed, ref.sport.id, ref.slot, ref.index, 5);
    const weights = ref.sport.leagues.map((league) => (league.top ? 2 : 1));
    const leagueIndex = rng.weighted(weights);
    const pool = this.tournament(ref.sport, leagueIndex);
    const [first, second] = circlePairing(ref.slot * ref.sport.perSlot + ref.index, pool.teams.length);
    const swap = unitHash(this.seed, ref.sport.id, ref.slot, ref.index, 6) < 0.5;
    const homeIndex = pool.order[swap ? second : first]!;
    const awayIndex = pool.order[swap ? first : second]!;
    let cancel: Fixture['cancel'] = null;
    if (rng.chance(CANCEL_SHARE)) {
      cancel = rng.chance(0.5)
        ? { atMs: publishMs + Math.floor(((startMs - publishMs) * rng.next()) / 1000) * 1000 }
        : { liveFraction: 0.1 + 0.7 * rng.next() };
    }
    return {
      eventId,
      sportId: ref.sport.id,
      tournament: pool.tournament,
      home: pool.teams[homeIndex]!,
      away: pool.teams[awayIndex]!,
      round: this.round(ref, startMs, leagueIndex, rng),
      startMs,
      publishMs,
      rating: { home: pool.ratings[homeIndex]!, away: pool.ratings[awayIndex]! },
      speed: this.speed,
      seed: hash32(this.seed, eventId, 99),
      cancel,
    };
  }

  private round(ref: SlotRef, startMs: number, leagueIndex: number, rng: Rng): string {
    switch (ref.sport.rounds) {
      case 'league': {
        const matchDays = ((startMs - SCHEDULE_EPOCH_MS) * this.speed) / 86_400_000;
        return `Round ${1 + ((Math.floor(matchDays / 7) + leagueIndex * 5) % 34)}`;
      }
      case 'cup':
        return rng.pick(CUP_ROUNDS);
      case 'stage':
        return rng.pick(STAGES);
    }
  }

  private tournament(sport: SportDefinition, leagueIndex: number) {
    const id = sport.id * 100 + leagueIndex + 1;
    const cached = this.tournaments.get(id);
    if (cached) return cached;
    const league = sport.leagues[leagueIndex]!;
    const rng = Rng.of(this.seed, id, 7);
    const name = league.country ? `${placeName(rng)} ${league.suffix}` : league.suffix;
    const tournament: FeedTournament = {
      id,
      name,
      sport_id: sport.id,
      country_code: league.country,
      is_top: league.top,
    };
    const teams: FeedTeam[] = [];
    const ratings: number[] = [];
    const used = new Set<string>();
    const size = teamsPerTournament(sport);
    while (teams.length < size) {
      const candidate = teamName(rng, sport.nameStyle);
      if (used.has(candidate)) continue;
      used.add(candidate);
      teams.push({ id: id * 100 + teams.length + 1, name: candidate, colors: teamColors(rng) });
      ratings.push(Math.max(-1.2, Math.min(1.2, rng.normal() * 0.5)));
    }
    // The tournament's own shuffle of the round-robin positions, so its pairings differ from others'.
    const order = teams.map((_, index) => index);
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = rng.int(0, i);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const entry = { tournament, teams, ratings, order };
    this.tournaments.set(id, entry);
    return entry;
  }
}
