import {
  TRACKER_INCIDENTS_KEPT,
  type TrackerIncident,
  type TrackerState,
  trackerChannel,
} from '@meridian/contract/realtime';
import type { MatchIncidents } from '@meridian/feed/messages';
import type { CatalogView } from '../catalog/catalog-view.js';
import { OutFrame } from './realtime.frame.js';
import type { Member } from './realtime.member.js';
import type { PlayerOutbox } from './realtime.players.js';

/** What one match's tracker remembers: the newest incidents and where play is now. */
interface TrackerBook {
  incidents: TrackerIncident[];
  possession: TrackerState['possession'];
  server: TrackerState['server'];
  lastSeq: number;
}

/** Matches whose incidents are kept at most; the longest silent ones go first. */
const MAX_BOOKS = 5_000;

export function isMatchIncidents(value: unknown): value is MatchIncidents[] {
  return (
    Array.isArray(value) &&
    value.every((m) => (m as Partial<MatchIncidents>)?.type === 'match_incidents' && Array.isArray(m.incidents))
  );
}

/**
 * The `tracker:{matchId}` channels (packages/contract/src/realtime.ts): a bounded ring of each live
 * match's incidents, fed from the bus on every node, served to authenticated sockets only. Incidents
 * are codes, not words, so one frame serves every language.
 */
export class TrackerChannels {
  readonly #books = new Map<number, TrackerBook>();
  readonly #members = new Map<number, Set<Member>>();
  readonly #catalog: CatalogView;
  readonly #out: PlayerOutbox;

  constructor(catalog: CatalogView, out: PlayerOutbox) {
    this.#catalog = catalog;
    this.#out = out;
  }

  /** A batch of `SUBJECTS.tracker`: remembered, and sent to the match's subscribers. */
  ingest(messages: readonly MatchIncidents[]): void {
    for (const message of messages) {
      const book = this.#book(message.event_id);
      const fresh: TrackerIncident[] = [];
      for (const incident of message.incidents) {
        // A batch delivered again (a retried feed tick) repeats incidents already told.
        if (incident.seq <= book.lastSeq) continue;
        book.lastSeq = incident.seq;
        const told: TrackerIncident = { ...incident, time: Math.floor(message.ts / 1000) };
        fresh.push(told);
        if (incident.kind === 'possession' && incident.side && incident.zone) {
          book.possession = { side: incident.side, zone: incident.zone };
        } else if (incident.kind === 'serve') {
          book.server = incident.side;
        } else if (incident.kind === 'part_end' || incident.kind === 'match_end') {
          book.possession = null;
        }
      }
      if (fresh.length === 0) continue;
      book.incidents.push(...fresh);
      if (book.incidents.length > TRACKER_INCIDENTS_KEPT)
        book.incidents.splice(0, book.incidents.length - TRACKER_INCIDENTS_KEPT);
      this.#publish(message.event_id, fresh);
    }
  }

  subscribe(member: Member, name: string, matchId: number): void {
    if (!member.auth) {
      this.#out.error(member, name, 'authentication required');
      return;
    }
    if (!member.channels.has(name) && member.channels.size >= this.#out.maxChannels) {
      this.#out.error(member, name, `at most ${this.#out.maxChannels} channels per connection`);
      return;
    }
    const state = this.#state(matchId, member.language);
    if (!state) {
      this.#out.error(member, name, 'unknown match');
      return;
    }
    let members = this.#members.get(matchId);
    if (!members) {
      members = new Set();
      this.#members.set(matchId, members);
    }
    members.add(member);
    member.channels.add(name);
    this.#out.send(member, new OutFrame({ type: 'snapshot', channel: name, data: { tracker: state } }));
  }

  unsubscribe(member: Member, matchId: number): void {
    member.channels.delete(trackerChannel(matchId));
    const members = this.#members.get(matchId);
    members?.delete(member);
    if (members?.size === 0) this.#members.delete(matchId);
  }

  /** A socket that went away, or lost its authentication: every tracker it watched closes. */
  forget(member: Member, reason: string | null): void {
    for (const [matchId, members] of this.#members) {
      if (!members.has(member)) continue;
      this.unsubscribe(member, matchId);
      if (reason) this.#out.error(member, trackerChannel(matchId), reason);
    }
  }

  clear(): void {
    this.#books.clear();
    this.#members.clear();
  }

  #state(matchId: number, language: string): TrackerState | null {
    const match = this.#catalog.match(matchId, language);
    if (!match) return null;
    const book = this.#books.get(matchId);
    const root = match.info.scores.find((score) => score.part_id === match.root_part_id);
    return {
      match_id: matchId,
      sport_id: match.sport_id,
      possession: book?.possession ?? null,
      server: book?.server ?? null,
      score: { home: root?.home ?? 0, away: root?.away ?? 0 },
      clock: match.info.clock,
      incidents: book ? [...book.incidents] : [],
    };
  }

  #book(matchId: number): TrackerBook {
    let book = this.#books.get(matchId);
    if (book) {
      // Most recently told last: the oldest entry is the match silent the longest.
      this.#books.delete(matchId);
    } else {
      book = { incidents: [], possession: null, server: null, lastSeq: 0 };
      if (this.#books.size >= MAX_BOOKS) this.#books.delete(this.#books.keys().next().value!);
    }
    this.#books.set(matchId, book);
    return book;
  }

  #publish(matchId: number, incidents: TrackerIncident[]): void {
    const members = this.#members.get(matchId);
    if (!members) return;
    const name = trackerChannel(matchId);
    const frame = new OutFrame({ type: 'update', channel: name, data: { incidents } });
    for (const member of [...members]) {
      if (member.auth) this.#out.send(member, frame);
      else {
        this.unsubscribe(member, matchId);
        this.#out.error(member, name, 'authentication required');
      }
    }
  }
}
