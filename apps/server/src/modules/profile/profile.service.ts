import type { CodeObject } from '@meridian/contract/auth';
import type { LanguageCode } from '@meridian/contract/constants';
import type { ProfileField, User } from '@meridian/contract/user';
import { isEmail } from '@meridian/contract/validation';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { audit } from '../../platform/audit.js';
import type { AuthUser } from '../../platform/auth.js';
import type { ClientInfo } from '../../platform/device.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import type { CodeRow, CodesService } from '../codes/codes.service.js';
import type { DictionariesService } from '../dictionaries/dictionaries.service.js';
import { normalizePhone } from '../users/phone.js';
import { presentUser, showPhone } from '../users/users.presenter.js';
import {
  contactTaken,
  findUser,
  hasCreditedDeposit,
  lockUser,
  type UserRow,
  updateUser,
} from '../users/users.service.js';
import { checkProfileUpdate, JSON_FIELDS, profileDefinitions } from './profile.fields.js';

/** The player's profile: reading it, filling empty fields, and confirming or unlinking contacts. */
export class ProfileService {
  constructor(
    private readonly db: Database,
    private readonly dictionaries: DictionariesService,
    private readonly codes: CodesService,
    private readonly limiter: RateLimiter,
    private readonly config: Pick<AppConfig, 'intercomSecret'>,
  ) {}

  async user(userId: bigint): Promise<User> {
    return this.present(this.db, await this.row(this.db, userId));
  }

  async present(db: Database, row: UserRow): Promise<User> {
    const hasDeposit = await hasCreditedDeposit(db, row.id);
    return presentUser(row, this.dictionaries.countryById(row.country_id), this.config.intercomSecret, hasDeposit);
  }

  /** The profile form with its texts and country names in the player's language. */
  async form(userId: bigint, language: LanguageCode = 'en'): Promise<{ fields: ProfileField[]; user: User }> {
    const row = await this.row(this.db, userId);
    const current = currentValues(row);
    const fields = profileDefinitions(this.dictionaries.countryChoices(language), language).map((d) => ({
      ...d,
      value: current[d.code] ?? null,
    }));
    return { fields, user: await this.present(this.db, row) };
  }

  /** Fills empty fields; a field outside the form or already filled fails the whole update. */
  async update(userId: bigint, input: Record<string, string>, ip: string, language: LanguageCode = 'en') {
    await this.db.transaction().execute(async (trx) => {
      const row = await lockUser(trx, userId);
      if (!row) throw notFound();
      const checked = checkProfileUpdate(input, currentValues(row));
      if ('errors' in checked) throw validationFailed(checked.errors);
      const { birthday, ...rest } = checked.values;
      const profile = { ...row.profile };
      for (const [code, value] of Object.entries(rest)) if (JSON_FIELDS.has(code)) profile[code] = value;
      await updateUser(trx, userId, {
        profile: JSON.stringify(profile),
        ...(birthday ? { birthday } : {}),
      });
      await audit(trx, 'profile_updated', { userId, ip, details: { fields: Object.keys(checked.values) } });
    });
    return this.form(userId, language);
  }

  /** Sends a code to confirm a new e-mail or phone, or to unlink the verified phone. */
  async sendCode(
    user: AuthUser,
    type: 'activate_email' | 'activate_phone' | 'change_phone',
    body: { email?: string | undefined; phone?: string | undefined },
    ip: string,
    language: LanguageCode,
  ): Promise<CodeObject> {
    await this.limiter.attempt('code_send', ip, String(user.id));
    const row = await this.row(this.db, user.id);
    let destination: string;
    if (type === 'activate_email') {
      const email = (body.email ?? row.email ?? '').trim().toLowerCase();
      if (!isEmail(email)) throw validationFailed({ email: ['Enter a valid e-mail address.'] });
      if (row.email_verified_at && row.email === email)
        throw validationFailed({ email: ['This e-mail is already confirmed.'] });
      if (await contactTaken(this.db, 'email', email, user.id))
        throw validationFailed({ email: ['This e-mail is already in use.'] });
      destination = email;
    } else if (type === 'activate_phone') {
      const input = body.phone ?? showPhone(row.phone) ?? '';
      const phone = normalizePhone(input, this.dictionaries.countryById(row.country_id)) ?? normalizePhone(input);
      if (!phone) throw validationFailed({ phone: ['Enter a valid phone number.'] });
      if (row.phone_verified_at && row.phone === phone)
        throw validationFailed({ phone: ['This phone is already confirmed.'] });
      if (await contactTaken(this.db, 'phone', phone, user.id))
        throw validationFailed({ phone: ['This phone is already in use.'] });
      destination = phone;
    } else {
      if (!row.phone || !row.phone_verified_at)
        throw validationFailed({ phone: ['There is no confirmed phone to unlink.'] });
      destination = row.phone;
    }
    return this.db.transaction().execute((trx) =>
      this.codes.create(trx, {
        purpose: type,
        channel: type === 'activate_email' ? 'email' : 'sms',
        destination,
        userId: user.id,
        payload: null,
        language,
      }),
    );
  }

  /** Applies a confirmed contact code inside the code check's transaction. */
  async applyCode(trx: Database, code: CodeRow, client: ClientInfo): Promise<User> {
    if (code.user_id === null) throw validationFailed({ code: ['The code is invalid.'] });
    const row = await lockUser(trx, code.user_id);
    if (!row) throw notFound();
    const now = new Date();
    if (code.purpose === 'activate_email') {
      if (await contactTaken(trx, 'email', code.destination, row.id)) {
        throw validationFailed({ email: ['This e-mail is already in use.'] });
      }
      await updateUser(trx, row.id, { email: code.destination, email_verified_at: now });
      await audit(trx, 'email_verified', { userId: row.id, ip: client.ip });
    } else if (code.purpose === 'activate_phone') {
      if (await contactTaken(trx, 'phone', code.destination, row.id)) {
        throw validationFailed({ phone: ['This phone is already in use.'] });
      }
      await updateUser(trx, row.id, { phone: code.destination, phone_verified_at: now });
      await audit(trx, 'phone_verified', { userId: row.id, ip: client.ip });
    } else if (code.purpose === 'change_phone') {
      if (row.phone !== code.destination) throw validationFailed({ id: ['Code is expired'] }, 'Code is expired');
      await updateUser(trx, row.id, { phone: null, phone_verified_at: null });
      await audit(trx, 'phone_unlinked', { userId: row.id, ip: client.ip });
    } else {
      throw validationFailed({ code: ['The code is invalid.'] });
    }
    return this.present(trx, await this.row(trx, row.id));
  }

  private async row(db: Database, userId: bigint): Promise<UserRow> {
    const row = await findUser(db, userId);
    if (!row) throw notFound();
    return row;
  }
}

/** Every profile value of a player as text, columns and JSON values alike. */
function currentValues(row: UserRow): Record<string, string | null> {
  const values: Record<string, string | null> = {
    birthday: row.birthday,
    country_id: String(row.country_id),
    email: row.email,
    phone: showPhone(row.phone),
  };
  for (const code of JSON_FIELDS) values[code] = row.profile[code] ?? null;
  return values;
}
