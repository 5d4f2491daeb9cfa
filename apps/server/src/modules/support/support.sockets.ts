import { hasPermission, type OperatorRole } from '@meridian/contract/operators';
import { decodeJwt } from 'jose';
import type { Database } from '../../db/database.js';
import { IDLE_MS, type OperatorsService, SESSION_MAX_S } from '../operators/operators.service.js';
import type { OperatorSocketAuth, SupportChannelBackend } from '../realtime/realtime.support.js';
import { findLiveOperatorSession } from './support.repository.js';
import type { SupportService } from './support.service.js';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const OPERATOR_ID = /^[1-9][0-9]{0,18}$/;

/**
 * The support channels' checks on the socket: a visitor's token as the HTTP calls check it, and an
 * operator's token as the operators' guard does (a live session with the second factor, a role
 * granting `support.manage`), except that the session is only read: a socket left open does not
 * keep an idle operator signed in.
 */
export class SupportSocketBackend implements SupportChannelBackend {
  /** The clock, in epoch milliseconds (tests pass their own). */
  now: () => number = Date.now;

  constructor(
    private readonly db: Database,
    private readonly support: SupportService,
    private readonly operators: OperatorsService,
  ) {}

  visitor(token: string): Promise<{ visitorId: string } | null> {
    return this.support.visitorOf(token);
  }

  async operator(token: string): Promise<OperatorSocketAuth | null> {
    const claims = await this.operators.verifyToken(token);
    if (!claims?.tfa || !OPERATOR_ID.test(claims.sub) || !SESSION_ID.test(claims.sid)) return null;
    // The signature is checked above; this only reads the expiry it carries.
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return null;
    const auth = { operatorId: Number(claims.sub), sessionId: claims.sid, expiresAtMs: exp * 1000 };
    return (await this.operatorLive(auth)) ? auth : null;
  }

  async operatorLive(auth: OperatorSocketAuth): Promise<boolean> {
    const session = await findLiveOperatorSession(
      this.db,
      auth.sessionId,
      BigInt(auth.operatorId),
      new Date(this.now()),
      IDLE_MS,
      SESSION_MAX_S * 1000,
    );
    return session !== undefined && hasPermission(session.role as OperatorRole, 'support.manage');
  }
}
