import type { TokenData } from '@meridian/contract/auth';
import QRCode from 'qrcode';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { AuthSession, AuthUser } from '../../platform/auth.js';
import { validationFailed } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { hashToken } from '../../platform/tokens.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { findUser, updateUser } from '../users/users.service.js';
import * as repo from './two-factor.repository.js';
import { newRecoveryCodes, newTotpSecret, normalizeRecoveryCode, totpOf, totpStep } from './two-factor.rules.js';

const INVALID = 'The code is invalid.';
const invalidCode = () => validationFailed({ code: [INVALID] }, INVALID);

/** TOTP two-factor authentication with single-use recovery codes. */
export class TwoFactorService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Starts (or restarts) a setup: a new secret and recovery codes, effective once confirmed. */
  async setup(user: AuthUser) {
    if (user.twoFactorEnabled) throw validationFailed({ code: ['Two-factor authentication is already on.'] });
    const secret = newTotpSecret();
    const codes = newRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, {
        two_factor_secret: secret,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
      });
      await repo.replaceRecoveryCodes(trx, user.id, codes.map(hashRecovery));
    });
    return { codes, secret, ...(await qr(secret, user.id)) };
  }

  /** The QR of the secret being set up (or in use). */
  async qr(user: AuthUser) {
    const row = await findUser(this.db, user.id);
    if (!row?.two_factor_secret) throw validationFailed({ code: ['Start the two-factor setup first.'] });
    return qr(row.two_factor_secret, user.id);
  }

  /** Confirms the setup with a code from the app; the current session counts as passed. */
  async confirm(user: AuthUser, session: AuthSession, code: string, ip: string): Promise<void> {
    await this.limiter.attempt('two_factor', ip, String(user.id));
    const row = await findUser(this.db, user.id);
    if (!row?.two_factor_secret) throw validationFailed({ code: ['Start the two-factor setup first.'] });
    if (row.two_factor_enabled_at) throw validationFailed({ code: ['Two-factor authentication is already on.'] });
    const step = totpStep(totpOf(row.two_factor_secret, String(user.id)), code);
    if (step === null || !(await repo.useTotpStep(this.db, user.id, step))) {
      await audit(this.db, 'two_factor_failed', {
        userId: user.id,
        sessionId: session.id,
        ip,
        details: { step: 'setup' },
      });
      throw invalidCode();
    }
    await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { two_factor_enabled_at: new Date() });
      await this.sessions.markTwoFactorPassed(trx, session.id);
      await audit(trx, 'two_factor_enabled', { userId: user.id, sessionId: session.id, ip });
    });
  }

  /** The second step of a sign-in: a TOTP code or a recovery code, then fresh tokens that carry it. */
  async challenge(user: AuthUser, session: AuthSession, code: string, ip: string): Promise<TokenData> {
    await this.requireCode(user, session, code, ip, 'challenge');
    return this.db.transaction().execute(async (trx) => {
      await this.sessions.markTwoFactorPassed(trx, session.id);
      await audit(trx, 'two_factor_passed', { userId: user.id, sessionId: session.id, ip });
      return this.sessions.issue(trx, user.id, session.id, true);
    });
  }

  async disable(user: AuthUser, session: AuthSession, code: string, ip: string): Promise<void> {
    await this.requireCode(user, session, code, ip, 'disable');
    await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, {
        two_factor_secret: null,
        two_factor_enabled_at: null,
        two_factor_last_step: null,
      });
      await repo.replaceRecoveryCodes(trx, user.id, []);
      await audit(trx, 'two_factor_disabled', { userId: user.id, sessionId: session.id, ip });
    });
  }

  async remaining(user: AuthUser) {
    return { remaining: user.twoFactorEnabled ? await repo.countRecoveryCodes(this.db, user.id) : 0 };
  }

  async regenerate(user: AuthUser, session: AuthSession, ip: string) {
    if (!user.twoFactorEnabled) throw validationFailed({ code: ['Two-factor authentication is off.'] });
    const codes = newRecoveryCodes();
    await this.db.transaction().execute(async (trx) => {
      await repo.replaceRecoveryCodes(trx, user.id, codes.map(hashRecovery));
      await audit(trx, 'recovery_codes_regenerated', { userId: user.id, sessionId: session.id, ip });
    });
    return { codes };
  }

  /** Checks a second-factor code of a player with 2FA on: TOTP, or a recovery code that is then used up. */
  /** A code from a player with 2FA on, counted against the limit; a wrong one is audited and refused. */
  private async requireCode(
    user: AuthUser,
    session: AuthSession,
    code: string,
    ip: string,
    step: 'challenge' | 'disable',
  ): Promise<void> {
    await this.limiter.attempt('two_factor', ip, String(user.id));
    if (!user.twoFactorEnabled) throw validationFailed({ code: ['Two-factor authentication is off.'] });
    if (await this.verify(user.id, code)) return;
    await audit(this.db, 'two_factor_failed', { userId: user.id, sessionId: session.id, ip, details: { step } });
    throw invalidCode();
  }

  async verify(userId: bigint, code: string): Promise<boolean> {
    const row = await findUser(this.db, userId);
    if (!row?.two_factor_secret || !row.two_factor_enabled_at) return false;
    const step = totpStep(totpOf(row.two_factor_secret, String(userId)), code);
    // A code is good once: an observed code cannot be replayed within its 90 seconds.
    if (step !== null) return repo.useTotpStep(this.db, userId, step);
    const normalized = normalizeRecoveryCode(code);
    return normalized.length === 10 && repo.useRecoveryCode(this.db, userId, hashRecovery(normalized));
  }
}

const hashRecovery = (code: string) => hashToken(normalizeRecoveryCode(code));

async function qr(secret: string, userId: bigint) {
  const url = totpOf(secret, String(userId)).toString();
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1 });
  return { url, svg };
}
