import type { Database } from '../../db/database.js';
import * as repo from './users.repository.js';

// Other modules read and change player rows through these, inside their own transaction (`db` is
// the caller's handle), so the users table's SQL stays this module's own.
export type { NewUser, UserRow } from './users.repository.js';

/** What another module may change on a player's row. */
export type UserChanges = Parameters<typeof repo.updateUser>[2];

/** The player with this id, if any. */
export function findUser(db: Database, id: bigint): Promise<repo.UserRow | undefined> {
  return repo.findUserById(db, id);
}

/** The player with this e-mail (any letter case), if any. */
export function findUserByEmail(db: Database, email: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/** The player with this phone (normalized), if any. */
export function findUserByPhone(db: Database, phone: string): Promise<repo.UserRow | undefined> {
  return repo.findUserByPhone(db, phone);
}

/** Inserts a player under a chosen id; answers false (nothing written) when the id is taken. */
export function insertUserWithId(db: Database, id: bigint, user: repo.NewUser): Promise<boolean> {
  return repo.insertUserWithId(db, id, user);
}

/** The player's row, locked until the caller's transaction ends (read-modify-write). */
export function lockUser(db: Database, id: bigint): Promise<repo.UserRow | undefined> {
  return repo.lockUser(db, id);
}

export function updateUser(db: Database, id: bigint, changes: UserChanges): Promise<void> {
  return repo.updateUser(db, id, changes);
}

/** Whether another player than `exceptId` already holds this e-mail or phone. */
export function contactTaken(
  db: Database,
  kind: 'email' | 'phone',
  value: string,
  exceptId?: bigint,
): Promise<boolean> {
  return repo.contactTaken(db, kind, value, exceptId);
}

/** Whether a deposit of the player's has been credited. */
export function hasCreditedDeposit(db: Database, userId: bigint): Promise<boolean> {
  return repo.hasCreditedDeposit(db, userId);
}

/** A page of players by id, or part of their e-mail, phone or name, newest first, and the count in all. */
export function searchUsers(db: Database, search: string | undefined, page: { offset: number; limit: number }) {
  return repo.searchUsers(db, search, page);
}
