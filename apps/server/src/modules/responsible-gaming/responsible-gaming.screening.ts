import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { VerifiedIdentity } from '../kyc/kyc.service.js';
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

/** The one of two matches that ends later (null ends never). */
function later(a: RegisterMatch | null, b: RegisterMatch | null): RegisterMatch | null {
  if (!a || !b) return a ?? b;
  if (a.endsAt === null) return a;
  if (b.endsAt === null) return b;
  return b.endsAt > a.endsAt ? b : a;
}

/**
 * Self-exclusion as the person's promise (docs/responsible-gaming.md): a self-excluding player's
 * identifiers enter the register, and every sign-up, sign-in and identity approval is matched
 * against it; an account that matches is excluded until the entry ends, and what it has shown is
 * added to the entry.
 */
export class ExclusionScreening {
  constructor(
    private readonly now: () => number,
    private readonly local = new LocalExclusionRegister(),
    /** Further registers asked too (a national scheme's, by configuration). */
    private readonly others: readonly ExclusionRegister[] = [],
  ) {}

  /** Enters the person of an account that self-excludes, with everything the account has shown. */
  async enrol(trx: Database, userId: bigint, exclusion: { startsAt: Date; endsAt: Date | null }): Promise<void> {
    const entryId = await this.local.enrol(trx, exclusion);
    await this.local.add(trx, entryId, await this.identifiersOf(trx, userId));
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
    await this.local.add(trx, entryId, all);
    const running = await repo.activeExclusion(trx, userId, now);
    const covered = running && (running.ends_at === null || (hit.endsAt !== null && running.ends_at >= hit.endsAt));
    if (!covered) {
      await repo.insertExclusion(trx, userId, {
        kind: 'self_exclusion',
        startsAt: now,
        endsAt: hit.endsAt,
        registerEntryId: entryId,
      });
      await audit(trx, 'rg_exclusion_started', {
        userId,
        ip: context.ip,
        details: {
          kind: 'self_exclusion',
          ends_at: hit.endsAt?.toISOString() ?? null,
          by: 'register',
          entry_id: String(entryId),
          at: context.at,
        },
      });
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

  /** Everything that identifies the account's person: its row, and the devices and documents it has shown. */
  private async identifiersOf(db: Database, userId: bigint): Promise<Identifier[]> {
    const user = await findUser(db, userId);
    const own = user ? rowIdentifiers(user) : [{ kind: 'account' as const, value: String(userId) }];
    const shown = await repo.accountIdentifiers(db, userId);
    return [...own, ...shown];
  }
}
