import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  OPERATOR_IDLE_MINUTES,
  type OperatorRole,
  type OperatorStatus,
  type OperatorView,
  type Permission,
  ROLE_PERMISSIONS,
} from '@meridian/contract/operators';
import type { Database } from '../../db/database.js';
import { AppError, unauthorized, validationFailed } from '../../platform/errors.js';
import { type AuditRecordRow, appendOperatorAudit, type OperatorAuditEntry } from '../../platform/operator-audit.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import { generatePassword, hashPassword, verifyPassword } from '../../platform/passwords.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { TokenSigner } from '../../platform/tokens.js';
import { newTotpSecret, totpOf, totpStep } from '../two-factor/two-factor.rules.js';
import * as repo from './operators.repository.js';

export const IDLE_MS = OPERATOR_IDLE_MINUTES * 60_000;
/** However busy, a session ends after a working day; its access token lives as long. */
export const SESSION_MAX_S = 12 * 3600;
/** The challenge of a right password is good for this long. */
export const CHALLENGE_TTL_S = 5 * 60;
/** The audiences of the operators' tokens: never a player's (which carry none). */
export const OPERATOR_AUDIENCE = 'meridian-backoffice';
export const CHALLENGE_AUDIENCE = 'meridian-backoffice-challenge';

const conflict = (message: string) => new AppError('Conflict', message);
const forbidden = (message: string) => new AppError('Forbidden', message);
const WRONG = 'Wrong e-mail or password.';

export interface OperatorsDeps {
  db: Database;
  limiter: RateLimiter;
  /** Signs operators' access tokens (their audience). */
  tokens: TokenSigner;
  /** Signs the short challenge between the password and the code (an audience of its own). */
  challenges: TokenSigner;
  /** The clock, in epoch milliseconds (tests pass their own). */
  now?: () => number;
}

/** What an admin or the command line gets back once: the operator and their one-time password. */
export interface CreatedOperator {
  operator: OperatorView;
  one_time_password: string;
}

/**
 * The back office's people: sign-in with a password and a TOTP code (enrolled at the first
 * sign-in), server-side sessions that end when idle, and the admin's changes, each audited.
 */
export class OperatorsService {
  private readonly db: Database;
  private readonly limiter: RateLimiter;
  private readonly tokens: TokenSigner;
  private readonly challenges: TokenSigner;
  /** The clock, in epoch milliseconds; tests set their own to pass idle time without waiting. */
  now: () => number;
  /** The first-admin token printed at start while no operator exists; gone with its first use. */
  #setupToken: string | null = null;

  constructor(deps: OperatorsDeps) {
    this.db = deps.db;
    this.limiter = deps.limiter;
    this.tokens = deps.tokens;
    this.challenges = deps.challenges;
    this.now = deps.now ?? Date.now;
  }

  /** A password checked: the challenge for the second step. Wrong answers are counted per address and account. */
  async signIn(email: string, password: string, ip: string) {
    await this.limiter.attempt('operator_sign_in', ip, email);
    const row = await repo.findByEmail(this.db, email);
    const right = await verifyPassword(row?.password_hash, password);
    if (!row || !right || row.status !== 'active') {
      if (row)
        await this.audit(null, ip, {
          action: 'operator.sign_in_failed',
          target: targetOf(row.id),
          operatorId: row.id,
          operatorRole: row.role,
        });
      throw unauthorized(WRONG);
    }
    const challenge = await this.challenges.signAccess({ sub: String(row.id), sid: randomUUID(), tfa: false });
    return {
      challenge,
      expires_in: CHALLENGE_TTL_S,
      enrolled: row.enrolled,
      password_change_required: row.password_one_time,
    };
  }

  /** The operator a challenge token names, or null. */
  async challengeOf(token: string): Promise<bigint | null> {
    const claims = await this.challenges.verifyAccess(token);
    return claims && /^[1-9][0-9]{0,18}$/.test(claims.sub) ? BigInt(claims.sub) : null;
  }

  /** First sign-in: a new TOTP secret (replacing one not yet confirmed), confirmed by the two-factor step. */
  async enrol(operatorId: bigint) {
    const row = await this.activeOperator(operatorId);
    if (row.enrolled) throw conflict('Two-factor is already enrolled.');
    const secret = newTotpSecret();
    await repo.update(this.db, operatorId, { totp_secret: secret, updated_at: new Date(this.now()) });
    return { secret, otpauth_uri: totpOf(secret, row.email).toString() };
  }

  /**
   * The second step: a code from the app (confirming the enrolment the first time, when a one-time
   * password is also replaced), then a session and its access token.
   */
  async twoFactor(operatorId: bigint, code: string, newPassword: string | undefined, ip: string) {
    await this.limiter.attempt('operator_two_factor', ip, String(operatorId));
    const row = await this.activeOperator(operatorId);
    if (!row.totp_secret) throw validationFailed({ code: ['Enrol two-factor first.'] });
    if (row.password_one_time && !newPassword) {
      throw validationFailed({ new_password: ['Choose your own password: the one you signed in with works once.'] });
    }
    const now = new Date(this.now());
    const step = totpStep(totpOf(row.totp_secret, row.email), code, now.getTime());
    if (step === null || !(await repo.useTotpStep(this.db, row.id, step))) {
      await this.audit(null, ip, {
        action: 'operator.two_factor_failed',
        target: targetOf(row.id),
        operatorId: row.id,
        operatorRole: row.role,
      });
      throw validationFailed({ code: ['The code is invalid.'] }, 'The code is invalid.');
    }
    const sessionId = randomUUID();
    const passwordHash = newPassword ? await hashPassword(newPassword) : null;
    await this.db.transaction().execute(async (trx) => {
      await repo.update(trx, row.id, {
        enrolled: true,
        last_sign_in_at: now,
        updated_at: now,
        ...(passwordHash ? { password_hash: passwordHash, password_one_time: false } : {}),
      });
      await repo.insertSession(trx, { id: sessionId, operatorId: row.id, ip, now });
      const who = { operatorId: row.id, operatorRole: row.role, target: targetOf(row.id) };
      if (!row.enrolled) await this.audit(trx, ip, { ...who, action: 'operator.enrolled' });
      if (passwordHash) await this.audit(trx, ip, { ...who, action: 'operator.password_set' });
      await this.audit(trx, ip, { ...who, action: 'operator.signed_in', after: { session: sessionId } });
    });
    const token = await this.tokens.signAccess({ sub: String(row.id), sid: sessionId, tfa: true });
    return { token, expires_in: this.tokens.ttlS, idle_minutes: OPERATOR_IDLE_MINUTES };
  }

  /** The operator of a live session (used now), or undefined: ended, idle too long, or blocked. */
  async useSession(sessionId: string, operatorId: bigint) {
    return repo.touchLiveSession(this.db, sessionId, operatorId, new Date(this.now()), IDLE_MS, SESSION_MAX_S * 1000);
  }

  async verifyToken(token: string) {
    return this.tokens.verifyAccess(token);
  }

  async signOut(operator: OperatorPrincipal, ip: string): Promise<void> {
    const now = new Date(this.now());
    await this.db.transaction().execute(async (trx) => {
      await repo.endSession(trx, operator.sessionId, now, 'sign_out');
      await this.audit(trx, ip, {
        ...whoOf(operator),
        action: 'operator.signed_out',
        target: targetOf(operator.id),
        after: { session: operator.sessionId },
      });
    });
  }

  async me(operator: OperatorPrincipal) {
    const row = await repo.findById(this.db, operator.id);
    if (!row) throw unauthorized();
    return { ...viewOf(row), permissions: [...ROLE_PERMISSIONS[row.role]] as Permission[] };
  }

  async list() {
    return { list: (await repo.listAll(this.db)).map(viewOf) };
  }

  /** A new operator with a one-time password; they enrol two-factor and set their own at their first sign-in. */
  async create(
    actor: OperatorPrincipal | null,
    input: { email: string; role: OperatorRole; reason: string },
    ip: string | null,
  ): Promise<CreatedOperator> {
    const password = generatePassword(16);
    const passwordHash = await hashPassword(password);
    const now = new Date(this.now());
    const row = await this.db.transaction().execute(async (trx) => {
      const created = await repo.insert(trx, { email: input.email, role: input.role, passwordHash, now });
      if (!created) throw conflict('An operator with this e-mail exists.');
      await this.audit(trx, ip, {
        ...whoOf(actor),
        action: 'operator.created',
        target: targetOf(created.id),
        after: { email: created.email, role: created.role, status: created.status },
        reason: input.reason,
      });
      return created;
    });
    return { operator: viewOf(row), one_time_password: password };
  }

  /** Changes another operator's role or status; blocking ends their sessions at once. */
  async update(
    actor: OperatorPrincipal,
    id: bigint,
    input: { role?: OperatorRole | undefined; status?: OperatorStatus | undefined; reason: string },
    ip: string,
  ): Promise<OperatorView> {
    // Nobody locks themselves out, and so one active admin always remains: the one making the change.
    if (id === actor.id) throw forbidden('You cannot change your own role or status.');
    const now = new Date(this.now());
    const row = await this.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('operators').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw new AppError('NotFound', 'No such operator.');
      const after = await repo.update(trx, id, {
        ...(input.role ? { role: input.role } : {}),
        ...(input.status ? { status: input.status } : {}),
        updated_at: now,
      });
      if (after.status === 'blocked') await repo.endSessionsOf(trx, id, now, 'blocked');
      await this.audit(trx, ip, {
        ...whoOf(actor),
        action: 'operator.updated',
        target: targetOf(id),
        before: { role: before.role, status: before.status },
        after: { role: after.role, status: after.status },
        reason: input.reason,
      });
      return after;
    });
    return viewOf(row);
  }

  async listAudit(filter: repo.AuditFilter) {
    const rows = (await repo.listAudit(this.db, filter)) as AuditRecordRow[];
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        operator_id: r.operator_id === null ? null : Number(r.operator_id),
        operator_role: r.operator_role,
        ip: r.ip,
        action: r.action,
        target: r.target,
        before: r.before,
        after: r.after,
        reason: r.reason,
        created_at: r.created_at.toISOString(),
        prev_hash: r.prev_hash,
        hash: r.hash,
      })),
    };
  }

  /**
   * At start: while no operator exists, a one-time token for creating the first admin from this
   * machine (the start-up log shows it). Null once there is an operator.
   */
  async prepareSetup(): Promise<string | null> {
    if ((await repo.countAll(this.db)) > 0) return null;
    this.#setupToken = randomBytes(24).toString('base64url');
    return this.#setupToken;
  }

  /** The first admin, with the start-up token; the token dies with its first use. */
  async setup(token: string, email: string, ip: string): Promise<CreatedOperator> {
    const expected = this.#setupToken;
    if (!expected || !sameText(expected, token)) throw forbidden('This setup link is not valid (it works once).');
    this.#setupToken = null;
    const password = generatePassword(16);
    const passwordHash = await hashPassword(password);
    const now = new Date(this.now());
    const row = await this.db.transaction().execute(async (trx) => {
      // The chain's lock also serialises setups, so two nodes' tokens cannot both make a first admin.
      await repo.lockAuditHead(trx);
      if ((await repo.countAll(trx)) > 0) throw conflict('An operator exists already: ask an admin.');
      const created = await repo.insert(trx, { email, role: 'admin', passwordHash, now });
      if (!created) throw conflict('An operator with this e-mail exists.');
      await this.audit(trx, ip, {
        operatorId: null,
        operatorRole: null,
        action: 'operator.created',
        target: targetOf(created.id),
        after: { email: created.email, role: created.role, status: created.status },
        reason: 'first admin, set up from the server’s machine',
      });
      return created;
    });
    return { operator: viewOf(row), one_time_password: password };
  }

  private async activeOperator(id: bigint) {
    const row = await repo.findById(this.db, id);
    if (row?.status !== 'active') throw unauthorized();
    return row;
  }

  /**
   * A call refused for want of a permission, kept in the audit (`access.denied`): who tried what, from
   * where, and the permission it needs. An operator probing calls their role lacks shows in the log.
   */
  async denied(operator: OperatorPrincipal, call: string, permission: Permission, ip: string): Promise<void> {
    await this.audit(null, ip, {
      ...whoOf(operator),
      action: 'access.denied',
      target: call,
      after: { permission },
    });
  }

  private audit(
    db: Database | null,
    ip: string | null,
    entry: Omit<OperatorAuditEntry, 'ip' | 'operatorId' | 'operatorRole'> & Partial<OperatorAuditEntry>,
  ) {
    return appendOperatorAudit(
      db ?? this.db,
      { operatorId: null, operatorRole: null, ...entry, ip },
      new Date(this.now()),
    );
  }
}

const targetOf = (id: bigint) => `operator:${id}`;

const whoOf = (operator: OperatorPrincipal | null) => ({
  operatorId: operator?.id ?? null,
  operatorRole: operator?.role ?? null,
});

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function viewOf(row: repo.OperatorRow): OperatorView {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    status: row.status,
    enrolled: row.enrolled,
    created_at: row.created_at.toISOString(),
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}
