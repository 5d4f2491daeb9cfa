import type { CodeObject, LoginRequest, TokenData } from '@meridian/contract/auth';
import type { LanguageCode } from '@meridian/contract/constants';
import type { User } from '@meridian/contract/user';
import { isEmail, isStrongPassword, USER_ID_PATTERN } from '@meridian/contract/validation';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { AuthSession, AuthUser } from '../../platform/auth.js';
import type { CaptchaService } from '../../platform/captcha.js';
import type { ClientInfo } from '../../platform/device.js';
import { AppError, validationFailed } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit.js';
import type { CodesService } from '../codes/codes.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import { PASSWORD_RULE } from '../registration/registration.rules.js';
import type { RegistrationService } from '../registration/registration.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import { normalizePhone } from '../users/phone.js';
import { findUser, findUserByEmail, findUserByPhone, updateUser } from '../users/users.service.js';
import type { KnownDevices } from './known-device.js';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
/** How long after its code a recovery session may set the new password. */
export const RECOVERY_WINDOW_MS = 15 * 60_000;

/** Sign-in, codes, recovery and passwords. */
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly sessions: SessionsService,
    private readonly codes: CodesService,
    private readonly registration: RegistrationService,
    private readonly profile: ProfileService,
    private readonly twoFactor: TwoFactorService,
    private readonly captcha: CaptchaService,
    private readonly limiter: RateLimiter,
    private readonly devices: KnownDevices,
  ) {}

  /**
   * Signs in by e-mail or numeric id, or by phone. An unknown account and a wrong password answer
   * the same error after the same work (a dummy hash is verified), so neither tells the other apart.
   *
   * Guessing is slowed without locking the owner out: every attempt counts against the address
   * (credential stuffing across accounts); wrong passwords count against the account, and once it
   * has had `perAccount` of them in the window, clients without a known-device cookie of that
   * account get 429 until the window ends, while the owner's known browser still signs in. Wrong
   * passwords sent with a known-device cookie count against that cookie alone. Answers the tokens
   * and the device cookie to set (a fresh one unless the request carried a good one).
   */
  async login(
    body: LoginRequest,
    client: ClientInfo,
    deviceCookie?: string,
  ): Promise<{ token: TokenData; device: string }> {
    const byPhone = body.id === undefined && body.phone !== undefined;
    const fields = byPhone ? ['phone', 'password'] : ['id', 'password'];
    const fail = () => validationFailed(Object.fromEntries(fields.map((f) => [f, [BAD_CREDENTIALS]])), BAD_CREDENTIALS);
    await this.captcha.verify(body.captcha, client.ip);
    const login = byPhone ? (body.phone ?? '').trim() : (body.id ?? '').trim().toLowerCase();
    if (!login) throw validationFailed({ [fields[0] as string]: ['Enter your e-mail, user ID or phone.'] });
    const phone = byPhone ? normalizePhone(login) : null;
    await this.limiter.attempt('login', client.ip);

    const user = byPhone
      ? phone
        ? await findUserByPhone(this.db, phone)
        : undefined
      : USER_ID_PATTERN.test(login)
        ? await findUser(this.db, BigInt(login))
        : isEmail(login)
          ? await findUserByEmail(this.db, login)
          : undefined;
    // One counter per account however it is named (id, e-mail, phone); unknown names count alike.
    const accountKey = `login_fail:acct:${user ? `u${user.id}` : (phone ?? login)}`;
    const failureKey = (await this.knownDeviceKey(user?.id, deviceCookie)) ?? accountKey;
    const { windowSeconds, perAccount } = this.limiter.limits;
    const wait = await this.limiter.waitFor(failureKey, perAccount, windowSeconds);
    if (wait > 0) throw tooManyRequests(wait);

    const valid = await verifyPassword(user?.password_hash, body.password);
    if (!user || !valid) {
      await this.limiter.record(failureKey, windowSeconds);
      await audit(this.db, 'login_failed', { userId: user?.id ?? null, ip: client.ip, details: { login } });
      throw fail();
    }
    const passed = user.two_factor_enabled_at === null;
    const token = await this.db.transaction().execute(async (trx) => {
      const { sessionId, token } = await this.sessions.open(trx, user.id, 'login', passed, client);
      await audit(trx, 'login_ok', { userId: user.id, sessionId, ip: client.ip, details: { two_factor: !passed } });
      return token;
    });
    const known = failureKey !== accountKey && deviceCookie !== undefined;
    return { token, device: known ? deviceCookie : this.devices.issue(user.id) };
  }

  /**
   * The failure counter of a known-device cookie of this account, or null when the cookie is
   * missing, forged, another account's, or has itself seen `perAccount` wrong passwords.
   */
  private async knownDeviceKey(userId: bigint | undefined, cookie: string | undefined): Promise<string | null> {
    const device = this.devices.read(cookie);
    if (!device || userId === undefined || device.userId !== userId) return null;
    const key = `login_fail:device:${device.nonce}`;
    const { windowSeconds, perAccount } = this.limiter.limits;
    return (await this.limiter.waitFor(key, perAccount, windowSeconds)) > 0 ? null : key;
  }

  /** Checks a code and does what it was sent for. */
  async checkCode(
    body: { id: string; token: string; code: string },
    client: ClientInfo,
  ): Promise<{ token?: TokenData; user?: User }> {
    await this.limiter.attempt('code_check', client.ip, body.id);
    const row = await this.codes.check(body.id, body.token, body.code);
    return this.db.transaction().execute(async (trx) => {
      await this.codes.consume(trx, row.id);
      switch (row.purpose) {
        case 'registration':
          return { token: await this.registration.complete(trx, row, client) };
        case 'recovery': {
          if (row.user_id === null) throw validationFailed({ code: ['The code is invalid.'] });
          const { sessionId, token } = await this.sessions.open(trx, row.user_id, 'recovery', true, client);
          await audit(trx, 'recovery_confirmed', { userId: row.user_id, sessionId, ip: client.ip });
          return { token };
        }
        default:
          return { user: await this.profile.applyCode(trx, row, client) };
      }
    });
  }

  async resendCode(body: { id: string; token: string }, ip: string, language: LanguageCode): Promise<CodeObject> {
    await this.limiter.attempt('code_send', ip, body.id);
    return this.codes.resend(body.id, body.token, language);
  }

  /** Sends a recovery code; an unknown address gets the same answer and nothing is sent. */
  async recover(
    body: { email?: string | undefined; phone?: string | undefined; captcha?: string | undefined },
    client: ClientInfo,
    language: LanguageCode,
  ): Promise<CodeObject> {
    await this.captcha.verify(body.captcha, client.ip);
    const byPhone = body.email === undefined && body.phone !== undefined;
    let destination: string | null;
    if (byPhone) {
      destination = normalizePhone(body.phone ?? '');
      if (!destination) throw validationFailed({ phone: ['Enter a valid phone number.'] });
    } else {
      destination = (body.email ?? '').trim().toLowerCase();
      if (!isEmail(destination)) throw validationFailed({ email: ['Enter a valid e-mail address.'] });
    }
    await this.limiter.attempt('recovery', client.ip, destination);
    const user = byPhone ? await findUserByPhone(this.db, destination) : await findUserByEmail(this.db, destination);
    return this.db.transaction().execute(async (trx) => {
      if (user) await audit(trx, 'recovery_requested', { userId: user.id, ip: client.ip, details: { byPhone } });
      return this.codes.create(trx, {
        purpose: 'recovery',
        channel: byPhone ? 'sms' : 'email',
        destination,
        userId: user?.id ?? null,
        payload: null,
        language,
        ...(user ? {} : { decoy: 'silent' as const }),
      });
    });
  }

  /** The last step of recovery: sets the password and ends every session, the recovery one too. */
  async newPassword(
    user: AuthUser,
    session: AuthSession,
    body: { password: string; password_confirmation: string },
    ip: string,
  ): Promise<void> {
    if (session.kind !== 'recovery' || Date.now() - session.createdAt.getTime() > RECOVERY_WINDOW_MS) {
      throw new AppError('Unauthorized', 'The recovery has expired. Please request a new code.');
    }
    checkNewPassword(body.password, body.password_confirmation, 'password', 'password_confirmation');
    const hash = await hashPassword(body.password);
    const ended = await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { password_hash: hash });
      const ids = await this.sessions.endAllOf(trx, user.id, 'password_reset', null);
      await audit(trx, 'password_changed', {
        userId: user.id,
        sessionId: session.id,
        ip,
        details: { via: 'recovery' },
      });
      return ids;
    });
    this.sessions.announceEnded(user.id, ended);
  }

  /** Changes the password of a signed-in player: the old one, the new one twice, and the 2FA code when on. */
  async changePassword(
    user: AuthUser,
    session: AuthSession,
    body: { password: string; new_password: string; new_password_confirmation: string; code?: string | undefined },
    ip: string,
  ): Promise<void> {
    await this.limiter.attempt('password_change', ip, String(user.id));
    const row = await findUser(this.db, user.id);
    if (!row || !(await verifyPassword(row.password_hash, body.password))) {
      throw validationFailed({ password: ['The current password is incorrect.'] });
    }
    if (user.twoFactorEnabled) {
      if (!body.code?.trim()) throw validationFailed({ code: ['The code is required.'] });
      if (!(await this.twoFactor.verify(user.id, body.code)))
        throw validationFailed({ code: ['The code is invalid.'] });
    }
    checkNewPassword(body.new_password, body.new_password_confirmation, 'new_password', 'new_password_confirmation');
    const hash = await hashPassword(body.new_password);
    const ended = await this.db.transaction().execute(async (trx) => {
      await updateUser(trx, user.id, { password_hash: hash });
      // A changed password is often a reaction to a leak: every other sign-in ends.
      const ids = await this.sessions.endAllOf(trx, user.id, 'password_changed', session.id);
      await audit(trx, 'password_changed', { userId: user.id, sessionId: session.id, ip, details: { via: 'change' } });
      return ids;
    });
    this.sessions.announceEnded(user.id, ended);
  }
}

function checkNewPassword(password: string, confirmation: string, field: string, confirmField: string): void {
  const errors: Record<string, string[]> = {};
  if (!isStrongPassword(password)) errors[field] = [PASSWORD_RULE];
  if (confirmation !== password) errors[confirmField] = ['The password confirmation does not match.'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
