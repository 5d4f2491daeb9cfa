import { REG_TYPE, type RegistrationRequest, type TokenData } from '@meridian/contract/auth';
import type { LanguageCode } from '@meridian/contract/constants';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { CaptchaService } from '../../platform/captcha.js';
import type { ClientInfo } from '../../platform/device.js';
import { validationFailed } from '../../platform/errors.js';
import { generatePassword, hashPassword } from '../../platform/passwords.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CodeRow, CodesService } from '../codes/codes.service.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import type { SettingsService } from '../settings/settings.service.js';
import { contactTaken, insertUserWithId, type NewUser } from '../users/users.service.js';
import { openWallet } from '../wallets/wallets.service.js';
import { presentForms } from './registration.presenter.js';
import * as repo from './registration.repository.js';
import { type CleanRegistration, randomUserId, validateRegistration } from './registration.rules.js';
import { DEFAULT_FORM_GROUP, type StoredRegField } from './registration.seed.js';

/** What a pending e-mail or phone sign-up keeps with its code until the code confirms it. */
interface PendingRegistration {
  email: string | null;
  phone: string | null;
  password_hash: string;
  country_id: number;
  currency_id: number;
  birthday: string | null;
  first_bonus: number;
  btag: string | null;
  promo_code: string | null;
  group_id: number;
  /** The sign-up's language, for the texts of what is granted when it completes (older codes lack it). */
  language?: string;
}

export interface RegistrationResult {
  user?: { id: number; password: string };
  token?: TokenData;
  code?: Awaited<ReturnType<CodesService['create']>>;
}

/** Draws of a player id before giving up: with billions free, a second draw is already rare. */
const ID_ATTEMPTS = 8;

/** Sign-up: one-click at once, e-mail and phone through a confirmation code. */
/** Promo codes as sign-up uses them: checked with the form, redeemed with the new account. */
export interface SignUpPromoCodes {
  /** Why the code cannot be used by a new player in this currency (in `language`), or null. */
  check(code: string, currencyId: number, language: string): Promise<string | null>;
  /** Grants the code's gift to the new player; a code that ran out meanwhile is skipped. */
  redeemAtSignUp(trx: Database, userId: bigint, code: string, language: string, ip: string): Promise<void>;
}

/** Where an account is checked against the exclusion register, and the device it came from. */
export interface AccountScreenContext {
  at: 'sign_up' | 'sign_in';
  /** The browser's device id (the known-device cookie's), or null. */
  device: string | null;
  ip: string;
}

/** Checks an account against the exclusion register (in the caller's transaction, or one of its own). */
export type AccountScreen = (db: Database, userId: bigint, context: AccountScreenContext) => Promise<void>;

export class RegistrationService {
  constructor(
    private readonly db: Database,
    private readonly dictionaries: DictionariesService,
    private readonly settings: SettingsService,
    private readonly codes: CodesService,
    private readonly sessions: SessionsService,
    private readonly captcha: CaptchaService,
    private readonly limiter: RateLimiter,
    /** Draws player ids; tests pass a fixed sequence to see a taken id drawn again. */
    private readonly nextUserId: () => bigint = randomUserId,
  ) {}

  #promoCodes: SignUpPromoCodes | null = null;
  #screen: AccountScreen | null = null;

  /** Connects the exclusion register: every new account is checked in the transaction that creates it. */
  useAccountScreen(screen: AccountScreen): void {
    this.#screen = screen;
  }

  /** Connects the promo codes a sign-up form may carry (the bonuses module; bonuses depends on more than this). */
  usePromoCodes(promoCodes: SignUpPromoCodes): void {
    this.#promoCodes = promoCodes;
  }

  /** The gift of the sign-up's promo code, in the transaction that creates the player. */
  async #redeem(trx: Database, userId: bigint, code: string | null, client: ClientInfo, language: string) {
    if (code && this.#promoCodes) await this.#promoCodes.redeemAtSignUp(trx, userId, code, language, client.ip);
  }

  async forms(groupId: number, language: LanguageCode = 'en') {
    return { forms: presentForms(await this.formsOf(groupId), language) };
  }

  /** `device`: the browser's device id, which links a one-click account to an excluded person. */
  async register(
    body: RegistrationRequest,
    client: ClientInfo,
    language: LanguageCode,
    device: string | null = null,
  ): Promise<RegistrationResult> {
    await this.captcha.verify(body.captcha, client.ip);
    const destination = body.type_id === REG_TYPE.email ? body.fields.email : body.fields.phone;
    await this.limiter.attempt('register', client.ip, body.type_id === REG_TYPE.oneClick ? null : destination);

    const form = (await this.formsOf(body.group_id)).find((f) => f.reg_type === body.type_id);
    if (!form) throw validationFailed({ type_id: ['This way of signing up is not available.'] });
    const checked = validateRegistration(
      body.type_id,
      body.fields,
      form.fields as StoredRegField[],
      this.dictionaries,
      this.settings.countryOf(client.ip),
    );
    if ('errors' in checked) throw validationFailed(checked.errors);
    const reg = checked.value;
    // A promo code that cannot be used is said next to its field, before anything is created.
    const promoProblem =
      reg.promoCode && this.#promoCodes ? await this.#promoCodes.check(reg.promoCode, reg.currencyId, language) : null;
    if (promoProblem) throw validationFailed({ promo_code: [promoProblem] });

    if (reg.type === REG_TYPE.oneClick) return this.oneClick(reg, body.group_id, client, language, device);

    const channel = reg.email ? 'email' : 'sms';
    const contact = (reg.email ?? reg.phone) as string;
    const taken = await contactTaken(this.db, reg.email ? 'email' : 'phone', contact);
    const pending: PendingRegistration | null = taken
      ? null
      : {
          email: reg.email,
          phone: reg.phone,
          password_hash: await hashPassword(reg.password ?? ''),
          country_id: reg.country.id,
          currency_id: reg.currencyId,
          birthday: reg.birthday,
          first_bonus: reg.firstBonus,
          btag: reg.btag,
          promo_code: reg.promoCode,
          group_id: body.group_id,
          language,
        };
    const code = await this.db.transaction().execute((trx) =>
      this.codes.create(trx, {
        purpose: 'registration',
        channel,
        destination: contact,
        userId: null,
        payload: pending as Record<string, unknown> | null,
        language,
        ...(taken ? { decoy: 'notice' as const } : {}),
      }),
    );
    return { code };
  }

  /**
   * Creates the account of a confirmed e-mail or phone sign-up, inside the code check's transaction.
   * The register is asked only now, once the code has proved the address is the person's: the
   * first step answers the same whether or not an address is excluded.
   */
  async complete(
    trx: Database,
    row: CodeRow,
    client: ClientInfo,
    device: string | null = null,
  ): Promise<{ token: TokenData; userId: bigint }> {
    const pending = row.payload as unknown as PendingRegistration | null;
    if (!pending || 'decoy' in (row.payload ?? {})) throw validationFailed({ code: ['The code is invalid.'] });
    const kind = pending.email ? 'email' : 'phone';
    if (await contactTaken(trx, kind, (pending.email ?? pending.phone) as string)) {
      throw validationFailed({ id: ['This account is already confirmed. Please sign in.'] });
    }
    const now = new Date();
    const userId = await this.createUser(trx, {
      email: pending.email,
      email_verified_at: pending.email ? now : null,
      phone: pending.phone,
      phone_verified_at: pending.phone ? now : null,
      password_hash: pending.password_hash,
      country_id: pending.country_id,
      currency_id: pending.currency_id,
      partner_group: pending.group_id,
      btag: pending.btag,
      birthday: pending.birthday,
      first_bonus: pending.first_bonus,
    });
    await audit(trx, 'registered', {
      userId,
      ip: client.ip,
      details: { type: kind, promo_code: pending.promo_code },
    });
    await this.#screen?.(trx, userId, { at: 'sign_up', device, ip: client.ip });
    await this.#redeem(trx, userId, pending.promo_code, client, pending.language ?? 'en');
    const { token } = await this.sessions.open(trx, userId, 'registration', true, client);
    return { token, userId };
  }

  private async oneClick(
    reg: CleanRegistration,
    groupId: number,
    client: ClientInfo,
    language: string,
    device: string | null,
  ): Promise<RegistrationResult> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const userId = await this.createUser(trx, {
        email: null,
        email_verified_at: null,
        phone: null,
        phone_verified_at: null,
        password_hash: passwordHash,
        country_id: reg.country.id,
        currency_id: reg.currencyId,
        partner_group: groupId,
        btag: reg.btag,
        birthday: null,
        first_bonus: reg.firstBonus,
      });
      await audit(trx, 'registered', {
        userId,
        ip: client.ip,
        details: { type: 'one_click', promo_code: reg.promoCode },
      });
      // One-click has no contact: the device is what links it to an excluded person.
      await this.#screen?.(trx, userId, { at: 'sign_up', device, ip: client.ip });
      await this.#redeem(trx, userId, reg.promoCode, client, language);
      const { token } = await this.sessions.open(trx, userId, 'registration', true, client);
      return { user: { id: Number(userId), password }, token };
    });
  }

  /** Creates the player under a random id, drawing again in the rare case the id is taken. */
  private async createUser(trx: Database, user: NewUser): Promise<bigint> {
    for (let attempt = 0; attempt < ID_ATTEMPTS; attempt++) {
      const id = this.nextUserId();
      if (await insertUserWithId(trx, id, user)) {
        await openWallet(trx, id, user.currency_id, true);
        return id;
      }
    }
    throw new Error(`No free player id after ${ID_ATTEMPTS} draws`);
  }

  /** A partner group without forms of its own uses the default group's. */
  private async formsOf(groupId: number) {
    const rows = await repo.listForms(this.db, groupId);
    return rows.length > 0 ? rows : repo.listForms(this.db, DEFAULT_FORM_GROUP);
  }
}
