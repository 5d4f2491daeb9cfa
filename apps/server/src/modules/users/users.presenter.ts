import { createHmac } from 'node:crypto';
import type { User } from '@meridian/contract/user';
import type { CountryRow } from '../dictionaries/dictionaries.service.js';
import type { UserRow } from './users.repository.js';

const unix = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** Phones are kept as E.164 digits and shown with their plus sign. */
export const showPhone = (digits: string | null) => (digits ? `+${digits}` : null);

/** The player as `userSchema`: times in unix seconds, the support chat's identity hash when configured. */
export function presentUser(
  row: UserRow,
  country: CountryRow | undefined,
  intercomSecret: string | undefined,
  hasDeposit: boolean,
): User {
  const firstBonus = row.first_bonus === 1 || row.first_bonus === 2 ? row.first_bonus : 0;
  return {
    id: Number(row.id),
    email: row.email,
    email_verified_at: unix(row.email_verified_at),
    phone: showPhone(row.phone),
    phone_verified_at: unix(row.phone_verified_at),
    country_id: row.country_id,
    country_code: country?.code ?? '',
    currency_id: row.currency_id,
    two_factor_enabled: row.two_factor_enabled_at ? 1 : 0,
    first_bonus: firstBonus,
    kyc: row.kyc,
    has_deposit: hasDeposit,
    ext: {
      intercom_hash: intercomSecret ? createHmac('sha256', intercomSecret).update(String(row.id)).digest('hex') : null,
    },
  };
}
