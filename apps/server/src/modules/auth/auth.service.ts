import type { CodeObject, LoginRequest, SignInCode, TokenData } from '@meridian/contract/auth';
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
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CodesService } from '../codes/codes.service.js';
import type { ProfileService } from '../profile/profile.service.js';
import { PASSWORD_RULE } from '../registration/registration.rules.js';
import type { AccountScreen, RegistrationService } from '../registration/registration.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { TwoFactorService } from '../two-factor/two-factor.service.js';
import { normalizePhone } from '../users/phone.js';
import { findUser, findUserByEmail, findUserByPhone, updateUser } from '../users/users.service.js';
import { authText } from './auth.texts.js';
import type { KnownDevices } from './known-device.js';
import { SignInGuard } from './sign-in-guard.js';

export const BAD_CREDENTIALS = 'These credentials do not match our records.';
export const SIGN_IN_CODE_SENT = 'We sent you a code. Enter it to finish signing in on this device.';
/** How long after its code a recovery session may set the new password. */
export const RECOVERY_WINDOW_MS = 15 * 60_000;

/** Whether an operator closed the account (the players module's record), asked before a session opens. */
export type ClosedAccounts = (db: Database, userId: bigint) => Promise<boolean>;

/** A sign-in: the tokens and the known-device cookie to set, or the code that must confirm it first. */
export type LoginResult = { token: TokenData; device: string } | { code: SignInCode };

/** Sign-in, codes, recovery and passwords. */
export class AuthService {
  private readonly guard: SignInGuard;

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
  ) {
    this.guard = new SignInGuard(limiter, devices);
  }

  #screen: AccountScreen | null = null;
  #closed: ClosedAccounts | null = null;

  /** Connects the exclusion register's check of every sign-in (the responsible-gaming module). */
  useAccountScreen(screen: AccountScreen): void {
    this.#screen = screen;
  }

  /** Connects the operators' closures of accounts (the players module): a closed account signs in by no path. */
  useClosedAccounts(closed: ClosedAccounts): void {
    this.#closed = closed;
  }

  /** Refuses (403) a sign-in of a closed account; in the sign-in's transaction, before its session opens. */
  async #refuseClosed(db: Database, userId: bigint, language: string): Promise<void> {
    if (await this.#closed?.(db, userId)) throw accountClosed(language);
  }

  /** The browser's device id from its cookie (a new one when it sent none) and the cookie of an account on it. */
  deviceNonce(cookie: string | undefined): string {
    return this.devices.nonceOf(cookie);
  }

  deviceCookie(userId: bigint, nonce: string): string {
    return this.devices.issue(userId, nonce);
  }

  /**
   * Signs in by e-mail or numeric id, or by phone. An unknown account and a wrong password answer
   * the same error after the same work (a dummy hash is verified), so neither tells the other apart.
   *
   * Guessing is slowed without locking the owner out (SignInGuard): every attempt counts against
   * the address (credential stuffing across accounts); wrong passwords count against the account
   * and against the account at that address (which waits out the window once it has sent
   * `perAccount`). Once the account has had `perAccount` in the window, a client without its
   * known-device cookie must pass the bot check (even where it is otherwise off), and its right
   * password answers a code sent to the player's e-mail or phone instead of the tokens. Wrong
   * passwords still answer as any other. Answers the tokens and the device cookie to set (a fresh
   * one unless the request carried a good one), or the code.
   */
  async login(
    body: LoginRequest,
    client: ClientInfo,
    deviceCookie: string | undefined,
    language: LanguageCode,
  ): Promise<LoginResult> {
    const byPhone = body.id === undefined && body.phone !== undefined;
    const fields = byPhone ? ['phone', 'password'] : ['id', 'password'];
    const fail = () => validationFailed(Object.fromEntries(fields.map((f) => [f, [BAD_CREDENTIALS]])), BAD_CREDENTIALS);
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
    const guard = await this.guard.assess(accountKey, user?.id, deviceCookie, client.ip);
    // One check, so a single solution serves: it is good once.
    await this.captcha.verify(body.captcha, client.ip, guard.guarded);

    const valid = await verifyPassword(user?.password_hash, body.password);
    if (!user || !valid) {
      await this.guard.recordFailure(guard);
      await audit(this.db, 'login_failed', { userId: user?.id ?? null, ip: client.ip, details: { login } });
      throw fail();
    }
    // Said only to the one who knows the password, before any code is sent.
    if (await this.#closed?.(this.db, user.id)) {
      await audit(this.db, 'login_failed', { userId: user.id, ip: client.ip, details: { login, closed: true } });
      throw accountClosed(language);
    }
    const contact = guard.guarded ? signInContact(user, byPhone) : null;
    if (contact) return { code: await this.sendSignInCode(user.id, contact, client, language) };
    // Past the limit, an account with neither e-mail nor phone has only the bot check to go on.
    const token = await this.db.transaction().execute(async (trx) => {
      await this.#refuseClosed(trx, user.id, language);
      return this.openSignIn(trx, user, client, 'password');
    });
    const known = guard.knownDevice && deviceCookie !== undefined;
    const device = known ? deviceCookie : this.devices.issue(user.id, this.devices.nonceOf(deviceCookie));
    await this.#screen?.(this.db, user.id, { at: 'sign_in', device: this.devices.nonceOf(device), ip: client.ip });
    return { token, device };
  }

  private async sendSignInCode(
    userId: bigint,
    contact: { channel: 'email' | 'sms'; destination: string },
    client: ClientInfo,
    language: LanguageCode,
  ): Promise<SignInCode> {
    // Each code is a message to the player: a password known to someone else must not flood them.
    await this.limiter.attempt('sign_in_code', client.ip, String(userId));
    return this.db.transaction().execute(async (trx) => {
      await audit(trx, 'login_code_sent', { userId, ip: client.ip, details: { channel: contact.channel } });
      const code = await this.codes.create(trx, {
        purpose: 'sign_in',
        ...contact,
        userId,
        payload: null,
        language,
      });
      return { code, channel: contact.channel };
    });
  }

  /** Opens a signed-in session; the second factor, when on, is still to pass. */
  private async openSignIn(
    db: Database,
    user: { id: bigint; two_factor_enabled_at: Date | null },
    client: ClientInfo,
    via: 'password' | 'code',
  ): Promise<TokenData> {
    const passed = user.two_factor_enabled_at === null;
    const { sessionId, token } = await this.sessions.open(db, user.id, 'login', passed, client);
    const details = via === 'code' ? { two_factor: !passed, via } : { two_factor: !passed };
    await audit(db, 'login_ok', { userId: user.id, sessionId, ip: client.ip, details });
    return token;
  }

  /** Checks a code and does what it was sent for. */
  async checkCode(
    body: { id: string; token: string; code: string },
    client: ClientInfo,
    deviceCookie?: string,
    language: LanguageCode = 'en',
  ): Promise<{ token?: TokenData; user?: User; device?: string }> {
    await this.limiter.attempt('code_check', client.ip, body.id);
    const row = await this.codes.check(body.id, body.token, body.code);
    return this.db.transaction().execute(async (trx) => {
      await this.codes.consume(trx, row.id);
      switch (row.purpose) {
        case 'registration': {
          const nonce = this.devices.nonceOf(deviceCookie);
          const { token, userId } = await this.registration.complete(trx, row, client, nonce);
          return { token, device: this.devices.issue(userId, nonce) };
        }
        case 'recovery': {
          if (row.user_id === null) throw validationFailed({ code: ['The code is invalid.'] });
          await this.#refuseClosed(trx, row.user_id, language);
          const { sessionId, token } = await this.sessions.open(trx, row.user_id, 'recovery', true, client);
          await audit(trx, 'recovery_confirmed', { userId: row.user_id, sessionId, ip: client.ip });
          return { token };
        }
        case 'sign_in': {
          const user = row.user_id === null ? undefined : await findUser(trx, row.user_id);
          if (!user) throw validationFailed({ code: ['The code is invalid.'] });
          await this.#refuseClosed(trx, user.id, language);
          // The browser that confirmed the code is known from now on.
          const token = await this.openSignIn(trx, user, client, 'code');
          const nonce = this.devices.nonceOf(deviceCookie);
          await this.#screen?.(trx, user.id, { at: 'sign_in', device: nonce, ip: client.ip });
          return { token, device: this.devices.issue(user.id, nonce) };
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

const accountClosed = (language: string) => new AppError('Forbidden', authText('accountClosed', language));

/** Where a sign-in code goes: the phone when the player named it, else the e-mail, else the phone. */
function signInContact(
  user: { email: string | null; email_verified_at: Date | null; phone: string | null; phone_verified_at: Date | null },
  byPhone: boolean,
): { channel: 'email' | 'sms'; destination: string } | null {
  const email = user.email_verified_at ? user.email : null;
  const phone = user.phone_verified_at ? user.phone : null;
  if (phone && (byPhone || !email)) return { channel: 'sms', destination: phone };
  return email ? { channel: 'email', destination: email } : null;
}

function checkNewPassword(password: string, confirmation: string, field: string, confirmField: string): void {
  const errors: Record<string, string[]> = {};
  if (!isStrongPassword(password)) errors[field] = [PASSWORD_RULE];
  if (confirmation !== password) errors[confirmField] = ['The password confirmation does not match.'];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}
