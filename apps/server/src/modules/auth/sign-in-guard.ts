import { type RateLimiter, tooManyRequests } from '../../platform/rate-limit.js';
import type { KnownDevices } from './known-device.js';

/** What the failure counters say about one sign-in attempt. */
export interface SignInGuardState {
  /** The counters a wrong password is recorded under. */
  failureKeys: string[];
  /** The request carried a good known-device cookie of the account. */
  knownDevice: boolean;
  /**
   * The account has had its limit of wrong passwords and the client is not a known device: the
   * attempt needs the bot check, and a right password a code sent to the player.
   */
  guarded: boolean;
}

/**
 * The failure counters of sign-in (OWASP's device cookies, without a lockout anyone can trigger).
 * A known-device cookie of the account has a counter of its own. Any other client counts against
 * the account and against the account at its address: past the account's limit it is asked for
 * the bot check and a code rather than refused, and only an address that has itself made the
 * limit's worth of wrong guesses at the account waits out the window.
 */
export class SignInGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly devices: KnownDevices,
  ) {}

  /** Throws 429 when this address has used up its guesses at the account. */
  async assess(
    accountKey: string,
    userId: bigint | undefined,
    deviceCookie: string | undefined,
    ip: string,
  ): Promise<SignInGuardState> {
    const { windowSeconds, perAccount } = this.limiter.limits;
    const deviceKey = await this.knownDeviceKey(userId, deviceCookie);
    if (deviceKey) return { failureKeys: [deviceKey], knownDevice: true, guarded: false };
    const addressKey = `${accountKey}:ip:${ip}`;
    const wait = await this.limiter.waitFor(addressKey, perAccount, windowSeconds);
    if (wait > 0) throw tooManyRequests(wait);
    const guarded = (await this.limiter.waitFor(accountKey, perAccount, windowSeconds)) > 0;
    return { failureKeys: [accountKey, addressKey], knownDevice: false, guarded };
  }

  async recordFailure(state: SignInGuardState): Promise<void> {
    for (const key of state.failureKeys) await this.limiter.record(key, this.limiter.limits.windowSeconds);
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
}
