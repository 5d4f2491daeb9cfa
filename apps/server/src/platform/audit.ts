import type { Database } from '../db/database.js';

export type AuditEvent =
  | 'registered'
  | 'login_ok'
  | 'login_failed'
  | 'login_code_sent'
  | 'logout'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'two_factor_failed'
  | 'two_factor_passed'
  | 'recovery_codes_regenerated'
  | 'recovery_requested'
  | 'recovery_confirmed'
  | 'password_changed'
  | 'session_revoked'
  | 'refresh_reuse_detected'
  | 'email_verified'
  | 'phone_verified'
  | 'phone_unlinked'
  | 'profile_updated'
  | 'wallet_added'
  | 'wallet_deleted'
  | 'wallet_switched'
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_reserved'
  | 'withdrawal_held'
  | 'withdrawal_paid'
  | 'withdrawal_refunded'
  | 'bet_placed'
  | 'bet_won'
  | 'bet_refunded'
  | 'bet_resettled'
  | 'bet_cashed_out'
  | 'bet_edited'
  | 'bonus_promo_code'
  | 'bonus_choice_changed'
  | 'bonus_cancelled'
  | 'bonus_completed'
  | 'rg_limit_changed'
  | 'rg_reality_check_changed'
  | 'rg_exclusion_started';

export interface AuditEntry {
  userId?: bigint | number | null;
  sessionId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Appends one event to the audit log (the table refuses updates and deletes). */
export async function audit(db: Database, event: AuditEvent, entry: AuditEntry = {}): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      event,
      user_id: entry.userId == null ? null : BigInt(entry.userId),
      session_id: entry.sessionId ?? null,
      ip: entry.ip ?? null,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute();
}
