import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { VerifiedIdentity } from '../kyc/kyc.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { findUser } from '../users/users.service.js';
import { documentKey, type Identifier, nameDob, rowIdentifiers } from './responsible-gaming.identifiers.js';
import { type ExclusionRegister, LocalExclusionRegister, type RegisterMatch } from './responsible-gaming.register.js';
import * as repo from './responsible-gaming.repository.js';

/** Where an account is screened, and the device (the known-device cookie's id) it came from. */
export interface ScreenContext {
  /** Sign-up is a new account: the device links it (one-click sign-up has nothing else). */
  at: 'sign_up' | 'sign_in' | 'identity';
  device: string | null;
  ip: string | null;
}

/** The sessions a sweep ended on one account, for its sockets to be told once the transaction commits. */
export interface EndedSessions {
  userId: bigint;
  sessionIds: string[];
}

/** Tells the sockets of sessions ended in a transaction the caller does not commit, once it has. */
export type AnnounceAfterCommit = (trx: Database, ended: readonly EndedSessions[]) => Promise<void>;

/** The one of two matches that ends later (null ends never). */
function later(a: RegisterMatch | null, b: RegisterMatch | null): RegisterMatch | null {
  if (!a || !b) return a ?? b;
  if (a.endsAt === null) return a;
  if (b.endsAt === null) return b;
  return b.endsAt > a.endsAt ? b : a;
}

const valuesOf = (identifiers: readonly Identifier[], kind: Identifier['kind']) =>
  identifiers.filter((id) => id.kind === kind).map((id) => id.value);

/**
 * Self-exclusion as the person's promise (docs/responsible-gaming.md): a self-excluding player's
 * identifiers enter the register, and every sign-up, sign-in and identity approval is matched
 * against it; an account that matches is excluded until the entry ends, and what it has shown is
 * added to the entry. Whenever an entry opens or gains identifiers, the person's existing accounts
 * it now names are excluded at once and their sessions ended, in the same transaction.
 */
export class ExclusionScreening {
  #announce: AnnounceAfterCommit | null = null;

  constructor(
    private readonly now: () => number,
    private readonly sessions: Pick<SessionsService, 'endAllOf'>,
    private readonly local = new LocalExclusionRegister(),
    /** Further registers asked too (a national scheme's, by configuration). */
    private readonly others: readonly ExclusionRegister[] = [],
  ) {}

  /** Connects the job that tells sockets of sessions a screening ended, after its caller's commit. */
  useAnnouncer(announce: AnnounceAfterCommit): void {
    this.#announce = announce;
  }

  /**
   * Enters the person of an account that self-excludes, with everything the account has shown, and
   * excludes their other accounts at once; answers the sessions ended on them, to be announced
   * once the caller's transaction commits.
   */
  async enrol(trx: Database, userId: bigint, exclusion: { startsAt: Date; endsAt: Date | null }) {
    const entryId = await this.local.enrol(trx, exclusion);
    await this.local.add(trx, entryId, await this.identifiersOf(trx, userId));
    return this.sweep(trx, entryId, exclusion.endsAt, userId);
  }

  /**
   * Matches an account against the registers, in the caller's transaction; a match excludes it
   * until the entry ends (unless a longer exclusion runs) and adds its identifiers to the entry.
   * The device counts for a new account, and for one with neither e-mail nor phone: an established
   * account is not closed because someone else used the same browser.
   */
  async screen(trx: Database, userId: bigint, context: ScreenContext): Promise<RegisterMatch | null> {
    // The player's lock: two sign-ins at once add one exclusion, not two.
    await repo.lockPlayer(trx, userId);
    if (context.device) await repo.noteAccountIdentifier(trx, userId, { kind: 'device', value: context.device });
    const user = await findUser(trx, userId);
    if (!user) return null;
    const all = await this.identifiersOf(trx, userId);
    const byDevice = context.at === 'sign_up' || (user.email === null && user.phone === null);
    const asked = all.filter((id) => id.kind !== 'device' || byDevice);
    const now = new Date(this.now());
    let hit = await this.local.match(trx, asked, now);
    for (const register of this.others) hit = later(hit, await register.match(trx, asked, now));
    if (!hit) return null;
    const entryId = hit.entryId ?? (await this.local.enrol(trx, { startsAt: now, endsAt: hit.endsAt }));
    const added = await this.local.add(trx, entryId, all);
    await this.exclude(trx, userId, entryId, hit.endsAt, { at: context.at, ip: context.ip });
    // What the account brought may name more of the person's accounts: they are excluded now too.
    if (added > 0) {
      const ended = await this.sweep(trx, entryId, hit.endsAt, userId);
      if (ended.length > 0) await this.#announce?.(trx, ended);
    }
    return { endsAt: hit.endsAt, entryId };
  }

  /** An identity approval: the verified name, date of birth and document noted on the account, then screened. */
  async identityVerified(trx: Database, userId: bigint, identity: VerifiedIdentity | null): Promise<void> {
    if (identity) {
      const named = nameDob(identity.firstName, identity.lastName, identity.birthday);
      if (named) await repo.noteAccountIdentifier(trx, userId, { kind: 'name_dob', value: named });
      await repo.noteAccountIdentifier(trx, userId, { kind: 'document', value: documentKey(identity.document) });
    }
    await this.screen(trx, userId, { at: 'identity', device: null, ip: null });
  }

  /**
   * Excludes every existing account the entry names (and those their identifiers name in turn)
   * until the entry ends, ending their sessions; `from` is the account that opened or grew it.
   * The device names only accounts with neither e-mail nor phone, as at sign-in.
   */
  private async sweep(trx: Database, entryId: bigint, endsAt: Date | null, from: bigint): Promise<EndedSessions[]> {
    const seen = new Set<bigint>([from]);
    const ended: EndedSessions[] = [];
    for (let grown = true; grown; ) {
      grown = false;
      for (const userId of await this.accountsNamed(trx, await this.local.identifiers(trx, entryId))) {
        if (seen.has(userId)) continue;
        seen.add(userId);
        grown = true;
        await this.local.add(trx, entryId, await this.identifiersOf(trx, userId));
        const context = { at: 'linked' as const, ip: null, via: from };
        if (!(await this.exclude(trx, userId, entryId, endsAt, context))) continue;
        const sessionIds = await this.sessions.endAllOf(trx, userId, 'self_exclusion', null);
        if (sessionIds.length > 0) ended.push({ userId, sessionIds });
      }
    }
    return ended;
  }

  /** The existing accounts any of the identifiers names. */
  private async accountsNamed(trx: Database, identifiers: readonly Identifier[]): Promise<Set<bigint>> {
    const found = new Set<bigint>();
    const add = (ids: readonly bigint[]) => {
      for (const id of ids) found.add(id);
    };
    for (const value of valuesOf(identifiers, 'account')) if (/^\d+$/.test(value)) found.add(BigInt(value));
    add(await repo.usersByMailbox(trx, valuesOf(identifiers, 'email')));
    // The register writes E.164 with its plus; a row may hold the digits with or without it.
    add(
      await repo.usersByPhone(
        trx,
        valuesOf(identifiers, 'phone').flatMap((p) => [p, p.replace(/^\+/, '')]),
      ),
    );
    const names = new Set(valuesOf(identifiers, 'name_dob'));
    const days = [...new Set([...names].map((value) => value.slice(value.lastIndexOf('|') + 1)))];
    for (const row of await repo.usersBornOn(trx, days)) {
      const named = nameDob(row.profile.first_name, row.profile.last_name, row.birthday);
      if (named && names.has(named)) found.add(row.id);
    }
    add(await repo.usersShowing(trx, 'name_dob', [...names]));
    add(await repo.usersShowing(trx, 'document', valuesOf(identifiers, 'document')));
    add(await repo.usersShowing(trx, 'device', valuesOf(identifiers, 'device'), true));
    return found;
  }

  /** Excludes an account until the entry ends unless a longer exclusion runs; answers whether it did. */
  private async exclude(
    trx: Database,
    userId: bigint,
    entryId: bigint,
    endsAt: Date | null,
    context: { at: ScreenContext['at'] | 'linked'; ip: string | null; via?: bigint },
  ): Promise<boolean> {
    if (!(await findUser(trx, userId))) return false;
    const now = new Date(this.now());
    const running = await repo.activeExclusion(trx, userId, now);
    if (running && (running.ends_at === null || (endsAt !== null && running.ends_at >= endsAt))) return false;
    await repo.insertExclusion(trx, userId, {
      kind: 'self_exclusion',
      startsAt: now,
      endsAt,
      registerEntryId: entryId,
    });
    await audit(trx, 'rg_exclusion_started', {
      userId,
      ip: context.ip,
      details: {
        kind: 'self_exclusion',
        ends_at: endsAt?.toISOString() ?? null,
        by: 'register',
        entry_id: String(entryId),
        at: context.at,
        ...(context.via === undefined ? {} : { via: String(context.via) }),
      },
    });
    return true;
  }

  /** Everything that identifies the account's person: its row, and the devices and documents it has shown. */
  private async identifiersOf(db: Database, userId: bigint): Promise<Identifier[]> {
    const user = await findUser(db, userId);
    const own = user ? rowIdentifiers(user) : [{ kind: 'account' as const, value: String(userId) }];
    const shown = await repo.accountIdentifiers(db, userId);
    return [...own, ...shown];
  }
}
